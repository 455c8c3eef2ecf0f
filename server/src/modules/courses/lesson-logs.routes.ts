/** The private lesson log routes (docs/payroll.md), rows of the courses module's route table. */
import { ATTENDANCE_STATES, PAYROLL_LIMITS as L, PAYROLL_ROUTES as P, Role, type PrivateLessonLogInput } from '@app/shared';
import { body } from 'express-validator';
import { currentUser } from '../../auth/require-auth';
import { ref } from '../../lib/openapi';
import { handle, type PathRouteRow } from '../../lib/route-table';
import { idParam, oneValue, optionalText, textWithMessage } from '../../lib/rules';
import { input } from '../../lib/validate';
import type { LessonLogsService } from './lesson-logs.service';

const WRITERS = [Role.SuperAdmin, Role.Admin, Role.CompanyAdmin, Role.Teacher];

export const lessonLogRules = [
  idParam('lessonId'),
  oneValue(body('state').exists({ values: 'null' }).withMessage('payrollApi.validation.state').bail(), 'payrollApi.validation.state')
    .isIn(ATTENDANCE_STATES)
    .withMessage('payrollApi.validation.state'),
  textWithMessage(body('topic'), 'payrollApi.validation.topic', L.topicMax),
  optionalText('homework', L.homeworkMax),
  optionalText('notes', L.notesMax),
];

export function lessonLogRoutes(logs: LessonLogsService): PathRouteRow[] {
  const lessonId = (req: Parameters<typeof input>[0]) => input<{ lessonId: number }>(req).lessonId;
  return [
    {
      path: P.lessonLog,
      method: 'put',
      roles: WRITERS,
      rules: lessonLogRules,
      handler: handle((req) => {
        const { state, topic, homework, notes } = input<PrivateLessonLogInput>(req);
        return logs.write(currentUser(req), lessonId(req), { state, topic, homework, notes });
      }),
      doc: {
        summary:
          "Writes a private lesson's log: the student's attendance, topic, homework, notes (its minutes are the lesson's times). The lesson's teacher, or who may book for them; 409 lesson_cancelled, lesson_not_started",
        body: ref('PrivateLessonLogInput'),
        ok: { schema: ref('PrivateLesson') },
        errors: [409],
      },
    },
    {
      path: P.lessonLog,
      method: 'delete',
      roles: WRITERS,
      rules: [idParam('lessonId')],
      handler: handle((req) => logs.remove(currentUser(req), lessonId(req))),
      doc: {
        summary: "Removes a private lesson's log (its hours leave the salary); 404 when it has none",
        ok: { schema: ref('PrivateLesson') },
        errors: [409],
      },
    },
  ];
}
