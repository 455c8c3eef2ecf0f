import { Router, type RequestHandler } from 'express';
import { Role } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import { AUTHOR_ROLES } from '../../core/access';
import type { ResultAnalysisController } from './result-analysis.controller';
import * as rules from './result-analysis.validators';

/**
 * Authors (teachers, company-admins, admins) read results and statistics, limited by the service to what
 * they may see; users' result lists are for admins and company-admins; combining is for admins. Role gates
 * come before validation. The fixed paths come before /analysis/:type/:targetId.
 */
export function resultAnalysisRouter(c: ResultAnalysisController, requireAuth: RequestHandler): Router {
  const author = requireRole(...AUTHOR_ROLES);
  const admin = requireRole(Role.Admin);
  const r = Router();
  r.get('/analysis/results', requireAuth, author, validate(rules.resultsRules), c.results);
  r.post('/analysis/combine', requireAuth, admin, validate(rules.combineRules), c.combine);
  r.get('/analysis/combined', requireAuth, admin, validate(rules.combinedListRules), c.combinedList);
  r.get('/analysis/users/:userId/results', requireAuth, requireRole(Role.Admin, Role.CompanyAdmin), validate(rules.userResultsRules), c.userResults);
  r.get('/analysis/:type/:targetId', requireAuth, author, validate(rules.targetRules), c.statistics);
  r.get('/analysis/:type/:targetId/students', requireAuth, author, validate(rules.studentsRules), c.students);
  r.get('/analysis/:type/:targetId/export.csv', requireAuth, author, validate(rules.targetRules), c.csv);
  return r;
}
