/** Every route of the companies module as a row (lib/route-table): path from @app/shared's COMPANY_ROUTES, roles, rules, handler, doc. */
import type { Request } from 'express';
import { COMPANY_ROUTES, Role, type CompanyInput, type CompanyMemberKind } from '@app/shared';
import { currentUser as me } from '../../auth/require-auth';
import { pageQuery, paged, ref, str } from '../../lib/openapi';
import { toPage, type PageInput } from '../../lib/pagination';
import { handle, routeTable, type RouteRow } from '../../lib/route-table';
import { input } from '../../lib/validate';
import type { CompaniesService } from './companies.service';
import * as rules from './companies.validators';

type Name = keyof typeof COMPANY_ROUTES;
export const companyRoutes = routeTable(COMPANY_ROUTES);

/** The admin's company pages: admins (the super-admin passes every role gate). */
const ADMINS = [Role.Admin];
const ok = (schema: string, status = 200) => ({ status, schema: ref(schema) });
const id = (req: Request, name: string) => input<Record<string, number>>(req)[name];
const listQuery = (req: Request) => input<PageInput & { search?: string; kind?: CompanyMemberKind }>(req);

/** The validated company fields, without the path's id. */
function companyInput(req: Request): Partial<CompanyInput> {
  const { name, description, contact_email, phone, address } = input<Partial<CompanyInput>>(req);
  return Object.fromEntries(Object.entries({ name, description, contact_email, phone, address }).filter(([, v]) => v !== undefined));
}

const searchQuery = { ...pageQuery, search: str() };

export function companiesRoutes(s: CompaniesService): RouteRow<Name>[] {
  return [
    {
      name: 'info',
      method: 'get',
      roles: [Role.CompanyAdmin],
      rules: [],
      handler: handle((req) => s.info(me(req))),
      doc: { summary: "The caller's company (their first): details, join code, member counts; 404 when they belong to none", ok: ok('Company') },
    },
    {
      name: 'info',
      method: 'patch',
      roles: [Role.CompanyAdmin],
      rules: rules.companyInputRules(true),
      handler: handle((req) => s.updateInfo(me(req), companyInput(req))),
      doc: { summary: "Changes the caller's company details", body: ref('CompanyInput'), ok: ok('Company') },
    },
    {
      name: 'code',
      method: 'post',
      roles: [Role.CompanyAdmin],
      rules: [],
      handler: handle((req) => s.renewOwnCode(me(req))),
      doc: { summary: "Draws a new join code for the caller's company (the old one stops working)", ok: ok('Company') },
    },
    {
      name: 'students',
      method: 'get',
      roles: [Role.CompanyAdmin],
      rules: rules.listRules,
      handler: handle((req) => s.ownMembers(me(req), 'students', listQuery(req).search, toPage(listQuery(req)))),
      doc: {
        summary: "The students of the caller's company (/company/users), by name",
        query: searchQuery,
        ok: { schema: paged(ref('CompanyMember')) },
      },
    },
    {
      name: 'teachers',
      method: 'get',
      roles: [Role.CompanyAdmin],
      rules: rules.listRules,
      handler: handle((req) => s.ownMembers(me(req), 'teachers', listQuery(req).search, toPage(listQuery(req)))),
      doc: {
        summary: "The teachers of the caller's company (/company/teachers), by name",
        query: searchQuery,
        ok: { schema: paged(ref('CompanyMember')) },
      },
    },
    {
      name: 'member',
      method: 'get',
      roles: [Role.CompanyAdmin],
      rules: rules.memberRules,
      handler: handle((req) => s.member(me(req), id(req, 'userId'))),
      doc: { summary: "A member of the caller's company with their classes and courses there; 404 for anyone else", ok: ok('CompanyMemberDetail') },
    },
    {
      name: 'join',
      method: 'post',
      roles: [Role.Teacher, Role.Student],
      rules: rules.joinRules,
      handler: handle((req) => s.join(me(req), input<{ code: string }>(req).code), 201),
      doc: {
        summary: 'A teacher or student joins the company of a join code (case-insensitive); 422 on code when no company has it; 409 already_member',
        body: ref('JoinCompanyRequest'),
        ok: ok('JoinCompanyResult', 201),
        errors: [409],
      },
    },
    {
      name: 'adminList',
      method: 'get',
      roles: ADMINS,
      rules: rules.listRules,
      handler: handle((req) => s.list(listQuery(req).search, toPage(listQuery(req)))),
      doc: { summary: 'Every company, by name (search: name or code)', query: searchQuery, ok: { schema: paged(ref('CompanySummary')) } },
    },
    {
      name: 'adminList',
      method: 'post',
      roles: ADMINS,
      rules: rules.companyInputRules(false),
      handler: handle((req) => s.create(me(req), companyInput(req) as CompanyInput), 201),
      doc: { summary: 'Creates a company with a join code', body: ref('CompanyInput'), ok: ok('Company', 201) },
    },
    {
      name: 'adminOne',
      method: 'get',
      roles: ADMINS,
      rules: rules.companyIdRules,
      handler: handle((req) => s.one(id(req, 'companyId'))),
      doc: { summary: 'A company (/admin/company/info/{id})', ok: ok('Company') },
    },
    {
      name: 'adminOne',
      method: 'patch',
      roles: ADMINS,
      rules: rules.companyInputRules(true, 'companyId'),
      handler: handle((req) => s.update(me(req), id(req, 'companyId'), companyInput(req))),
      doc: { summary: "Changes a company's details", body: ref('CompanyInput'), ok: ok('Company') },
    },
    {
      name: 'adminCode',
      method: 'post',
      roles: ADMINS,
      rules: rules.companyIdRules,
      handler: handle((req) => s.renewCode(me(req), id(req, 'companyId'))),
      doc: { summary: 'Draws a new join code for a company', ok: ok('Company') },
    },
    {
      name: 'adminMembers',
      method: 'get',
      roles: ADMINS,
      rules: rules.memberListRules,
      handler: handle((req) => s.adminMembers(id(req, 'companyId'), listQuery(req).kind, listQuery(req).search, toPage(listQuery(req)))),
      doc: {
        summary: "A company's members (/admin/company/users/{id}); kind narrows to students or teachers",
        query: { ...searchQuery, kind: str({ enum: ['students', 'teachers'] }) },
        ok: { schema: paged(ref('CompanyMember')) },
      },
    },
    {
      name: 'adminMembers',
      method: 'post',
      roles: ADMINS,
      rules: rules.addMemberRules,
      handler: handle((req) => s.addMember(me(req), id(req, 'companyId'), input<{ user: string }>(req).user), 201),
      doc: {
        summary: 'Adds an account to the company by e-mail or username; 422 on user when there is none; 409 already_member',
        body: ref('AddCompanyMemberRequest'),
        ok: ok('CompanyMember', 201),
        errors: [409],
      },
    },
    {
      name: 'adminMember',
      method: 'delete',
      roles: ADMINS,
      rules: rules.removeMemberRules,
      handler: handle((req) => s.removeMember(me(req), id(req, 'companyId'), id(req, 'userId')).then(() => undefined)),
      doc: { summary: 'Removes a member from the company (the account stays); 404 when not a member' },
    },
  ];
}
