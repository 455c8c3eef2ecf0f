import { Router, type RequestHandler } from 'express';
import { Role } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import type { AdminUsersController } from './admin-users.controller';
import * as rules from './admin-users.validators';

/**
 * User management of spec section 6: super-admins only, except deleting one's own account and a
 * company-admin removing a member of their company. Role gates come before validation.
 */
export function adminUsersRouter(c: AdminUsersController, requireAuth: RequestHandler): Router {
  const admin = [requireAuth, requireRole(Role.SuperAdmin)];
  const r = Router();
  r.get('/admin/user', ...admin, validate(rules.listUsersRules), c.list);
  r.get('/admin/users/:id', ...admin, validate(rules.idRules), c.show);
  r.get('/admin/users/:id/balance', ...admin, validate(rules.idRules), c.balance);
  r.get('/admin/users/:id/user-exams', ...admin, validate(rules.userExamsRules), c.userExams);
  r.patch('/admin/users/:id/roles', ...admin, validate(rules.rolesRules), c.setRoles);
  r.put('/admin/users/:id/grader', ...admin, validate(rules.idRules), c.grantGrader);
  r.delete('/admin/users/:id/grader', ...admin, validate(rules.idRules), c.revokeGrader);
  r.patch('/admin/user/:id/pro', ...admin, validate(rules.proRules), c.setPro);
  r.delete('/admin/user/:id/pro', ...admin, validate(rules.idRules), c.removePro);
  r.post('/admin/user/:id/give-point', ...admin, validate(rules.pointRules), c.givePoint);
  r.post('/admin/user/:id/deduct-point', ...admin, validate(rules.pointRules), c.deductPoint);
  r.delete('/admin/users/:id', ...admin, validate(rules.idRules), c.deleteUser);
  r.get('/admin/students', ...admin, validate(rules.studentsRules), c.students);
  r.delete('/account/destroy/:id', requireAuth, validate(rules.idRules), c.destroyAccount);
  r.delete('/company/users/:id', requireAuth, requireRole(Role.CompanyAdmin), validate(rules.idRules), c.removeCompanyUser);
  return r;
}
