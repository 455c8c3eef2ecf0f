/**
 * Companies: the company-admin's area (their company's details, join code, students and teachers, one
 * member's classes and courses), /company/join for teachers and students, and the admin's company pages.
 * A company-admin acts on their first company (the one their courses and classes belong to); anything
 * outside it answers 404. Every change is in the activity log, in the change's transaction.
 */
import type { EntityManager } from 'typeorm';
import {
  ActivityAction,
  ErrorCode,
  type CompaniesPage,
  type CompanyConflictReason,
  type CompanyDto,
  type CompanyInput,
  type CompanyMemberDetailDto,
  type CompanyMemberDto,
  type CompanyMemberKind,
  type CompanyMembersPage,
  type JoinCompanyResponse,
} from '@app/shared';
import type { AppContext } from '../../context';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { isUniqueViolation } from '../../lib/sql';
import type { Caller } from '../../core/access';
import { recordActivity } from '../activity-log';
import { CODE_INDEX, companiesRepository, newCompanyCode, type CompanyRow, type MemberRow } from './companies.repository';

const conflict = (reason: CompanyConflictReason) =>
  new AppError(ErrorCode.CONFLICT, `companiesApi.conflict.${reason}`, undefined, undefined, { reason });
const isCodeViolation = (err: unknown) => isUniqueViolation(err) && (err as { constraint?: string }).constraint === CODE_INDEX;

