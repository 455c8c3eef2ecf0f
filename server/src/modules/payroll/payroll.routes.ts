/** Every route of the payroll module as a row (lib/route-table): path from @app/shared's PAYROLL_ROUTES, roles, rules, handler, doc. */
import type { Request, RequestHandler } from 'express';
import { PAYROLL_ROUTES as P, Role, type PayRateInput, type BillingDetailsInput } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { ref, str } from '../../lib/openapi';
import { requestLocale } from '../../lib/request-locale';
import { handle, type PathRouteRow } from '../../lib/route-table';
import { input } from '../../lib/validate';
import type { BillingService } from './billing.service';
import type { ProgressService } from './progress.service';
import type { SalaryService } from './salary.service';
import * as rules from './payroll.validators';

const STAFF = [Role.SuperAdmin, Role.Admin, Role.CompanyAdmin];
const WITH_TEACHER = [...STAFF, Role.Teacher];
const ok = (schema: string, status = 200) => ({ status, schema: ref(schema) });
const me = currentUser;
const args = <T>(req: Request) => input<T>(req);
const month = str({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' });

/** Sends a file as an attachment (attachment() sets the type from the extension); never cached. */
const file =
  (fn: (req: Request) => Promise<{ name: string; bytes: Buffer }>): RequestHandler =>
  async (req, res) => {
    const f = await fn(req);
    res.attachment(f.name).set('Cache-Control', 'no-store').send(f.bytes);
  };

export function payrollRoutes(billing: BillingService, salary: SalaryService, progress: ProgressService): PathRouteRow[] {
  return [
    {
      path: P.billing,
      method: 'get',
      roles: WITH_TEACHER,
      rules: rules.teacherIdRules,
      handler: handle((req) => billing.get(me(req), args<{ teacherId: number }>(req).teacherId)),
      doc: {
        summary:
          "A teacher's billing details and hourly rates: the teacher, admins, their company's admins (404 others). ID number and payment account in full for admins and the teacher, masked for company-admins",
        ok: ok('TeacherBilling'),
      },
    },
    {
      path: P.billing,
      method: 'put',
      roles: WITH_TEACHER,
      rules: rules.billingRules,
      handler: handle((req) => {
        const { teacherId, ...body } = args<BillingDetailsInput & { teacherId: number }>(req);
        return billing.save(me(req), teacherId, body);
      }),
      doc: {
        summary:
          'Saves billing details (the ID number and payment account encrypted at rest); id_number is required the first time, omitted keeps it',
        body: ref('BillingDetailsInput'),
        ok: ok('TeacherBilling'),
      },
    },
    {
      path: P.payRate,
      method: 'put',
      roles: STAFF,
      rules: rules.payRateRules,
      handler: handle((req) => {
        const { teacherId, month: m, hourly_rate, currency } = args<PayRateInput & { teacherId: number }>(req);
        return billing.setRate(me(req), teacherId, { month: m, hourly_rate, currency });
      }),
      doc: { summary: "Sets a teacher's hourly rate (minor units) from a month on", body: ref('PayRateInput'), ok: ok('TeacherBilling') },
    },
    {
      path: P.salary,
      method: 'get',
      roles: STAFF,
      rules: rules.monthQueryRules,
      handler: handle((req) => salary.month(me(req), args<{ month: string }>(req).month)),
      doc: {
        summary: "A month's salary (GMT+8) of every teacher in the caller's scope: minutes, rate, amount in minor units, totals per currency",
        query: { month },
        ok: ok('SalaryMonth'),
      },
    },
    {
      path: P.salaryXlsx,
      method: 'get',
      roles: STAFF,
      rules: rules.monthQueryRules,
      handler: file(async (req) => {
        const x = await salary.xlsx(me(req), args<{ month: string }>(req).month, requestLocale(req));
        return { name: x.filename, bytes: x.file };
      }),
      doc: { summary: "The month's salary as an XLSX workbook for the accountant", query: { month }, ok: { schema: str({ format: 'binary' }) } },
    },
    {
      path: P.payslip,
      method: 'get',
      roles: WITH_TEACHER,
      rules: rules.payslipRules,
      handler: handle((req) => {
        const a = args<{ teacherId: number; month: string }>(req);
        return salary.payslip(me(req), a.teacherId, a.month);
      }),
      doc: { summary: "A teacher's payslip of a month: what is paid (class meetings, lessons), minutes, rate and amount", ok: ok('Payslip') },
    },
    {
      path: P.payslipPdf,
      method: 'get',
      roles: WITH_TEACHER,
      rules: rules.payslipRules,
      handler: file(async (req) => {
        const a = args<{ teacherId: number; month: string }>(req);
        const p = await salary.payslipPdf(me(req), a.teacherId, a.month);
        return { name: p.filename, bytes: p.pdf };
      }),
      doc: { summary: "The payslip as PDF, in the teacher's language with their tenant's header", ok: { schema: str({ format: 'binary' }) } },
    },
    {
      path: P.progress,
      method: 'get',
      roles: WITH_TEACHER,
      rules: rules.progressRules,
      handler: handle((req) => {
        const a = args<{ courseId: number; studentId: number }>(req);
        return progress.get(me(req), a.courseId, a.studentId);
      }),
      doc: {
        summary:
          "An accepted student's progress in a course (attendance, scores), their confirmed parents and the reports sent; the course's managers",
        ok: ok('Progress'),
      },
    },
    {
      path: P.progressReports,
      method: 'post',
      roles: WITH_TEACHER,
      rules: rules.progressSendRules,
      handler: handle((req) => {
        const a = args<{ courseId: number; studentId: number; comment: string }>(req);
        return progress.send(me(req), a.courseId, a.studentId, a.comment);
      }, 201),
      doc: {
        summary: "Writes a progress report and mails its PDF to the student's confirmed parents, each in their language; 409 no_parent",
        body: ref('ProgressReportInput'),
        ok: ok('ProgressReport', 201),
        errors: [409],
      },
    },
    {
      path: P.progressReportPdf,
      method: 'get',
      roles: WITH_TEACHER,
      rules: rules.reportIdRules,
      handler: file(async (req) => {
        const p = await progress.pdf(me(req), args<{ reportId: number }>(req).reportId, requestLocale(req), req.tenant.product);
        return { name: p.filename, bytes: p.pdf };
      }),
      doc: { summary: 'A sent progress report as PDF (as it was sent), for the course managers', ok: { schema: str({ format: 'binary' }) } },
    },
  ];
}
