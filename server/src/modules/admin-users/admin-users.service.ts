import type { DataSource, EntityManager } from 'typeorm';
import { ActivityAction, ErrorCode, Role, type AdminBalanceDto, type AdminPointResultDto } from '@app/shared';
import type { AuthUser } from '../../auth/session-user';
import type { Clock } from '../../lib/clock';
import { iso } from '../../lib/dates';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { isSuperAdmin, mayActOnAccount } from '../../core/access';
import { postLedgerEntry, requestHash, withIdempotency } from '../../core/coins';
import { recordActivity, type ActivityEntry } from '../activity-log';
import { endAccountAccess } from '../auth';
import { leaveCompanies } from '../companies';
import { removeProfilesOf } from '../profiles';
import { graderAccounts } from '../teacher-grading';
import { userAccounts } from '../users';
import { adminUsersRepository, type AdminUserRow, type LockedUser, type UserExamRow, type UserListFilters } from './admin-users.repository';

/** Who acts, and from where (the activity log keeps the address). */
export type Actor = Pick<AuthUser, 'id' | 'roles'> & { ip?: string };

export interface PointChange {
  direction: 'give' | 'deduct';
  point: number;
  notes?: string;
  /** The admin's Idempotency-Key, when the request sent one. */
  idempotencyKey?: string;
}

