/**
 * Tuition records, payments (with screenshots), the orders list and the family's bill: exact to the minor unit in
 * TWD, RMB and USD with the computed and typed discounts and partial payments; 422 per field; roles; another
 * company's enrollment, payment and screenshot answer 404; every change in the activity log.
 */
import request from 'supertest';
import sharp from 'sharp';
import type { OrderRowDto, PagedDto, TuitionDto } from '@app/shared';
import { bearer } from '../helpers/factories';
import { insertCompany } from '../helpers/admin-fixtures';
import { expectFieldError } from '../helpers/expect';
import { setupRunner, type Runner } from './attempts-fixtures';
import { makeCourse } from './courses-fixtures';
import { pdfTexts } from './report-pdf-reader';
import { api, makeEnrollment, person } from './tuition-fixtures';
import { renderBill } from '../../src/modules/tuition';
import { reportTheme } from '../../src/modules/reports';
import { brandOf } from '../../src/modules/tenants';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

type U = Parameters<typeof api>[1];
const admin = () => person(r, ['super-admin']);
const tuitionOf = async (u: U, id: number) => (await api(r, u).get(`/admin/enrollments/${id}/tuition`).expect(200)).body as TuitionDto;
const save = (u: U, id: number, body: object) => api(r, u).put(`/admin/enrollments/${id}/tuition`, body);
const pay = (u: U, id: number, body: object) => api(r, u).post(`/admin/enrollments/${id}/payments`, body);
const payment = (over: object = {}) => ({
  kind: 'deposit',
  method: 'bank_transfer',
  currency: 'TWD',
  amount: 100_000,
  received_on: '2030-03-01',
  ...over,
});
const png = () =>
  sharp({ create: { width: 12, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
/** The document's Keywords (an indirect string object pdfkit writes outside the compressed streams). */
const keywords = (pdf: Buffer) => {
  const src = pdf.toString('latin1');
  const ref = /\/Keywords (\d+) 0 R/.exec(src)?.[1];
  return ref ? new RegExp(`\\n${ref} 0 obj\\n\\(([^)]*)\\)`).exec(src)?.[1] : undefined;
};
const billOf = async (u: U, id: number) => {
  const res = await api(r, u)
    .get(`/admin/enrollments/${id}/bill.pdf`)
    .buffer(true)
    .parse((resp, cb) => {
      const chunks: Buffer[] = [];
      resp.on('data', (c: Buffer) => chunks.push(c));
      resp.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  return res;
};

describe('the tuition record', () => {
  it('suggests the course fee for each student with the computed discount; saves the typed discount; logs before and after', async () => {
    const a = await admin();
    const course = await makeCourse(r, a, { fee: 4_500_000, currency: 'TWD' });
    const e = await makeEnrollment(r, course.id, { referred: true });
    const suggested = await tuitionOf(a, e.id);
    expect(suggested).toMatchObject({
      saved: false,
      currency: 'TWD',
      original_price: 9_000_000,
      computed_discounts: [
        { kind: 'group', per_student: 200_000, students: 2, amount: 400_000, group_size: 2 },
        { kind: 'referral', per_student: 100_000, students: 2, amount: 200_000 },
      ],
      discount: 0,
      totals: { total: 8_400_000, paid: 0, remaining: 8_400_000, status: 'unpaid' },
      payments: [],
    });
    const saved = (
      await save(a, e.id, { currency: 'TWD', original_price: 9_000_000, discount: 50_050, discount_comment: ' early bird ' }).expect(200)
    ).body as TuitionDto;
    expect(saved).toMatchObject({
      saved: true,
      discount: 50_050,
      discount_comment: 'early bird',
      totals: { total: 8_349_950, remaining: 8_349_950 },
    });
    await save(a, e.id, { currency: 'TWD', original_price: 9_000_000, discount: 60_000, discount_comment: 'early bird' }).expect(200);
    const log = await r.t.ctx.ds.query(
      `SELECT actor_id, action, details FROM activity_log WHERE action = 'tuition.save' AND details->>'enrollment_id' = $1 ORDER BY id`,
      [String(e.id)],
    );
    expect(log).toMatchObject([
      { actor_id: a.id, details: { created: true, changes: { originalPrice: { from: null, to: 9_000_000 }, discount: { from: null, to: 50_050 } } } },
      { actor_id: a.id, details: { created: false, changes: { discount: { from: 50_050, to: 60_000 } } } },
    ]);
    expect(Object.keys(log[1].details.changes)).toEqual(['discount']);
  });

  it('prices the computed discount in the record currency when the family is billed in another one', async () => {
    const a = await admin();
    const course = await makeCourse(r, a, { fee: 4_500_000, currency: 'TWD' });
    const e = await makeEnrollment(r, course.id);
    const usd = (await save(a, e.id, { currency: 'USD', original_price: 300_010, discount: 1 }).expect(200)).body as TuitionDto;
    expect(usd.computed_discounts).toEqual([{ kind: 'group', per_student: 7_000, students: 2, amount: 14_000, group_size: 2 }]);
    expect(usd.totals).toMatchObject({ total: 286_009 });
  });

  it('answers 422 per field', async () => {
    const a = await admin();
    const course = await makeCourse(r, a);
    const e = await makeEnrollment(r, course.id);
    const ok = { currency: 'TWD', original_price: 100_000, discount: 0, discount_comment: '' };
    const bad = (over: object) => save(a, e.id, { ...ok, ...over });
    expectFieldError(await bad({ currency: 'EUR' }), 'currency', 'tuitionApi.validation.currency');
    expectFieldError(await bad({ currency: undefined }), 'currency', 'validation.required');
    expectFieldError(await bad({ currency: ['TWD'] }), 'currency', 'tuitionApi.validation.currency');
    expectFieldError(await bad({ original_price: 1000.5 }), 'original_price', 'tuitionApi.validation.amount');
    expectFieldError(await bad({ original_price: -1 }), 'original_price', 'tuitionApi.validation.amount');
    expectFieldError(await bad({ original_price: 1_000_000_001 }), 'original_price', 'tuitionApi.validation.amount');
    expectFieldError(await bad({ original_price: undefined }), 'original_price', 'validation.required');
    expectFieldError(await bad({ discount: '1e3' }), 'discount', 'tuitionApi.validation.amount');
    expectFieldError(await bad({ discount: 100_001 }), 'discount', 'tuitionApi.validation.discountTooHigh');
    expectFieldError(await bad({ discount_comment: 'x'.repeat(1001) }), 'discount_comment', 'validation.too_long');
    expectFieldError(await bad({ discount_comment: 5 }), 'discount_comment', 'validation.string');
    expectFieldError(await save(a, 0, ok), 'enrollmentId', 'validation.id');
    expect((await tuitionOf(a, e.id)).saved).toBe(false);
  });
});

describe('payments', () => {
  it('records a deposit with a screenshot (cleaned, served back as an image) and a balance; deleting one is logged', async () => {
    const a = await admin();
    const course = await makeCourse(r, a, { fee: 1_000_000, currency: 'TWD' });
    const e = await makeEnrollment(r, course.id, { students: [{ name: 'Solo', email: null }] });
    const res = await request(r.t.app)
      .post(`/api/admin/enrollments/${e.id}/payments`)
      .set(bearer(a.token))
      .field('kind', 'deposit')
      .field('method', 'bank_transfer')
      .field('currency', 'TWD')
      .field('amount', '300000')
      .field('comment', 'transfer 5 digits 12345')
      .field('received_on', '2030-03-02')
      .attach('screenshot', await png(), { filename: 'transfer.png', contentType: 'image/png' })
      .expect(201);
    const t1 = res.body as TuitionDto;
    // The first payment saves the suggested record.
    expect(t1).toMatchObject({
      saved: true,
      original_price: 1_000_000,
      totals: { total: 1_000_000, deposit: 300_000, paid: 300_000, remaining: 700_000, status: 'partly_paid' },
    });
    const shot = t1.payments[0].screenshot_url!;
    expect(shot).toBe(`/api/admin/tuition-payments/${t1.payments[0].id}/screenshot`);
    const img = await request(r.t.app).get(shot).set(bearer(a.token)).expect(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect((await sharp(img.body as Buffer).metadata()).width).toBe(12);

    const t2 = (await pay(a, e.id, payment({ kind: 'balance', method: 'cash', amount: 700_000, received_on: '2030-04-01' })).expect(201))
      .body as TuitionDto;
    expect(t2.totals).toMatchObject({ deposit: 300_000, balance: 700_000, paid: 1_000_000, remaining: 0, status: 'paid' });
    // The enrollment's payment status follows the bill (written by the enrollment module).
    const paymentStatus = async () =>
      ((await r.t.ctx.ds.query(`SELECT payment_status FROM enrollments WHERE id = $1`, [e.id])) as { payment_status: string }[])[0].payment_status;
    expect(await paymentStatus()).toBe('paid');
    const t3 = (await api(r, a).delete(`/admin/tuition-payments/${t2.payments[1].id}`).expect(200)).body as TuitionDto;
    expect(t3.totals).toMatchObject({ paid: 300_000, status: 'partly_paid' });
    expect(await paymentStatus()).toBe('unpaid');
    const log = await r.t.ctx.ds.query(
      `SELECT action, details FROM activity_log WHERE action LIKE 'tuition.payment.%' AND details->>'enrollment_id' = $1 ORDER BY id`,
      [String(e.id)],
    );
    expect(log).toMatchObject([
      { action: 'tuition.payment.create', details: { kind: 'deposit', amount: 300_000, currency: 'TWD', screenshot: true } },
      { action: 'tuition.payment.create', details: { kind: 'balance', method: 'cash', amount: 700_000, screenshot: false } },
      { action: 'tuition.payment.delete', details: { kind: 'balance', amount: 700_000 } },
    ]);
    // A record with payments keeps its currency.
    expectFieldError(await save(a, e.id, { currency: 'USD', original_price: 1, discount: 0 }), 'currency', 'tuitionApi.validation.currencyLocked');
  });

  it('answers 422 per field, refuses another currency than the bill (422) and a check in RMB; 413 over the size limit', async () => {
    const a = await admin();
    const course = await makeCourse(r, a, { currency: 'TWD' });
    const e = await makeEnrollment(r, course.id);
    const bad = (over: object) => pay(a, e.id, payment(over));
    expectFieldError(await bad({ kind: 'tip' }), 'kind', 'tuitionApi.validation.kind');
    expectFieldError(await bad({ kind: undefined }), 'kind', 'validation.required');
    expectFieldError(await bad({ method: 'card' }), 'method', 'tuitionApi.validation.method');
    expectFieldError(await bad({ currency: 'JPY' }), 'currency', 'tuitionApi.validation.currency');
    expectFieldError(await bad({ amount: 0 }), 'amount', 'tuitionApi.validation.paymentAmount');
    expectFieldError(await bad({ amount: 10.5 }), 'amount', 'tuitionApi.validation.paymentAmount');
    expectFieldError(await bad({ amount: '12abc' }), 'amount', 'tuitionApi.validation.paymentAmount');
    expectFieldError(await bad({ comment: 'x'.repeat(1001) }), 'comment', 'validation.too_long');
    expectFieldError(await bad({ received_on: '2030-02-30' }), 'received_on', 'validation.date');
    expectFieldError(await bad({ received_on: undefined }), 'received_on', 'validation.required');
    expectFieldError(await bad({ currency: 'USD' }), 'currency', 'tuitionApi.validation.paymentCurrency');
    expectFieldError(await bad({ method: 'check', currency: 'RMB' }), 'currency', 'tuitionApi.validation.methodCurrency');
    const junk = await request(r.t.app)
      .post(`/api/admin/enrollments/${e.id}/payments`)
      .set(bearer(a.token))
      .field('kind', 'deposit')
      .field('method', 'cash')
      .field('currency', 'TWD')
      .field('amount', '1')
      .field('received_on', '2030-03-01')
      .attach('screenshot', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]), 'fake.png');
    expectFieldError(junk, 'screenshot', 'tuitionApi.validation.screenshot');
    const big = await request(r.t.app)
      .post(`/api/admin/enrollments/${e.id}/payments`)
      .set(bearer(a.token))
      .field('kind', 'deposit')
      .attach('screenshot', Buffer.alloc(10 * 1024 * 1024 + 1), 'big.png');
    expect(big.status).toBe(413);
    expect((await tuitionOf(a, e.id)).payments).toEqual([]);
  });
});

describe('bills, exact to the minor unit in the three currencies', () => {
  const cases = [
    {
      currency: 'TWD' as const,
      fee: 4_500_000,
      enrollment: { referred: true },
      record: { original_price: 9_000_000, discount: 50_050, discount_comment: 'early bird' },
      payments: [
        { kind: 'deposit', method: 'bank_transfer', amount: 3_000_000 },
        { kind: 'balance', method: 'cash', amount: 2_000_001 },
        { kind: 'refund', method: 'cash', amount: 1 },
      ],
      expect: { total: 8_349_950, paid: 5_000_000, remaining: 3_349_950, status: 'partly_paid' },
      texts: ['NT$90,000.00', '-NT$4,000.00', '-NT$2,000.00', '-NT$500.50', 'NT$83,499.50', 'NT$50,000.00', 'NT$33,499.50'],
    },
    {
      currency: 'RMB' as const,
      fee: 1_000_000,
      enrollment: { groupMembers: 1 },
      record: { original_price: 2_000_000, discount: 0 },
      payments: [{ kind: 'deposit', method: 'bank_transfer', amount: 1_850_000 }],
      expect: { total: 1_850_000, paid: 1_850_000, remaining: 0, status: 'paid' },
      texts: ['¥20,000.00', '-¥1,500.00', '¥18,500.00', '¥0.00'],
    },
    {
      currency: 'USD' as const,
      fee: 150_005,
      enrollment: {},
      record: { original_price: 300_010, discount: 1 },
      payments: [
        { kind: 'deposit', method: 'check', amount: 200_000 },
        { kind: 'balance', method: 'cash', amount: 100_000 },
      ],
      expect: { total: 286_009, paid: 300_000, remaining: -13_991, status: 'overpaid' },
      texts: ['US$3,000.10', '-US$140.00', '-US$0.01', 'US$2,860.09', 'US$3,000.00', 'US$139.91'],
    },
  ];

  it.each(cases)('$currency: totals, payments, the PDF and the orders list agree', async (c) => {
    const a = await admin();
    const course = await makeCourse(r, a, { fee: c.fee, currency: c.currency });
    const e = await makeEnrollment(r, course.id, c.enrollment);
    await save(a, e.id, { currency: c.currency, ...c.record }).expect(200);
    for (const p of c.payments) await pay(a, e.id, payment({ ...p, currency: c.currency })).expect(201);
    const t = await tuitionOf(a, e.id);
    expect(t.totals).toMatchObject(c.expect);
    for (const v of Object.values(t.totals)) if (typeof v === 'number') expect(Number.isInteger(v)).toBe(true);

    const res = await billOf(a, e.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`B${String(e.id).padStart(6, '0')}.pdf`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(keywords(pdf)).toBe(
      `currency=${c.currency} total=${c.expect.total} paid=${c.expect.paid} remaining=${c.expect.remaining} status=${c.expect.status}`,
    );

    // The same figures written on the page (rendered uncompressed to read them back).
    const texts = pdfTexts(
      await renderBill(
        {
          billNo: 'B1',
          issuedOn: '2030-03-01',
          family: { name: 'Grace Lin', email: 'g@example.com', phone: '' },
          course: 'SAT',
          students: ['Amy', 'Ben'],
          currency: t.currency,
          original: t.original_price,
          discounts: [
            ...t.computed_discounts.map((l) => ({ label: l.kind, amount: l.amount })),
            ...(t.discount ? [{ label: 'typed', amount: t.discount }] : []),
          ],
          total: t.totals.total,
          payments: t.payments.map((p) => ({ on: p.received_on, kind: p.kind, method: p.method, amount: p.amount, comment: p.comment })),
          paid: t.totals.paid,
          remaining: t.totals.remaining,
          status: t.totals.status,
        },
        { locale: 'en-US', theme: reportTheme(brandOf('main')), compress: false },
      ),
    );
    for (const text of c.texts) expect(texts).toContain(text);

    const orders = (await api(r, a).get(`/admin/orders?course_id=${course.id}&status=${c.expect.status}&currency=${c.currency}`).expect(200))
      .body as PagedDto<OrderRowDto>;
    expect(orders.total).toBe(1);
    expect(orders.data[0]).toMatchObject({ enrollment_id: e.id, family: 'Grace Lin', students: 2, currency: c.currency, totals: c.expect });
    const otherStatus = c.expect.status === 'paid' ? 'unpaid' : 'paid';
    expect((await api(r, a).get(`/admin/orders?course_id=${course.id}&status=${otherStatus}`).expect(200)).body.total).toBe(0);
  });

  it("writes a Chinese family's bill in its language with the CJK font", async () => {
    const a = await admin();
    const course = await makeCourse(r, a, { fee: 4_500_000, currency: 'TWD' });
    const e = await makeEnrollment(r, course.id, { locale: 'zh-TW' });
    await pay(a, e.id, payment({ amount: 1_000_000 })).expect(201);
    const res = await billOf(a, e.id);
    expect(keywords(res.body as Buffer)).toBe('currency=TWD total=8600000 paid=1000000 remaining=7600000 status=partly_paid');
    const t = await tuitionOf(a, e.id);
    const texts = pdfTexts(
      await renderBill(
        {
          billNo: 'B2',
          issuedOn: '2030-03-01',
          family: { name: '林太太', email: 'g@example.com', phone: '0912' },
          course: 'SAT 暑期密集班',
          students: ['林小美'],
          currency: 'TWD',
          original: t.original_price,
          discounts: [{ label: '團報折扣', amount: 400_000 }],
          total: t.totals.total,
          payments: [{ on: '2030-03-01', kind: 'deposit', method: 'bank_transfer', amount: 1_000_000, comment: '' }],
          paid: t.totals.paid,
          remaining: t.totals.remaining,
          status: t.totals.status,
        },
        { locale: 'zh-TW', theme: reportTheme(brandOf('main')), compress: false },
      ),
    ).join('\n');
    expect(texts).toContain('學費帳單');
    expect(texts).toContain('總計');
    expect(texts).toContain('NT$86,000.00');
    expect(texts).toContain('部分已付');
  });
});

describe('access', () => {
  it('refuses roles outside the back office (403) and anonymous callers (401)', async () => {
    const a = await admin();
    const course = await makeCourse(r, a);
    const e = await makeEnrollment(r, course.id);
    for (const roles of [['teacher'], ['student'], ['parent']] as const) {
      const u = await person(r, [...roles]);
      await api(r, u).get(`/admin/enrollments/${e.id}/tuition`).expect(403);
      await save(u, e.id, { currency: 'TWD', original_price: 1, discount: 0 }).expect(403);
      await pay(u, e.id, payment()).expect(403);
      await api(r, u).get(`/admin/enrollments/${e.id}/bill.pdf`).expect(403);
      await api(r, u).get('/admin/orders').expect(403);
      await api(r, u).delete('/admin/tuition-payments/1').expect(403);
    }
    await api(r, null).get('/admin/orders').expect(401);
  });

  it("scopes company-admins to their companies' enrollments: another company's enrollment, payment and screenshot answer 404", async () => {
    const [ca, otherCa] = [await person(r, ['company-admin']), await person(r, ['company-admin'])];
    await insertCompany(r.t.ctx.ds, ca.id);
    await insertCompany(r.t.ctx.ds, otherCa.id);
    const course = await makeCourse(r, ca, { currency: 'TWD' });
    const e = await makeEnrollment(r, course.id);
    const res = await request(r.t.app)
      .post(`/api/admin/enrollments/${e.id}/payments`)
      .set(bearer(ca.token))
      .field('kind', 'deposit')
      .field('method', 'cash')
      .field('currency', 'TWD')
      .field('amount', '5000')
      .field('received_on', '2030-03-01')
      .attach('screenshot', await png(), 'cash.png')
      .expect(201);
    const p = (res.body as TuitionDto).payments[0];

    await api(r, otherCa).get(`/admin/enrollments/${e.id}/tuition`).expect(404);
    await save(otherCa, e.id, { currency: 'TWD', original_price: 1, discount: 0 }).expect(404);
    await pay(otherCa, e.id, payment()).expect(404);
    await api(r, otherCa).get(`/admin/enrollments/${e.id}/bill.pdf`).expect(404);
    await request(r.t.app).get(p.screenshot_url!).set(bearer(otherCa.token)).expect(404);
    await api(r, otherCa).delete(`/admin/tuition-payments/${p.id}`).expect(404);
    expect((await api(r, otherCa).get('/admin/orders').expect(200)).body.data.map((o: OrderRowDto) => o.enrollment_id)).not.toContain(e.id);
    expect((await api(r, ca).get('/admin/orders').expect(200)).body.data.map((o: OrderRowDto) => o.enrollment_id)).toContain(e.id);
    await request(r.t.app).get(p.screenshot_url!).set(bearer(ca.token)).expect(200);
    await api(r, ca).delete(`/admin/tuition-payments/${p.id}`).expect(200);
    await api(r, ca).get(`/admin/tuition-payments/${p.id}/screenshot`).expect(404);
  });

  it('answers 422 on the orders filters', async () => {
    const a = await admin();
    expectFieldError(await api(r, a).get('/admin/orders?status=late'), 'status', 'tuitionApi.validation.status');
    expectFieldError(await api(r, a).get('/admin/orders?currency=EUR'), 'currency', 'tuitionApi.validation.currency');
    expectFieldError(await api(r, a).get('/admin/orders?page=0'), 'page', 'validation.page');
    expectFieldError(await api(r, a).get('/admin/orders?course_id=x'), 'course_id', 'validation.id');
  });
});