export const toCompany = (r: CompanyRow): CompanyDto => ({
  id: r.id,
  name: r.name,
  description: r.description,
  contact_email: r.contactEmail,
  phone: r.phone,
  address: r.address,
  code: r.code,
  student_count: r.studentCount,
  teacher_count: r.teacherCount,
  member_count: r.memberCount,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

const toMember = (r: MemberRow): CompanyMemberDto => ({
  id: r.id,
  username: r.username,
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  roles: r.roles,
  joined_at: r.joinedAt.toISOString(),
  joined_by: r.joinedBy,
});

/** The stored details: a PATCH's fields over the row's; blanks of the optional fields are stored as null. */
function merged(patch: Partial<CompanyInput>, prev?: CompanyRow): Required<CompanyInput> {
  const opt = (v: string | null | undefined, before: string | null | undefined) => {
    const s = v === undefined ? before : v;
    return s && s.trim() ? s.trim() : null;
  };
  return {
    name: (patch.name ?? prev?.name ?? '').trim(),
    description: (patch.description ?? prev?.description ?? '').trim(),
    contact_email: opt(typeof patch.contact_email === 'string' ? patch.contact_email.toLowerCase() : patch.contact_email, prev?.contactEmail),
    phone: opt(patch.phone, prev?.phone),
    address: opt(patch.address, prev?.address),
  };
}

/** Runs `write` with a fresh code until it does not collide with another company's (the unique index decides). */
async function withFreshCode<T>(m: EntityManager, write: (code: string) => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    await m.query('SAVEPOINT company_code');
    try {
      return await write(newCompanyCode());
    } catch (err) {
      await m.query('ROLLBACK TO SAVEPOINT company_code');
      if (!isCodeViolation(err) || i >= 5) throw err;
    }
  }
}

export function companiesService(ctx: AppContext) {
  const { ds } = ctx;

  /** The caller's company (company-admins: their first); 404 when they belong to none. */
  async function ownCompany(caller: Caller): Promise<number> {
    const id = await companiesRepository(ds).companyOf(caller.id);
    if (id === null) throw notFound();
    return id;
  }

  async function companyDto(m: EntityManager | typeof ds, id: number): Promise<CompanyDto> {
    const row = await companiesRepository(m).one(id);
    if (!row) throw notFound();
    return toCompany(row);
  }

  async function update(caller: Caller, id: number, patch: Partial<CompanyInput>): Promise<CompanyDto> {
    return ds.transaction(async (m) => {
      const repo = companiesRepository(m);
      const prev = await repo.one(id, true);
      if (!prev) throw notFound();
      const next = merged(patch, prev);
      await repo.update(id, next);
      const before = merged({}, prev);
      const changes = Object.fromEntries(
        (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== before[k]).map((k) => [k, [before[k], next[k]]]),
      );
      await recordActivity(m, { actorId: caller.id, action: ActivityAction.CompanyUpdate, details: { company_id: id, changes } });
      return companyDto(m, id);
    });
  }

  async function renewCode(caller: Caller, id: number): Promise<CompanyDto> {
    return ds.transaction(async (m) => {
      const repo = companiesRepository(m);
      if (!(await repo.one(id, true))) throw notFound();
      await withFreshCode(m, (code) => repo.setCode(id, code));
      await recordActivity(m, { actorId: caller.id, action: ActivityAction.CompanyCodeRenew, details: { company_id: id } });
      return companyDto(m, id);
    });
  }

  async function members(id: number, kind: CompanyMemberKind | undefined, search: string | undefined, page: Page): Promise<CompanyMembersPage> {
    const { rows, total } = await companiesRepository(ds).members(id, kind, search, page);
    return { data: rows.map(toMember), current_page: page.page, total };
  }

  return {
    // --- The company-admin's area -------------------------------------------------------------------
    info: async (caller: Caller) => companyDto(ds, await ownCompany(caller)),
    updateInfo: async (caller: Caller, patch: Partial<CompanyInput>) => update(caller, await ownCompany(caller), patch),
    renewOwnCode: async (caller: Caller) => renewCode(caller, await ownCompany(caller)),
    ownMembers: async (caller: Caller, kind: CompanyMemberKind, search: string | undefined, page: Page) =>
      members(await ownCompany(caller), kind, search, page),

    /** One member of the caller's company with their classes and courses there; 404 for anyone else. */
    async member(caller: Caller, userId: number): Promise<CompanyMemberDetailDto> {
      const companyId = await ownCompany(caller);
      const repo = companiesRepository(ds);
      const [row, company] = await Promise.all([repo.member(companyId, userId), repo.one(companyId)]);
      if (!row || !company) throw notFound();
      const [classes, courses] = await Promise.all([repo.memberClasses(companyId, userId), repo.memberCourses(companyId, userId)]);
      return { ...toMember(row), company: { id: company.id, name: company.name }, classes, courses };
    },

    /** A teacher or student joins the company of a code (422 on `code` when none has it; 409 already_member). */
    async join(caller: Caller, code: string): Promise<JoinCompanyResponse> {
      return ds.transaction(async (m) => {
        const repo = companiesRepository(m);
        const company = await repo.byCode(code.trim().toUpperCase());
        if (!company) throw fieldError({ code: 'companiesApi.validation.codeUnknown' });
        if (!(await repo.addMember(company.id, caller.id, 'code'))) throw conflict('already_member');
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.CompanyJoin,
          targetUserId: caller.id,
          details: { company_id: company.id },
        });
        return { company };
      });
    },

    // --- The admin's company pages ------------------------------------------------------------------
    async list(search: string | undefined, page: Page): Promise<CompaniesPage> {
      const { rows, total } = await companiesRepository(ds).list(search, page);
      return {
        data: rows.map((r) => {
          const c = toCompany(r);
          return {
            id: c.id,
            name: c.name,
            code: c.code,
            student_count: c.student_count,
            teacher_count: c.teacher_count,
            member_count: c.member_count,
            created_at: c.created_at,
          };
        }),
        current_page: page.page,
        total,
      };
    },

    async create(caller: Caller, input: CompanyInput): Promise<CompanyDto> {
      const company = merged(input);
      return ds.transaction(async (m) => {
        const repo = companiesRepository(m);
        const id = await withFreshCode(m, (code) => repo.insert(company, code));
        await recordActivity(m, { actorId: caller.id, action: ActivityAction.CompanyCreate, details: { company_id: id, ...company } });
        return companyDto(m, id);
      });
    },

    one: (id: number) => companyDto(ds, id),
    update,
    renewCode,

    async adminMembers(id: number, kind: CompanyMemberKind | undefined, search: string | undefined, page: Page): Promise<CompanyMembersPage> {
      if (!(await companiesRepository(ds).one(id))) throw notFound();
      return members(id, kind, search, page);
    },

    /** Adds an account (by e-mail or username) to the company: 422 on `user` when there is none; 409 already_member. */
    async addMember(caller: Caller, id: number, identifier: string): Promise<CompanyMemberDto> {
      return ds.transaction(async (m) => {
        const repo = companiesRepository(m);
        if (!(await repo.one(id))) throw notFound();
        const user = await repo.findUser(identifier.trim());
        if (!user) throw fieldError({ user: 'companiesApi.validation.userUnknown' });
        if (!(await repo.addMember(id, user.id, 'admin'))) throw conflict('already_member');
        await recordActivity(m, { actorId: caller.id, action: ActivityAction.CompanyUserAdd, targetUserId: user.id, details: { company_id: id } });
        const row = await repo.member(id, user.id);
        return toMember(row as MemberRow);
      });
    },

    /** Removes a member (the account stays); 404 when the company or the membership does not exist. */
    async removeMember(caller: Caller, id: number, userId: number): Promise<void> {
      await ds.transaction(async (m) => {
        if (!(await companiesRepository(m).removeMember(id, userId))) throw notFound();
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.CompanyUserRemove,
          targetUserId: userId,
          details: { company_ids: [id] },
        });
      });
    },
  };
}
export type CompaniesService = ReturnType<typeof companiesService>;
