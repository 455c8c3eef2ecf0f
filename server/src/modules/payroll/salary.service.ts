/**
 * Salary: for a teacher and a month (GMT+8), the minutes of their logged class meetings and private lessons times
 * the hourly rate in force that month, rounded half up once to the currency's minor unit (salaryAmount of
 * @app/shared: integer arithmetic, no float). Read on demand, never stored: a log written late still counts, and
 * a rate belongs to months, so a past month keeps its rate when a later one changes.
 */
import ExcelJS from 'exceljs';
import {
  CURRENCY_DECIMALS,
  formatMinorWithCode,
  hoursOf,
  langToLocale,
  monthBounds,
  salaryAmount,
  type Locale,
  type PaymentCurrency,
  type PayslipDto,
  type SalaryMonthDto,
  type SalaryRowDto,
} from '@app/shared';
import type { AppContext } from '../../context';
import { t } from '../../lib/i18n';
import type { Caller } from '../../core/access';
import { reportTheme } from '../reports';
import { brandOf } from '../tenants';
import { loadTeacher, teacherScopeSql } from './payroll-access';
import { displayName, userRef } from './payroll.mapper';
import { renderPdf } from './payroll-pdf';
import { salaryRepository, type SalaryRow } from './salary.repository';

function toRow(r: SalaryRow, month: string): SalaryRowDto {
  const minutes = r.classMinutes + r.lessonMinutes;
  return {
    teacher: userRef(r),
    month,
    class_minutes: r.classMinutes,
    lesson_minutes: r.lessonMinutes,
    minutes,
    hourly_rate: r.hourlyRate,
    currency: r.currency,
    amount: r.hourlyRate === null ? null : salaryAmount(minutes, r.hourlyRate),
    has_billing: r.hasBilling,
  };
}

/** Sums per currency, in the order the currencies first appear. */
function totals(rows: SalaryRowDto[]): SalaryMonthDto['totals'] {
  const by = new Map<PaymentCurrency, { amount: number; minutes: number }>();
  for (const r of rows) {
    if (r.amount === null || !r.currency) continue;
    const cur = by.get(r.currency) ?? { amount: 0, minutes: 0 };
    by.set(r.currency, { amount: cur.amount + r.amount, minutes: cur.minutes + r.minutes });
  }
  return [...by].map(([currency, v]) => ({ currency, ...v }));
}

/** "2030-04" in the locale's words ("April 2030", "2030年4月"). */
export function monthLabel(month: string, locale: Locale): string {
  const { start } = monthBounds(month);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'Asia/Taipei' }).format(start);
}

