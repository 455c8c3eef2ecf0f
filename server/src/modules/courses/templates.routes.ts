/** The session and class templates' routes as rows (lib/route-table), paths from @app/shared's TEMPLATE_ROUTES. */
import { Role, TEMPLATE_ROUTES as P, type TemplateInput, type TemplateKind } from '@app/shared';
import { currentUser as me } from '../../auth/require-auth';
import { arr, ref, str } from '../../lib/openapi';
import { handle, type PathRouteRow } from '../../lib/route-table';
import { input } from '../../lib/validate';
import type { TemplatesService } from './templates.service';
import * as rules from './templates.validators';

const MANAGERS = [Role.SuperAdmin, Role.Admin, Role.CompanyAdmin, Role.Teacher];

export function templatesRoutes(templates: TemplatesService): PathRouteRow[] {
  return [
    {
      path: P.templates,
      method: 'get',
      roles: MANAGERS,
      rules: rules.templateListRules,
      handler: handle((req) => templates.list(me(req), input<{ kind?: TemplateKind }>(req).kind)),
      doc: {
        summary: "Session and class templates the caller may use: their own and their company's (admins: all), by name",
        query: { kind: str({ enum: ['session', 'class'] }) },
        ok: { schema: arr(ref('CourseTemplate')) },
      },
    },
    {
      path: P.templates,
      method: 'post',
      roles: MANAGERS,
      rules: rules.templateInputRules,
      handler: handle((req) => {
        const { kind, name, setup } = input<TemplateInput>(req);
        return templates.create(me(req), { kind, name, setup } as TemplateInput);
      }, 201),
      doc: {
        summary:
          "Saves a session or class setup (no dates) as a template of the caller and their company; a session's test must be one the caller may assign",
        body: ref('CourseTemplateInput'),
        ok: { status: 201, schema: ref('CourseTemplate') },
      },
    },
    {
      path: P.template,
      method: 'delete',
      roles: MANAGERS,
      rules: rules.templateIdRules,
      handler: handle((req) => templates.remove(me(req), input<{ templateId: number }>(req).templateId)),
      doc: { summary: "Deletes a template (its author, admins, a company-admin of its company); 404 for anyone else's" },
    },
  ];
}
