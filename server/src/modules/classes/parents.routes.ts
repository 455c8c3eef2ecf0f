/** The parents' rows of the route table: a child's classes, tests, results and attendance; the weekly summary opt-in. */
import type { Request } from 'express';
import { body } from 'express-validator';
import { Role } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { bool, obj, type Schema } from '../../lib/openapi';
import { idParam } from '../../lib/rules';
import { input } from '../../lib/validate';
import { handle } from './classes.controller';
import type { ParentsService } from './parents.service';
import type { RouteRow } from './route-table';

const P = [Role.Parent];
const childId = (req: Request) => input<{ childId: number }>(req).childId;
const setting: Schema = obj({ enabled: bool() }, ['enabled']);

export function parentsRoutes(s: ParentsService): RouteRow[] {
  return [
    {
      name: 'childClasses',
      method: 'get',
      roles: P,
      rules: [idParam('childId')],
      handler: handle((req) => s.overview(currentUser(req), childId(req))),
      doc: {
        summary: "A linked child's classes, class tests (due dates, progress, best score) and attendance; 404 for other children",
        ok: { schema: { type: 'object', description: 'ChildClassesDto (shared/src/classes.ts)' } },
      },
    },
    {
      name: 'weeklySummary',
      method: 'get',
      roles: P,
      rules: [idParam('childId')],
      handler: handle((req) => s.summarySetting(currentUser(req), childId(req))),
      doc: { summary: 'Whether the weekly class summary of the child is mailed to the caller', ok: { schema: setting } },
    },
    {
      name: 'weeklySummary',
      method: 'put',
      roles: P,
      rules: [
        idParam('childId'),
        body('enabled')
          .exists({ values: 'null' })
          .withMessage('validation.required')
          .bail()
          .isBoolean({ strict: true })
          .withMessage('validation.boolean')
          .bail()
          .toBoolean(true),
      ],
      handler: handle((req) => s.setSummary(currentUser(req), childId(req), input<{ enabled: boolean }>(req).enabled)),
      doc: {
        summary: "Opts in or out of the child's weekly class summary e-mail (in the parent's language)",
        body: setting,
        ok: { schema: setting },
      },
    },
  ];
}