export function adminUsersService(deps: { ds: DataSource; clock: Clock }) {
  const { ds, clock } = deps;
  const repo = adminUsersRepository(ds);

  async function show(id: number): Promise<AdminUserRow> {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Locks the live target, runs the change and logs it in one transaction, then answers the new row.
   * The change returns the details to log.
   */
  async function mutate(
    actor: Actor,
    id: number,
    action: ActivityAction,
    change: (m: EntityManager, locked: LockedUser) => Promise<ActivityEntry['details']>,
  ): Promise<AdminUserRow> {
    await ds.transaction(async (m) => {
      const locked = await adminUsersRepository(m).lock(id);
      if (!locked) throw notFound();
      const details = await change(m, locked);
      await log(m, actor, action, id, details);
    });
    return show(id);
  }

  const log = (db: DataSource | EntityManager, actor: Actor, action: ActivityAction, targetUserId: number, details?: ActivityEntry['details']) =>
    recordActivity(db, { actorId: actor.id, action, targetUserId, details, ip: actor.ip });

  /** Deletes (anonymises) a live account; a super-admin may not delete their own, or nobody might be left to administer. */
  async function destroy(actor: Actor, id: number, action: ActivityAction): Promise<void> {
    if (id === actor.id && isSuperAdmin(actor)) throw new AppError(ErrorCode.BAD_REQUEST, 'error.ADMIN_SELF_DELETE');
    await ds.transaction(async (m) => {
      const r = adminUsersRepository(m);
      const locked = await r.lock(id);
      if (!locked) throw notFound();
      // The account stays (ledger, attempts and logs keep their user); what it held goes, each by its owner.
      await userAccounts(m).anonymise(id);
      await removeProfilesOf(m, id);
      await leaveCompanies(m, id, null);
      await endAccountAccess(m, id);
      // Nothing personal of the deleted account is copied into the log: the target id says who it was.
      await log(m, actor, action, id, { roles: locked.roles, balance: locked.balance });
    });
  }

  return {
    list: (f: UserListFilters, page: Page) => repo.list(f, page),
    show,

    async balance(id: number): Promise<AdminBalanceDto> {
      const row = await show(id);
      return { user_id: row.id, balance: row.balance };
    },

    setRoles: (actor: Actor, id: number, roles: Role[]) =>
      mutate(actor, id, ActivityAction.RolesUpdate, async (m, before) => {
        // Locking oneself out of the admin area is refused; another super-admin can still do it.
        if (id === actor.id && isSuperAdmin(actor) && !roles.includes(Role.SuperAdmin))
          throw fieldError({ roles: 'validation.roles.own_super_admin' });
        await userAccounts(m).setRoles(id, roles);
        return { before: before.roles, after: roles };
      }),

    /** Opens (or closes) the grading queue to a teacher; only teachers may be made graders. */
    setGrader: (actor: Actor, id: number, grader: boolean) =>
      mutate(actor, id, grader ? ActivityAction.GraderGrant : ActivityAction.GraderRevoke, async (m, before) => {
        const graders = graderAccounts(m);
        const was = await graders.isGrader(id);
        if (grader && !before.roles.includes(Role.Teacher)) throw fieldError({ grader: 'validation.grader.teacher_only' });
        if (grader) await graders.grant(id, actor.id);
        else await graders.revoke(id);
        return { before: was, after: grader };
      }),

    /** `expireAt` null: lifetime pro. */
    setPro: (actor: Actor, id: number, expireAt: Date | null) => {
      if (expireAt && expireAt.getTime() <= clock.now().getTime()) throw fieldError({ taken_unlimited_expire_at: 'validation.pro.expire_past' });
      return mutate(actor, id, ActivityAction.ProSet, async (m, before) => {
        await userAccounts(m).setPro(id, expireAt);
        return { before: iso(before.proExpiredAt), had_role: before.roles.includes(Role.Pro), after: iso(expireAt) };
      });
    },

    removePro: (actor: Actor, id: number) =>
      mutate(actor, id, ActivityAction.ProRemove, async (m, before) => {
        await userAccounts(m).removePro(id);
        return { before: iso(before.proExpiredAt), had_role: before.roles.includes(Role.Pro) };
      }),

    /**
     * give-point / deduct-point: one ledger row (admin_deposit or admin_deduction) and its log row in
     * one transaction; a deduction beyond the balance is 402 point_is_not_enough. With an
     * Idempotency-Key (the admin's own key space) a retry answers the first result instead of paying twice.
     */
    async changePoints(actor: Actor, id: number, c: PointChange): Promise<AdminPointResultDto> {
      const give = c.direction === 'give';
      const amount = give ? c.point : -c.point;
      const work = async (m: EntityManager) => {
        if (!(await adminUsersRepository(m).lock(id))) throw notFound();
        const entry = await postLedgerEntry(m, {
          userId: id,
          type: give ? 'admin_deposit' : 'admin_deduction',
          amount,
          notes: c.notes ?? null,
          actorId: actor.id,
          idempotencyKey: c.idempotencyKey ?? null,
          at: clock.now(),
        });
        await log(m, actor, give ? ActivityAction.PointsGive : ActivityAction.PointsDeduct, id, {
          amount,
          balance_after: entry.balanceAfter,
          entry_id: entry.entryId,
        });
        return { status: 201, body: { user_id: id, entry_id: entry.entryId, amount, balance: entry.balanceAfter } };
      };
      if (!c.idempotencyKey) return (await ds.transaction(work)).body;
      const scope = {
        userId: actor.id,
        key: c.idempotencyKey,
        scope: `admin-${c.direction}-point:${id}`,
        requestHash: requestHash({ point: c.point, notes: c.notes }),
      };
      return (await withIdempotency(ds, scope, work)).body;
    },

    /** DELETE admin/users/{id}: super-admins only (the route checks the role). */
    deleteUser: (actor: Actor, id: number) => destroy(actor, id, ActivityAction.UserDelete),

    /** DELETE account/destroy/{id}: the account's owner or a super-admin; others learn nothing about the id. */
    async destroyAccount(actor: Actor, id: number): Promise<void> {
      if (!mayActOnAccount(actor, id)) throw forbidden();
      await destroy(actor, id, ActivityAction.AccountDestroy);
    },

    /**
     * DELETE company/users/{id}: a company-admin removes a member from the companies they share (403 for
     * anyone else's user, so ids of other companies stay hidden); a super-admin from every company (404
     * when the user belongs to none). Only the membership goes: the account stays.
     */
    async removeCompanyUser(actor: Actor, id: number): Promise<number[]> {
      if (id === actor.id) throw new AppError(ErrorCode.BAD_REQUEST, 'error.COMPANY_SELF_REMOVE');
      return ds.transaction(async (m) => {
        const r = adminUsersRepository(m);
        let companyIds: number[] | null = null;
        if (!isSuperAdmin(actor)) {
          companyIds = await r.sharedCompanies(actor.id, id);
          if (companyIds.length === 0) throw forbidden();
        }
        const removed = await leaveCompanies(m, id, companyIds);
        if (removed.length === 0) throw notFound();
        await log(m, actor, ActivityAction.CompanyUserRemove, id, { company_ids: removed });
        return removed;
      });
    },

    students: (q: string | undefined, page: Page) => repo.students(q, page),

    async userExams(id: number, status: UserExamRow['status'] | undefined, page: Page) {
      if (!(await repo.exists(id))) throw notFound();
      return repo.userExams(id, status, page);
    },
  };
}
export type AdminUsersService = ReturnType<typeof adminUsersService>;
