/**
 * Salary: the month's hours (GMT+8) from class meetings with attendance and paid private lessons, times the rate in
 * force, exact to the minor unit in TWD, RMB and USD; the month list, the payslip (JSON and PDF), the XLSX export.
 */
import ExcelJS from 'exceljs';
import type { PayslipDto, SalaryMonthDto } from '@app/shared';
import { insertCompany } from '../helpers/admin-fixtures';
import { expectFieldError } from '../helpers/expect';
import type { CreatedUser } from '../helpers/factories';
import { cjkFontFor } from '../../src/modules/reports';
import { salaryService } from '../../src/modules/payroll/salary.service';
import { setupRunner, type Runner } from './attempts-fixtures';
import { classWith } from './classes-fixtures';
import { pdfTexts } from './report-pdf-reader';
import { api, book, companyAdminOf, logBody, person, student, teacher } from './payroll-fixtures';

let r: Runner;
let companyId: number;
let twd: CreatedUser;
let rmb: CreatedUser;
let usd: CreatedUser;
let ca: CreatedUser;

const link = (...ids: number[]) =>
  Promise.all(ids.map((id) => r.t.ctx.ds.query(`INSERT INTO company_users (company_id, user_id) VALUES ($1, $2)`, [companyId, id])));
const rate = (t: CreatedUser, month: string, hourly_rate: number, currency: string) =>
  api(r, ca).put(`/teachers/${t.id}/pay-rate`, { month, hourly_rate, currency }).expect(200);
async function lesson(t: CreatedUser, s: CreatedUser, from: string, to: string, state: string | null) {
  const l = await book(r, t, s, from, to);
  if (state) await api(r, t).put(`/private-lessons/${l.id}/log`, logBody({ state })).expect(200);
  return l;
}

beforeAll(async () => {
  r = await setupRunner({}, '2030-05-01T00:00:00Z'); // March and April are over: their lessons may be logged
  [twd, rmb, usd] = [await teacher(r), await teacher(r), await teacher(r)];
  const s = await student(r);
  const companyRows: { id: number }[] = await r.t.ctx.ds.query(`INSERT INTO companies (name) VALUES ('Salary Co') RETURNING id`);
  companyId = companyRows[0].id;
  await link(twd.id, rmb.id, usd.id, s.id);
  ca = await companyAdminOf(r, companyId);

  // TWD teacher, March 2030: classes 90 + 45 (with attendance), not the one without attendance nor April's.
  const c = await classWith(r, twd, [s]);
  const meeting = (date: string, minutes: number, attendance: boolean) =>
    api(r, twd)
      .post(`/classes/${c.id}/meetings`, {
        date,
        duration_minutes: minutes,
        topic: 'Reading',
        attendance: attendance ? [{ student_id: s.id, state: 'present' }] : [],
      })
      .expect(201);
  await meeting('2030-03-01', 90, true);
  await meeting('2030-03-31', 45, true);
  await meeting('2030-03-05', 30, false);
  await meeting('2030-04-01', 60, true);
  // Lessons: 00:30 on 1 March in GMT+8 is still 28 February in UTC, and counts in March.
  await lesson(twd, s, '2030-03-01T00:30:00+08:00', '2030-03-01T01:30:00+08:00', 'present'); // 60
  await lesson(twd, s, '2030-03-02T10:00:00+08:00', '2030-03-02T10:50:00+08:00', 'late'); // 50
  await lesson(twd, s, '2030-03-03T10:00:00+08:00', '2030-03-03T10:30:00+08:00', 'absent'); // 30: a no-show is paid
  await lesson(twd, s, '2030-03-04T10:00:00+08:00', '2030-03-04T10:40:00+08:00', 'excused'); // unpaid
  await lesson(twd, s, '2030-03-05T10:00:00+08:00', '2030-03-05T11:00:00+08:00', null); // never logged: unpaid
  const cancelled = await lesson(twd, s, '2030-03-06T10:00:00+08:00', '2030-03-06T11:00:00+08:00', 'present');
  await api(r, twd).post(`/private-lessons/${cancelled.id}/cancel`).expect(200); // cancelled after its log: unpaid
  await lesson(twd, s, '2030-02-28T23:00:00+08:00', '2030-02-28T23:59:00+08:00', 'present'); // February
  await lesson(twd, s, '2030-04-01T00:00:00+08:00', '2030-04-01T01:00:00+08:00', 'present'); // April (16:00 UTC on 31 March)
  await rate(twd, '2030-01', 123_457, 'TWD'); // TWD 1,234.57 an hour from January
  await rate(twd, '2030-04', 999_999, 'TWD'); // changed from April: March keeps January's

  await lesson(rmb, s, '2030-03-10T09:00:00+08:00', '2030-03-10T10:35:00+08:00', 'present'); // 95
  await rate(rmb, '2030-03', 10_001, 'RMB');
  await lesson(usd, s, '2030-03-11T09:00:00+08:00', '2030-03-11T09:45:00+08:00', 'present'); // 45
  await rate(usd, '2030-02', 2_550, 'USD');
});
afterAll(() => r.t.close());

