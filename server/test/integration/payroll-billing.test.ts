/** Teachers' billing details (the ID number encrypted at rest) and hourly rates: who reads and sets them, 422 per field, the activity log. */
import crypto from 'node:crypto';
import { Role, type BillingDetailsDto } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser } from '../helpers/factories';
import request from 'supertest';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, companyAdminOf, pair, person, teacher } from './payroll-fixtures';
import { billingService } from '../../src/modules/payroll/billing.service';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner({ PAYROLL_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex') });
});
afterAll(() => r.t.close());

const details = (over: object = {}) => ({
  official_name: 'Lin Mei-Hua',
  id_number: 'a123456789',
  birth_date: '1990-05-01',
  mailing_address: '1 Roosevelt Rd, Taipei',
  payment_method: 'taiwan_bank',
  payment_account: '012-3456-7890123',
  ...over,
});

describe('billing details', () => {
  it('the teacher saves their own; the stored column is not the ID number; the teacher and admins read it in full, company-admins masked', async () => {
    const { t, companyId } = await pair(r);
    const saved = (await api(r, t).put(`/teachers/${t.id}/billing`, details()).expect(200)).body as BillingDetailsDto;
    expect(saved.details).toMatchObject({
      official_name: 'Lin Mei-Hua',
      id_number: 'A123456789',
      id_number_masked: '••••6789',
      birth_date: '1990-05-01',
      payment_method: 'taiwan_bank',
      payment_account: '012-3456-7890123',
      payment_account_masked: '••••0123',
    });
    expect(saved.can_set_rate).toBe(false);
    const [row] = await r.t.ctx.ds.query(`SELECT * FROM teacher_billing WHERE teacher_id = $1`, [t.id]);
    expect(row.id_number_enc).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toMatch(/A123456789|a123456789|7890123/);
    expect(row.id_number_tail).toBe('6789');

    const admin = await person(r, ['admin']);
    expect((await api(r, admin).get(`/teachers/${t.id}/billing`).expect(200)).body.details).toMatchObject({ id_number: 'A123456789' });
    const superAdmin = await person(r, ['super-admin']);
    expect((await api(r, superAdmin).get(`/teachers/${t.id}/billing`).expect(200)).body.details.id_number).toBe('A123456789');
    const ca = await companyAdminOf(r, companyId);
    const masked = (await api(r, ca).get(`/teachers/${t.id}/billing`).expect(200)).body as BillingDetailsDto;
    expect(masked.details).toMatchObject({
      id_number: null,
      id_number_masked: '••••6789',
      payment_account: null,
      payment_account_masked: '••••0123',
    });
    expect(JSON.stringify(masked)).not.toContain('A123456789');
    expect(masked.can_set_rate).toBe(true);
  });

  it('404 for another teacher, another company’s admin, a non-teacher; 403 for students and parents; 401 without a session', async () => {
    const { t, s } = await pair(r);
    await api(r, t).put(`/teachers/${t.id}/billing`, details()).expect(200);
    await api(r, await teacher(r))
      .get(`/teachers/${t.id}/billing`)
      .expect(404);
    await api(r, await teacher(r))
      .put(`/teachers/${t.id}/billing`, details())
      .expect(404);
    const other = await pair(r);
    await api(r, await companyAdminOf(r, other.companyId))
      .get(`/teachers/${t.id}/billing`)
      .expect(404);
    await api(r, await companyAdminOf(r, other.companyId))
      .put(`/teachers/${t.id}/billing`, details())
      .expect(404);
    await api(r, await person(r, ['admin']))
      .get(`/teachers/${s.id}/billing`)
      .expect(404);
    await api(r, s).get(`/teachers/${t.id}/billing`).expect(403);
    await api(r, await person(r, ['parent']))
      .put(`/teachers/${t.id}/billing`, details())
      .expect(403);
    await api(r, null).get(`/teachers/${t.id}/billing`).expect(401);
  });

  it('the ID number is needed the first time, then omitted keeps it; the payment account is kept, replaced or removed', async () => {
    const t = await teacher(r);
    expectFieldError(
      await api(r, t).put(`/teachers/${t.id}/billing`, details({ id_number: undefined })),
      'id_number',
      'payrollApi.validation.idNumberRequired',
    );
    await api(r, t).put(`/teachers/${t.id}/billing`, details()).expect(200);
    const kept = (
      await api(r, t)
        .put(`/teachers/${t.id}/billing`, details({ id_number: null, payment_account: undefined, mailing_address: 'PO Box 9' }))
        .expect(200)
    ).body as BillingDetailsDto;
    expect(kept.details).toMatchObject({ id_number: 'A123456789', payment_account: '012-3456-7890123', mailing_address: 'PO Box 9' });
    const cleared = (
      await api(r, t)
        .put(`/teachers/${t.id}/billing`, details({ id_number: undefined, payment_account: '' }))
        .expect(200)
    ).body;
    expect(cleared.details).toMatchObject({ payment_account: null, payment_account_masked: null });
  });

  it('422 per field', async () => {
    const t = await teacher(r);
    const put = (over: object) => api(r, t).put(`/teachers/${t.id}/billing`, details(over));
    expectFieldError(await put({ official_name: ' ' }), 'official_name', 'payrollApi.validation.officialName');
    expectFieldError(await put({ official_name: 'x'.repeat(121) }), 'official_name', 'validation.too_long');
    expectFieldError(await put({ id_number: 'A1' }), 'id_number', 'payrollApi.validation.idNumber');
    expectFieldError(await put({ id_number: 'A12345$789' }), 'id_number', 'payrollApi.validation.idNumber');
    expectFieldError(await put({ id_number: 12345678 }), 'id_number', 'payrollApi.validation.idNumber');
    expectFieldError(await put({ birth_date: '1990-02-30' }), 'birth_date', 'payrollApi.validation.birthDate');
    expectFieldError(await put({ birth_date: undefined }), 'birth_date', 'payrollApi.validation.birthDate');
    expectFieldError(await put({ birth_date: '2025-01-01' }), 'birth_date', 'payrollApi.validation.birthDate');
    expectFieldError(await put({ mailing_address: '' }), 'mailing_address', 'payrollApi.validation.address');
    expectFieldError(await put({ payment_method: 'cash' }), 'payment_method', 'payrollApi.validation.paymentMethod');
    expectFieldError(await put({ payment_method: ['wechat'] }), 'payment_method', 'payrollApi.validation.paymentMethod');
    expectFieldError(await put({ payment_account: 'a\nb' }), 'payment_account', 'payrollApi.validation.paymentAccount');
    expectFieldError(await put({ payment_account: 'x'.repeat(65) }), 'payment_account', 'payrollApi.validation.paymentAccount');
    expectFieldError(await api(r, t).put('/teachers/abc/billing', details()), 'teacherId');
    const zh = await put({ payment_method: 'cash' }).set('Accept-Language', 'zh-TW');
    expect(zh.body.errors.payment_method).toEqual(['請選擇收款方式：美國銀行支票、台灣銀行、微信或支付寶。']);
  });

  it('every change is in the activity log with the fields changed, never the secret values', async () => {
    const { t, companyId } = await pair(r);
    await api(r, t).put(`/teachers/${t.id}/billing`, details()).expect(200);
    await api(r, t).put(`/teachers/${t.id}/billing`, details()).expect(200); // no change: no row
    const ca = await companyAdminOf(r, companyId);
    await api(r, ca)
      .put(`/teachers/${t.id}/billing`, details({ id_number: 'B987654321', payment_method: 'wechat' }))
      .expect(200);
    const rows = await r.t.ctx.ds.query(
      `SELECT actor_id, target_user_id, details FROM activity_log WHERE action = 'teacher.billing.update' AND target_user_id = $1 ORDER BY id`,
      [t.id],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actor_id: t.id, details: { created: true } });
    expect(rows[1]).toMatchObject({
      actor_id: ca.id,
      details: { changed: ['id_number', 'payment_method'], payment_method: { from: 'taiwan_bank', to: 'wechat' }, created: false },
    });
    expect(JSON.stringify(rows)).not.toMatch(/A123456789|B987654321|7890123/);
  });

  it('a value sealed for one teacher does not open on another row, and another key refuses to decrypt (the details stay masked)', async () => {
    const [a, b] = [await teacher(r), await teacher(r)];
    await api(r, a).put(`/teachers/${a.id}/billing`, details()).expect(200);
    await api(r, b)
      .put(`/teachers/${b.id}/billing`, details({ id_number: 'C111122223' }))
      .expect(200);
    await r.t.ctx.ds.query(
      `UPDATE teacher_billing SET id_number_enc = (SELECT id_number_enc FROM teacher_billing WHERE teacher_id = $1) WHERE teacher_id = $2`,
      [a.id, b.id],
    );
    expect((await api(r, b).get(`/teachers/${b.id}/billing`).expect(200)).body.details).toMatchObject({
      id_number: null,
      id_number_masked: '••••2223',
    });

    const other: TestApp = await buildTestApp({ PAYROLL_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex') });
    try {
      const admin = await createUser(other.app, other.ctx.ds, ['admin'], { verified: true });
      const res = await request(other.app).get(`/api/teachers/${a.id}/billing`).set(bearer(admin.token)).expect(200);
      expect(res.body.details).toMatchObject({ id_number: null, id_number_masked: '••••6789', payment_account: null });
    } finally {
      await other.close();
    }
  });

  it('without a key (production without PAYROLL_ENCRYPTION_KEY) nothing secret is stored: 503, and reads stay masked', async () => {
    const t = await teacher(r);
    await api(r, t).put(`/teachers/${t.id}/billing`, details()).expect(200);
    const keyless = billingService({ ...r.t.ctx, config: { ...r.t.ctx.config, secretKey: null } });
    const caller = { id: t.id, roles: [Role.Teacher] };
    await expect(keyless.save(caller, t.id, details({ id_number: 'Z999999999' }) as never)).rejects.toMatchObject({
      status: 503,
      code: 'ENCRYPTION_KEY_MISSING',
    });
    expect((await keyless.get(caller, t.id)).details).toMatchObject({ id_number: null, id_number_masked: '••••6789', official_name: 'Lin Mei-Hua' });
    const kept = await keyless.save(caller, t.id, details({ id_number: undefined, payment_account: undefined, official_name: 'Lin M.' }) as never);
    expect(kept.details).toMatchObject({ official_name: 'Lin M.', id_number: null });
    expect((await api(r, t).get(`/teachers/${t.id}/billing`).expect(200)).body.details.id_number).toBe('A123456789');
  });
});

describe('hourly rates', () => {
  it('admins and the company’s admins set a rate from a month on (logged with before and after); teachers 403; another company 404', async () => {
    const { t, companyId } = await pair(r);
    const admin = await person(r, ['admin']);
    const set = (u: Parameters<typeof api>[1], body: object) => api(r, u).put(`/teachers/${t.id}/pay-rate`, body);
    const res = (await set(admin, { month: '2030-01', hourly_rate: 80000, currency: 'TWD' }).expect(200)).body as BillingDetailsDto;
    expect(res.details).toBeNull();
    expect(res.rates).toEqual([
      expect.objectContaining({ month: '2030-01', hourly_rate: 80000, currency: 'TWD', set_by: expect.objectContaining({ id: admin.id }) }),
    ]);
    const ca = await companyAdminOf(r, companyId);
    await set(ca, { month: '2030-01', hourly_rate: 90000, currency: 'TWD' }).expect(200);
    const later = (await set(ca, { month: '2030-04', hourly_rate: 3000, currency: 'USD' }).expect(200)).body as BillingDetailsDto;
    expect(later.rates.map((x) => [x.month, x.hourly_rate, x.currency])).toEqual([
      ['2030-04', 3000, 'USD'],
      ['2030-01', 90000, 'TWD'],
    ]);
    await set(t, { month: '2030-01', hourly_rate: 1, currency: 'TWD' }).expect(403);
    await set(await person(r, ['student']), { month: '2030-01', hourly_rate: 1, currency: 'TWD' }).expect(403);
    await set(await companyAdminOf(r, (await pair(r)).companyId), { month: '2030-01', hourly_rate: 1, currency: 'TWD' }).expect(404);
    const logs = await r.t.ctx.ds.query(
      `SELECT actor_id, details FROM activity_log WHERE action = 'teacher.rate.set' AND target_user_id = $1 ORDER BY id`,
      [t.id],
    );
    expect(logs.map((x: { details: unknown }) => x.details)).toEqual([
      { teacher_id: t.id, month: '2030-01', from: null, to: { hourly_rate: 80000, currency: 'TWD' } },
      { teacher_id: t.id, month: '2030-01', from: { hourly_rate: 80000, currency: 'TWD' }, to: { hourly_rate: 90000, currency: 'TWD' } },
      { teacher_id: t.id, month: '2030-04', from: null, to: { hourly_rate: 3000, currency: 'USD' } },
    ]);
  });

  it('422 per field', async () => {
    const t = await teacher(r);
    const admin = await person(r, ['admin']);
    const set = (over: object) => api(r, admin).put(`/teachers/${t.id}/pay-rate`, { month: '2030-01', hourly_rate: 100, currency: 'RMB', ...over });
    expectFieldError(await set({ month: '2030-13' }), 'month', 'payrollApi.validation.month');
    expectFieldError(await set({ month: '2030-1' }), 'month', 'payrollApi.validation.month');
    expectFieldError(await set({ month: undefined }), 'month', 'payrollApi.validation.month');
    expectFieldError(await set({ hourly_rate: 12.5 }), 'hourly_rate', 'payrollApi.validation.hourlyRate');
    expectFieldError(await set({ hourly_rate: -1 }), 'hourly_rate', 'payrollApi.validation.hourlyRate');
    expectFieldError(await set({ hourly_rate: 100_000_001 }), 'hourly_rate', 'payrollApi.validation.hourlyRate');
    expectFieldError(await set({ hourly_rate: null }), 'hourly_rate', 'payrollApi.validation.hourlyRate');
    expectFieldError(await set({ currency: 'EUR' }), 'currency', 'payrollApi.validation.currency');
    expectFieldError(await set({ currency: undefined }), 'currency', 'payrollApi.validation.currency');
  });
});
