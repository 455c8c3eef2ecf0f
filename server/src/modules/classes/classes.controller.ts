/** Request to service call to DTO, for the class, roster and join routes. */
import type { Request } from 'express';
import type { ClassInput } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { requestLocale } from '../../lib/request-locale';
import { handle } from '../../lib/route-table';
import { input } from '../../lib/validate';
import type { ClassScope } from './classes.repository';
import type { ClassesService } from './classes.service';
import type { RosterService } from './roster.service';

export { handle };

/**
 * The class input as validated, with its object fields (schedule, default_test) present only when the
 * request sent them: matchedData rebuilds an object from its checked subfields even when it was absent.
 */
function classInputOf<T extends Partial<ClassInput>>(req: Request): T {
  const data = { ...input<T>(req) };
  const sent = (req.body ?? {}) as Record<string, unknown>;
  for (const key of ['schedule', 'default_test'] as const) {
    if (!(key in sent)) delete data[key];
    else if (sent[key] === null) data[key] = null as never;
  }
  return data;
}

const ids = (req: Request) => input<{ classId: number; userId: number }>(req);

export function classesController(classes: ClassesService, roster: RosterService) {
  const list = (scope: ClassScope) => handle((req) => classes.list(currentUser(req), scope, input<{ archived?: boolean }>(req).archived ?? false));
  return {
    mine: list('mine'),
    created: list('created'),
    company: list('company'),
    create: handle((req) => classes.create(currentUser(req), classInputOf<ClassInput>(req)), 201),
    detail: handle((req) => classes.detail(currentUser(req), ids(req).classId)),
    update: handle((req) => {
      const { classId, ...patch } = classInputOf<Partial<ClassInput> & { classId: number }>(req);
      return classes.update(currentUser(req), classId, patch);
    }),
    archive: handle((req) => classes.setArchived(currentUser(req), ids(req).classId, true)),
    unarchive: handle((req) => classes.setArchived(currentUser(req), ids(req).classId, false)),
    classCode: handle((req) => classes.regenerateClassCode(currentUser(req), ids(req).classId)),
    teacherCode: handle((req) => classes.regenerateTeacherCode(currentUser(req), ids(req).classId)),
    preview: handle((req) => classes.preview(input<{ code: string }>(req).code)),
    join: handle((req) => {
      const { code, invitation } = input<{ code: string; invitation?: string }>(req);
      return classes.join(currentUser(req), code, invitation);
    }, 201),
    joinAsTeacher: handle((req) => classes.joinAsTeacher(currentUser(req), input<{ code: string }>(req).code), 201),
    leave: handle((req) => classes.leave(currentUser(req), ids(req).classId)),
    roster: handle((req) => roster.roster(currentUser(req), ids(req).classId)),
    approve: handle((req) => roster.approve(currentUser(req), ids(req).classId, ids(req).userId)),
    removeStudent: handle((req) => roster.removeStudent(currentUser(req), ids(req).classId, ids(req).userId)),
    removeTeacher: handle((req) => roster.removeTeacher(currentUser(req), ids(req).classId, ids(req).userId)),
    invite: handle((req) => roster.invite(currentUser(req), ids(req).classId, input<{ emails: string[] }>(req).emails, requestLocale(req))),
  };
}
export type ClassesController = ReturnType<typeof classesController>;
