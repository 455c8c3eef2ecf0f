import { Router, type RequestHandler } from 'express';
import { validate } from '../../lib/validate';
import type { ReportsController } from './reports.controller';
import { reportPdfRules } from './reports.validators';

/** Any logged-in user may ask; the service lets through whoever may read the result (404 for others). */
export function reportsRouter(c: ReportsController, requireAuth: RequestHandler): Router {
  const r = Router();
  r.get('/results/:attemptId/pdf', requireAuth, validate(reportPdfRules), c.pdf);
  return r;
}
