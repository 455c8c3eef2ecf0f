import { Router, type RequestHandler } from 'express';
import { Role } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import type { TeacherGradingController } from './teacher-grading.controller';
import * as rules from './teacher-grading.validators';

/**
 * Graders (admins, and teachers an admin made graders; super-admins pass every role check) work the queue; students read their own
 * order and its feedback. Role gates come before validation; which order a grader may touch is the service's.
 */
export function teacherGradingRouter(c: TeacherGradingController, requireAuth: RequestHandler, requireGrader: RequestHandler): Router {
  const graders = [requireRole(Role.Teacher, Role.Admin), requireGrader];
  const r = Router();
  r.get('/teacher-grading/queue', requireAuth, ...graders, validate(rules.queueRules), c.queue);
  r.get('/teacher-grading/:orderId', requireAuth, ...graders, validate(rules.orderIdRules), c.show);
  r.post('/teacher-grading/:orderId/claim', requireAuth, ...graders, validate(rules.orderIdRules), c.claim);
  r.post('/teacher-grading/:orderId/complete', requireAuth, ...graders, validate(rules.completeRules), c.complete);
  r.get('/attempts/:attemptId/grading-order', requireAuth, validate(rules.attemptIdRules), c.forAttempt);
  r.get('/grading-orders/:id/feedback', requireAuth, validate(rules.feedbackRules), c.feedback);
  return r;
}
