/**
 * Enrollment forms (issue 14): a family's public form in three steps and a success page, saved at each step and
 * resumed by a mailed link (a secret token), captcha on submit, a confirmation mail in the family's language;
 * the back office's list, detail (read status), status and payment status. Discounts are computed with
 * @app/shared's rules. The contract is @app/shared's enrollment.ts (docs/enrollment.md).
 */
import type { AppModule } from '../../core/app-module';
import type { AppContext } from '../../context';
import type { RateLimit } from '../../lib/rate-limits';
import { buildOpenApi, buildRouter } from '../../lib/route-table';
import { ENROLLMENT_SCHEMAS } from './enrollment.schemas';
import { enrollmentRoutes } from './enrollment.routes';
import { enrollmentService } from './enrollment.service';

const routeRows = (ctx: AppContext, limit: RateLimit) =>
  enrollmentRoutes(enrollmentService(ctx), limit, { start: ctx.config.rateLimit.enrollment, save: ctx.config.rateLimit.enrollmentSave });

/** The rows without a live context: only their paths, methods, roles and docs are read. */
const NO_RULE = { windowMs: 1, perIdentifier: 0, perIp: 0 };
const DOC_CTX = {
  config: { appUrl: '', captchaTestAnswer: null, rateLimit: { enrollment: NO_RULE, enrollmentSave: NO_RULE } },
} as unknown as AppContext;

export const enrollmentModule: AppModule = {
  name: 'enrollment',
  router: (ctx, { requireAuth, limit }) => buildRouter(routeRows(ctx, limit), requireAuth),
  openapi: buildOpenApi(
    'Enrollment',
    routeRows(DOC_CTX, () => []),
    ENROLLMENT_SCHEMAS,
  ),
};
