/**
 * Enrollment forms (issue 14): a family's public form in three steps and a success page, saved at each step and
 * resumed by a mailed link (a secret token), captcha on submit, a confirmation mail in the family's language;
 * the back office's list, detail (read status), status and payment status. Discounts are computed with
 * @app/shared's rules. The contract is @app/shared's enrollment.ts (docs/enrollment.md).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ActivityAction, type EnrollmentPaymentStatus } from '@app/shared';
import type { AppModule } from '../../core/app-module';
import type { Caller } from '../../core/access';
import { notFound } from '../../lib/errors';
import { recordActivity } from '../activity-log';
import type { AppContext } from '../../context';
import type { RateLimit } from '../../lib/rate-limits';
import { buildOpenApi, buildRouter } from '../../lib/route-table';
import { ENROLLMENT_SCHEMAS } from './enrollment.schemas';
import { enrollmentRoutes } from './enrollment.routes';
import { enrollmentService } from './enrollment.service';
import { enrollmentRepository, type EnrollmentRow } from './enrollment.repository';

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

export type { EnrollmentRow } from './enrollment.repository';

/**
 * For the slices built on enrollments (tuition, bills, placement): the enrollment as `caller` may reach it
 * (admins every one, company-admins their companies' courses'), else 404; `lock` takes its row lock in `db`'s
 * transaction.
 */
export async function reachableEnrollment(db: DataSource | EntityManager, caller: Caller, id: number, lock = false): Promise<EnrollmentRow> {
  const e = await enrollmentRepository(db).reachable(caller, id, lock);
  if (!e) throw notFound();
  return e;
}

/**
 * The payment status is this module's column: payments reconciling a bill set it through here, in their
 * transaction, logged like the back office's change (`enrollment.update`, before and after).
 */
export async function setEnrollmentPaymentStatus(
  m: EntityManager,
  caller: Caller,
  id: number,
  status: EnrollmentPaymentStatus,
  now: Date,
): Promise<void> {
  const e = await reachableEnrollment(m, caller, id, true);
  if (e.paymentStatus === status) return;
  await enrollmentRepository(m).setMarks(id, { status: e.status, paymentStatus: status, readAt: e.readAt, readBy: e.readById }, now);
  await recordActivity(m, {
    actorId: caller.id,
    action: ActivityAction.EnrollmentUpdate,
    details: { enrollment_id: id, course_id: e.courseId, changes: { payment_status: [e.paymentStatus, status] } },
  });
}
