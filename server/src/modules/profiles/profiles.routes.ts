import { Router, type RequestHandler } from 'express';
import { Role } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import type { ProfilesController } from './profiles.controller';
import * as rules from './profiles.validators';

/** Every route needs a login; role gates come before validation so refused callers learn nothing about the form. */
export function profilesRouter(c: ProfilesController, requireAuth: RequestHandler): Router {
  const admin = requireRole(Role.SuperAdmin);
  const r = Router();
  r.get('/profile', requireAuth, c.mine);
  r.get('/profile/username/:name', requireAuth, validate(rules.usernameParamRules), c.byUsername);
  r.get('/profile/:id', requireAuth, validate(rules.idRules), c.show);
  r.patch('/basic/profile', requireAuth, validate(rules.basicProfileRules), c.updateBasic);
  r.patch('/basic/profile/:id', requireAuth, admin, validate(rules.basicProfileByIdRules), c.updateBasicOf);
  r.patch('/student/profile', requireAuth, requireRole(Role.Student), validate(rules.studentProfileRules), c.updateStudent);
  r.patch('/student/profile/:id', requireAuth, admin, validate(rules.studentProfileByIdRules), c.updateStudentOf);
  r.patch('/teacher/profile', requireAuth, requireRole(Role.Teacher), validate(rules.teacherProfileRules), c.updateTeacher);
  r.patch('/teacher/profile/:id', requireAuth, admin, validate(rules.teacherProfileByIdRules), c.updateTeacherOf);
  r.get('/child/profile/:id', requireAuth, requireRole(Role.Parent), validate(rules.idRules), c.child);
  r.patch('/child/profile/:id', requireAuth, requireRole(Role.Parent), validate(rules.childProfileRules), c.updateChild);
  r.get('/teachers', requireAuth, validate(rules.teachersRules), c.teachers);
  r.patch('/lang', requireAuth, validate(rules.langRules), c.setLang);
  r.get('/auth/students', requireAuth, requireRole(Role.Parent, Role.Teacher, Role.CompanyAdmin), validate(rules.studentsRules), c.students);
  r.get('/parent/search', requireAuth, requireRole(Role.Parent), validate(rules.parentSearchRules), c.searchStudent);
  r.get('/parent/:id/children', requireAuth, validate(rules.idRules), c.children);
  return r;
}