export function salaryService(ctx: AppContext) {
  const { ds, clock } = ctx;

  async function month(caller: Caller, m: string): Promise<SalaryMonthDto> {
    const rows = (await salaryRepository(ds).rows(teacherScopeSql(caller, '$1'), caller.id, m)).map((r) => toRow(r, m));
    return { month: m, rows, totals: totals(rows) };
  }

  async function payslip(caller: Caller, teacherId: number, m: string): Promise<PayslipDto & { lang: string; product: string }> {
    const { teacher } = await loadTeacher(ds, caller, teacherId);
    const repo = salaryRepository(ds);
    const [row] = await repo.rows('true', caller.id, m, teacher.id);
    const lines = await repo.lines(teacher.id, m);
    return { ...toRow(row, m), lines, lang: row.lang, product: row.product };
  }

  return {
    month,

    async payslip(caller: Caller, teacherId: number, m: string): Promise<PayslipDto> {
      const { lang: _l, product: _p, ...dto } = await payslip(caller, teacherId, m);
      return dto;
    },

    /** The payslip as PDF, in the teacher's language with their tenant's header. */
    async payslipPdf(caller: Caller, teacherId: number, m: string, compress = true): Promise<{ pdf: Buffer; filename: string }> {
      const p = await payslip(caller, teacherId, m);
      const locale = langToLocale(p.lang);
      const name = displayName(p.teacher);
      const pdf = await renderPdf(
        {
          locale,
          theme: reportTheme(brandOf(p.product)),
          title: t(locale, 'payrollApi.payslip.title', { month: monthLabel(m, locale) }),
          texts: [name, ...p.lines.flatMap((l) => [l.title, l.topic])],
          date: clock.now(),
          compress,
        },
        (w) => {
          const l = (id: string, values: Record<string, string | number> = {}) => t(w.locale, `payrollApi.payslip.${id}`, values);
          const money = (amount: number | null) => (amount === null || !p.currency ? l('noRate') : formatMinorWithCode(amount, p.currency));
          w.facts([
            [l('teacher'), name],
            [l('month'), monthLabel(m, w.locale)],
            [l('classHours'), hoursOf(p.class_minutes)],
            [l('lessonHours'), hoursOf(p.lesson_minutes)],
            [l('hours'), hoursOf(p.minutes)],
            [l('rate'), money(p.hourly_rate)],
            [l('amount'), money(p.amount)],
          ]);
          w.heading(l('lines'));
          w.table(
            [
              { title: l('date'), width: 0.14 },
              { title: l('kind'), width: 0.16 },
              { title: l('what'), width: 0.26 },
              { title: l('topic'), width: 0.3 },
              { title: l('hoursCol'), width: 0.14, align: 'right' },
            ],
            p.lines.map((line) => [
              line.date,
              line.kind === 'class' ? l('kindClass') : l(`kindLesson.${line.state}`),
              line.title,
              line.topic,
              hoursOf(line.minutes),
            ]),
            ['', '', '', l('total'), hoursOf(p.minutes)],
          );
          w.paragraph(l('rule'));
        },
      );
      return { pdf, filename: `payslip-${p.teacher.username}-${m}.pdf` };
    },

    /** The month of every teacher in the caller's scope, for the accountant: one sheet, numbers as numbers. */
    async xlsx(caller: Caller, m: string, locale: Locale): Promise<{ file: Buffer; filename: string }> {
      const data = await month(caller, m);
      const l = (id: string) => t(locale, `payrollApi.xlsx.${id}`);
      const wb = new ExcelJS.Workbook();
      wb.created = clock.now();
      const ws = wb.addWorksheet(m);
      ws.columns = [
        { header: l('teacher'), key: 'teacher', width: 28 },
        { header: l('username'), key: 'username', width: 18 },
        { header: l('classHours'), key: 'classHours', width: 12 },
        { header: l('lessonHours'), key: 'lessonHours', width: 12 },
        { header: l('hours'), key: 'hours', width: 10 },
        { header: l('currency'), key: 'currency', width: 10 },
        { header: l('rate'), key: 'rate', width: 14 },
        { header: l('amount'), key: 'amount', width: 16 },
        { header: l('amountMinor'), key: 'amountMinor', width: 16 },
      ];
      ws.getRow(1).font = { bold: true };
      const money = (minor: number | null, currency: PaymentCurrency | null) =>
        minor === null || !currency ? null : minor / 10 ** CURRENCY_DECIMALS[currency];
      for (const r of data.rows) {
        const row = ws.addRow({
          teacher: displayName(r.teacher),
          username: r.teacher.username,
          classHours: r.class_minutes / 60,
          lessonHours: r.lesson_minutes / 60,
          hours: r.minutes / 60,
          currency: r.currency,
          rate: money(r.hourly_rate, r.currency),
          amount: money(r.amount, r.currency),
          amountMinor: r.amount,
        });
        for (const key of ['classHours', 'lessonHours', 'hours']) row.getCell(key).numFmt = '0.00';
        for (const key of ['rate', 'amount']) row.getCell(key).numFmt = '#,##0.00';
      }
      ws.addRow({});
      for (const tot of data.totals) {
        const row = ws.addRow({
          teacher: l('total'),
          currency: tot.currency,
          hours: tot.minutes / 60,
          amount: money(tot.amount, tot.currency),
          amountMinor: tot.amount,
        });
        row.font = { bold: true };
        row.getCell('hours').numFmt = '0.00';
        row.getCell('amount').numFmt = '#,##0.00';
      }
      const file = Buffer.from(await wb.xlsx.writeBuffer());
      return { file, filename: `salary-${m}.xlsx` };
    },
  };
}
export type SalaryService = ReturnType<typeof salaryService>;
