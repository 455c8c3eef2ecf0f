/**
 * The wallet's tables (plans, plan purchases, score report unlocks) and what it reads of others: a user's
 * plan state (written through the users module), their ledger (written by core/coins) and an attempt's taker.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { LedgerType, PlanKind, ReportUnlockMethod } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';

export interface PlanRow {
  id: number;
  code: string;
  kind: PlanKind;
  price: number;
  durationMonths: number | null;
  dailyFullTests: number | null;
  dailySectionPractices: number | null;
  reportAllowance: number;
}

/** The users columns plans, pro and unlocks read (a PlanHolder of @app/shared's rules). */
export interface PlanStateRow {
  id: number;
  balance: number;
  roles: string[];
  proExpiredAt: Date | null;
  takenUnlimitedExpireAt: Date | null;
  satPlanExpiredAt: Date | null;
  reportAllowance: number;
  proFreeUsed: boolean;
}

export interface LedgerRow {
  id: string;
  createdAt: Date;
  type: LedgerType;
  amount: number;
  balanceAfter: number;
  notes: string | null;
}

export interface UnlockRow {
  method: ReportUnlockMethod;
  createdAt: Date;
}

const PLAN_COLUMNS = `id, code, kind, price, duration_months AS "durationMonths", daily_full_tests AS "dailyFullTests",
       daily_section_practices AS "dailySectionPractices", report_allowance AS "reportAllowance"`;
const STATE_SQL = `
  SELECT u.id, u.balance, u.roles, u.pro_expired_at AS "proExpiredAt", u.taken_unlimited_expire_at AS "takenUnlimitedExpireAt",
         u.sat_plan_expired_at AS "satPlanExpiredAt", u.report_allowance AS "reportAllowance",
         EXISTS (SELECT 1 FROM report_unlocks r WHERE r.user_id = u.id AND r.method = 'pro_free') AS "proFreeUsed"
    FROM users u WHERE u.id = $1`;

export function walletRepository(db: DataSource | EntityManager) {
  return {
    plans: () => queryRows<PlanRow>(db, `SELECT ${PLAN_COLUMNS} FROM plans WHERE active ORDER BY position`),
    plan: async (id: number) => (await queryRows<PlanRow>(db, `SELECT ${PLAN_COLUMNS} FROM plans WHERE id = $1 AND active`, [id]))[0],

    planState: async (userId: number) => (await queryRows<PlanStateRow>(db, STATE_SQL, [userId]))[0],
    /** The same, holding the user's row lock until the transaction ends (plan changes, unlocks). */
    lockPlanState: async (userId: number) => (await queryRows<PlanStateRow>(db, `${STATE_SQL} FOR NO KEY UPDATE OF u`, [userId]))[0],

    insertPurchase: async (p: { userId: number; planId: number; price: number; entryId: number | null; expiresAt: Date | null; at: Date }) =>
      (
        await queryRows<{ id: number }>(
          db,
          `INSERT INTO plan_purchases (user_id, plan_id, price, ledger_entry_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [p.userId, p.planId, p.price, p.entryId, p.expiresAt, p.at],
        )
      )[0].id,

    ledgerPage: (userId: number, page: Page) =>
      pagedRows<LedgerRow>(
        db,
        {
          columns: `id, created_at AS "createdAt", type, amount, balance_after AS "balanceAfter", notes`,
          from: 'ledger_entries',
          where: 'user_id = $1',
          params: [userId],
          orderBy: 'created_at DESC, id DESC',
        },
        page,
      ),

    /** Who took an attempt and where it stands (unlocks and orders are for the taker's finished attempts). */
    attempt: async (attemptId: number) =>
      (
        await queryRows<{ id: number; userId: number; status: string }>(db, `SELECT id, user_id AS "userId", status FROM attempts WHERE id = $1`, [
          attemptId,
        ])
      )[0],

    unlockOf: async (attemptId: number) =>
      (await queryRows<UnlockRow>(db, `SELECT method, created_at AS "createdAt" FROM report_unlocks WHERE attempt_id = $1`, [attemptId]))[0],

    async insertUnlock(u: { attemptId: number; userId: number; method: ReportUnlockMethod; entryId: number | null; at: Date }): Promise<void> {
      await db.query(`INSERT INTO report_unlocks (attempt_id, user_id, method, ledger_entry_id, created_at) VALUES ($1, $2, $3, $4, $5)`, [
        u.attemptId,
        u.userId,
        u.method,
        u.entryId,
        u.at,
      ]);
    },
  };
}
export type WalletRepository = ReturnType<typeof walletRepository>;
