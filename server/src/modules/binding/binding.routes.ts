import { Router, type RequestHandler } from 'express';
import { Role } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import type { BindingController } from './binding.controller';
import * as rules from './binding.validators';

export function bindingRouter(c: BindingController, requireAuth: RequestHandler): Router {
  const r = Router();
  r.post('/finish-bind', requireAuth, c.finishBind);
  r.post('/bind-student', requireAuth, requireRole(Role.Student), validate(rules.bindStudentRules), c.bindStudent);
  r.post('/bind-teacher', requireAuth, requireRole(Role.Teacher), validate(rules.bindTeacherRules), c.bindTeacher);
  r.post('/auth-instructor', requireAuth, requireRole(Role.Teacher), validate(rules.authInstructorRules), c.authInstructor);
  // Only the parent form needs it; limiting it keeps other accounts from probing which e-mails are students.
  r.post('/check-email', requireAuth, requireRole(Role.Parent), validate(rules.checkEmailRules), c.checkEmail);
  r.post('/bind-parent', requireAuth, requireRole(Role.Parent), validate(rules.bindParentRules), c.bindParent);
  return r;
}