describe('salary', () => {
  it('is exact to the minor unit: minutes × rate / 60 rounded half up once, in TWD, RMB and USD', async () => {
    const slip = (t: CreatedUser, month = '2030-03') => api(r, t).get(`/teachers/${t.id}/salary/${month}`).expect(200);
    const march = (await slip(twd)).body as PayslipDto;
    expect(march).toMatchObject({ class_minutes: 135, lesson_minutes: 140, minutes: 275, hourly_rate: 123_457, currency: 'TWD' });
    // 275 × 123457 / 60 = 565,844.58… -> 565,845 (TWD 5,658.45)
    expect(march.amount).toBe(565_845);
    expect(march.lines.map((l) => [l.date, l.kind, l.minutes, l.state])).toEqual([
      ['2030-03-01', 'class', 90, null],
      ['2030-03-01', 'lesson', 60, 'present'],
      ['2030-03-02', 'lesson', 50, 'late'],
      ['2030-03-03', 'lesson', 30, 'absent'],
      ['2030-03-31', 'class', 45, null],
    ]);
    const april = (await slip(twd, '2030-04')).body as PayslipDto;
    // 120 × 999999 / 60 = 1,999,998 exactly
    expect(april).toMatchObject({ minutes: 120, hourly_rate: 999_999, amount: 1_999_998 });
    const feb = (await slip(twd, '2030-02')).body as PayslipDto;
    expect(feb).toMatchObject({ minutes: 59, amount: 121_399 }); // 59 × 123457 / 60 = 121,399.38…
    // 95 × 10001 / 60 = 15,834.92… -> 15,835 (RMB 158.35)
    expect((await slip(rmb)).body).toMatchObject({ minutes: 95, hourly_rate: 10_001, currency: 'RMB', amount: 15_835 });
    // 45 × 2550 / 60 = 1,912.5 -> 1,913 (USD 19.13): half up
    expect((await slip(usd)).body).toMatchObject({ minutes: 45, hourly_rate: 2_550, currency: 'USD', amount: 1_913 });
    // Before any rate: hours, no amount.
    expect((await slip(rmb, '2030-02')).body).toMatchObject({ minutes: 0, hourly_rate: null, currency: null, amount: null });
  });

  it("the month list: the company-admin's teachers with totals per currency; admins see every teacher", async () => {
    const list = (await api(r, ca).get('/salary?month=2030-03').expect(200)).body as SalaryMonthDto;
    expect(list.rows.map((x) => [x.teacher.id, x.minutes, x.amount, x.currency]).sort()).toEqual(
      [
        [twd.id, 275, 565_845, 'TWD'],
        [rmb.id, 95, 15_835, 'RMB'],
        [usd.id, 45, 1_913, 'USD'],
      ].sort(),
    );
    expect([...list.totals].sort((a, b) => a.currency.localeCompare(b.currency))).toEqual([
      { currency: 'RMB', amount: 15_835, minutes: 95 },
      { currency: 'TWD', amount: 565_845, minutes: 275 },
      { currency: 'USD', amount: 1_913, minutes: 45 },
    ]);
    const outsider = await teacher(r);
    const theirs = await student(r);
    await insertCompany(r.t.ctx.ds, outsider.id, theirs.id);
    await lesson(outsider, theirs, '2030-03-12T09:00:00+08:00', '2030-03-12T10:00:00+08:00', null);
    await api(r, await person(r, ['admin']))
      .put(`/teachers/${outsider.id}/pay-rate`, { month: '2030-03', hourly_rate: 100, currency: 'USD' })
      .expect(200);
    const all = (
      await api(r, await person(r, ['admin']))
        .get('/salary?month=2030-03')
        .expect(200)
    ).body as SalaryMonthDto;
    expect(all.rows.map((x) => x.teacher.id)).toEqual(expect.arrayContaining([twd.id, rmb.id, usd.id, outsider.id]));
    expect((await api(r, ca).get('/salary?month=2030-03').expect(200)).body.rows.map((x: { teacher: { id: number } }) => x.teacher.id)).not.toContain(
      outsider.id,
    );
  });

  it('the XLSX export reads back with exceljs with the right figures', async () => {
    const res = await api(r, ca)
      .get('/salary/export.xlsx?month=2030-03')
      .buffer(true)
      .parse((response, cb) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-disposition']).toContain('salary-2030-03.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as never);
    const ws = wb.getWorksheet('2030-03')!;
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Teacher',
      'Username',
      'Class hours',
      'Lesson hours',
      'Hours',
      'Currency',
      'Hourly rate',
      'Amount',
      'Amount (cents)',
    ]);
    const byUser = new Map<string, ExcelJS.CellValue[]>();
    const rows: ExcelJS.CellValue[][] = [];
    ws.eachRow((row, n) => {
      if (n > 1) rows.push(row.values as ExcelJS.CellValue[]);
      if (n > 1) byUser.set(String(row.getCell(2).value), row.values as ExcelJS.CellValue[]);
    });
    const row = (u: CreatedUser) => byUser.get(u.username)!;
    expect(row(twd).slice(3)).toEqual([135 / 60, 140 / 60, 275 / 60, 'TWD', 1234.57, 5658.45, 565_845]);
    expect(row(rmb).slice(5)).toEqual([95 / 60, 'RMB', 100.01, 158.35, 15_835]);
    expect(row(usd).slice(5)).toEqual([0.75, 'USD', 25.5, 19.13, 1_913]);
    expect(ws.getCell(`H${ws.rowCount}`).numFmt).toBe('#,##0.00');
    const totals = rows.filter((v) => v[1] === 'Total').map((v) => [v[6], v[9]]);
    expect(totals.sort()).toEqual([
      ['RMB', 15_835],
      ['TWD', 565_845],
      ['USD', 1_913],
    ]);
  });

  it('the payslip PDF: the figures in the teacher’s language and tenant', async () => {
    const res = await api(r, twd).get(`/teachers/${twd.id}/salary/2030-03/payslip.pdf`).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`payslip-${twd.username}-2030-03.pdf`);
    const { pdf } = await salaryService(r.t.ctx).payslipPdf({ id: ca.id, roles: ['company-admin'] }, twd.id, '2030-03', false);
    const text = pdfTexts(pdf).join(' ');
    expect(text).toContain('Payslip · March 2030');
    expect(text).toContain('TWD 5,658.45');
    expect(text).toContain('TWD 1,234.57');
    expect(text).toContain('4.58');
    await r.t.ctx.ds.query(`UPDATE users SET lang = 'ZH-CN' WHERE id = $1`, [usd.id]);
    const zh = pdfTexts((await salaryService(r.t.ctx).payslipPdf({ id: usd.id, roles: ['teacher'] }, usd.id, '2030-03', false)).pdf).join(' ');
    if (cjkFontFor('zh-CN')) expect(zh).toContain('工资单');
    expect(zh).toContain('USD 19.13');
  });

  it('roles and scope: teachers read only their own payslips; the lists are for admins; another company 404; 422 on the month', async () => {
    await api(r, twd).get('/salary?month=2030-03').expect(403);
    await api(r, twd).get('/salary/export.xlsx?month=2030-03').expect(403);
    await api(r, await student(r))
      .get(`/teachers/${twd.id}/salary/2030-03`)
      .expect(403);
    await api(r, rmb).get(`/teachers/${twd.id}/salary/2030-03`).expect(404);
    await api(r, rmb).get(`/teachers/${twd.id}/salary/2030-03/payslip.pdf`).expect(404);
    const other = await companyAdminOf(r, (await r.t.ctx.ds.query(`INSERT INTO companies (name) VALUES ('Other') RETURNING id`))[0].id);
    await api(r, other).get(`/teachers/${twd.id}/salary/2030-03`).expect(404);
    expect((await api(r, other).get('/salary?month=2030-03').expect(200)).body.rows).toEqual([]);
    await api(r, null).get('/salary?month=2030-03').expect(401);
    expectFieldError(await api(r, ca).get('/salary?month=2030-3'), 'month', 'payrollApi.validation.month');
    expectFieldError(await api(r, ca).get('/salary'), 'month', 'payrollApi.validation.month');
    expectFieldError(await api(r, ca).get('/salary?month=2030-03&month=2030-04'), 'month', 'payrollApi.validation.month');
    expectFieldError(await api(r, ca).get('/salary/export.xlsx?month=1999-12'), 'month', 'payrollApi.validation.month');
    expectFieldError(await api(r, twd).get(`/teachers/${twd.id}/salary/2030-13`), 'month', 'payrollApi.validation.month');
  });
});
