/**
 * Payroll (issue 14, the teacher's side of the back office; docs/payroll.md): teachers' billing details (the ID
 * number encrypted at rest), hourly rates, monthly salary from the hours logged (payslip PDF, the accountant's
 * XLSX), and progress reports mailed to parents. Private lesson logs are the courses module's (it owns the lessons).
 */
import type { AppModule } from '../../core/app-module';
import type { AppContext } from '../../context';
import { buildOpenApi, buildRouter } from '../../lib/route-table';
import { billingService } from './billing.service';
import { payrollRoutes } from './payroll.routes';
import { PAYROLL_SCHEMAS } from './payroll.schemas';
import { progressService } from './progress.service';
import { salaryService } from './salary.service';

const routeRows = (ctx: AppContext) => payrollRoutes(billingService(ctx), salaryService(ctx), progressService(ctx));

/** The rows without a live context: only their paths, methods, roles and docs are read. */
const DOC_CTX = { config: { secretKey: { key: Buffer.alloc(32), devDefault: true } } } as unknown as AppContext;

export const payrollModule: AppModule = {
  name: 'payroll',
  router: (ctx, { requireAuth }) => buildRouter(routeRows(ctx), requireAuth),
  openapi: buildOpenApi('Payroll', routeRows(DOC_CTX), PAYROLL_SCHEMAS),
};
