import type { RequestHandler } from 'express';
import type { FinishBindDto } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { input } from '../../lib/validate';
import { toProfileDto } from '../profiles';
import type { BindingService, BindParentInput, BindStudentInput, BindTeacherInput } from './binding.service';

export function bindingController(binding: BindingService) {
  return {
    finishBind: (async (req, res) => {
      const role = await binding.owedForm(currentUser(req));
      const body: FinishBindDto = { finishBind: role === null, role };
      res.json(body);
    }) as RequestHandler,

    bindStudent: (async (req, res) => {
      res.json(toProfileDto(await binding.bindStudent(currentUser(req), input<BindStudentInput>(req))));
    }) as RequestHandler,

    bindTeacher: (async (req, res) => {
      res.json(toProfileDto(await binding.bindTeacher(currentUser(req), input<BindTeacherInput>(req))));
    }) as RequestHandler,

    authInstructor: (async (req, res) => {
      res.json({ valid: await binding.instructorCodeValid(input<{ code: string }>(req).code) });
    }) as RequestHandler,

    checkEmail: (async (req, res) => {
      res.json(await binding.checkStudentEmail(input<{ email: string }>(req).email));
    }) as RequestHandler,

    bindParent: (async (req, res) => {
      res.json(toProfileDto(await binding.bindParent(currentUser(req), input<BindParentInput>(req))));
    }) as RequestHandler,
  };
}
export type BindingController = ReturnType<typeof bindingController>;
