/** Plans, a user's plan state and ledger pages: raw SQL, in a transaction when the caller passes its manager. */
import type { DataSource, EntityManager } from 'typeorm';
import type { LedgerType, PlanKind } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';

export interface PlanRow {
  id: number;
  code: string;
  kind: PlanKind;
  price: number;
  duration_months: number | null;
  daily_full_tests: number | null;
  daily_section_practices: number | null;
  report_allowance: number;
}

/** The users columns plans, pro and unlocks read and write. */
export interface PlanStateRow {
  id: number;
  balance: number;
  roles: string[];
  pro_expired_at: Date | null;
  taken_unlimited_expire_at: Date | null;
  sat_plan_expired_at: Date | null;
  report_allowance: number;
  pro_free_used: boolean;
}

export interface LedgerRow {
  id: string;
  created_at: Date;
  type: LedgerType;
  amount: number;
  balance_after: number;
  notes: string | null;
}

const PLAN_COLUMNS = 'id, code, kind, price, duration_months, daily_full_tests, daily_section_practices, report_allowance';
const STATE_SQL = `
  SELECT u.id, u.balance, u.roles, u.pro_expired_at, u.taken_unlimited_expire_at, u.sat_plan_expired_at, u.report_allowance,
         EXISTS (SELECT 1 FROM report_unlocks r WHERE r.user_id = u.id AND r.method = 'pro_free') AS pro_free_used
    FROM users u WHERE u.id = $1`;

export function walletRepository(db: DataSource | EntityManager) {
  return {
    plans: () => queryRows<PlanRow>(db, `SELECT ${PLAN_COLUMNS} FROM plans WHERE active ORDER BY position`),
    plan: async (id: number) => (await queryRows<PlanRow>(db, `SELECT ${PLAN_COLUMNS} FROM plans WHERE id = $1 AND active`, [id]))[0],

    planState: async (userId: number) => (await queryRows<PlanStateRow>(db, STATE_SQL, [userId]))[0],
    /** The same, holding the user's row lock until the transaction ends (plan changes, unlocks). */
    lockPlanState: async (userId: number) => (await queryRows<PlanStateRow>(db, `${STATE_SQL} FOR NO KEY UPDATE OF u`, [userId]))[0],

    /** Pro until `expiresAt` (null: lifetime): the 'pro' role, its expiry and unlimited tests at least as long. */
    setPro: (userId: number, expiresAt: Date | null) =>
      db.query(
        `UPDATE users SET roles = CASE WHEN 'pro' = ANY(roles) THEN roles ELSE array_append(roles, 'pro') END,
                pro_expired_at = $2,
                taken_unlimited_expire_at = CASE WHEN $2::timestamptz IS NULL THEN taken_unlimited_expire_at
                                                 ELSE GREATEST(taken_unlimited_expire_at, $2::timestamptz) END,
                updated_at = now()
          WHERE id = $1`,
        [userId, expiresAt],
      ),
    setSatPlan: (userId: number, expiresAt: Date) =>
      db.query(`UPDATE users SET sat_plan_expired_at = $2, updated_at = now() WHERE id = $1`, [userId, expiresAt]),
    addReportAllowance: (userId: number, n: number) =>
      db.query(`UPDATE users SET report_allowance = report_allowance + $2 WHERE id = $1`, [userId, n]),

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
          columns: 'id, created_at, type, amount, balance_after, notes',
          from: 'ledger_entries',
          where: 'user_id = $1',
          params: [userId],
          orderBy: 'created_at DESC, id DESC',
        },
        page,
      ),
  };
}
export type WalletRepository = ReturnType<typeof walletRepository>;
