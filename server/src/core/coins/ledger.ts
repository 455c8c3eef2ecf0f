/**
 * The only writer of coins (the ledger_entries table and users.balance). Every movement is one
 * append-only ledger row, written in the caller's transaction together with the new users.balance, under
 * the user's row lock: two spends of one account serialize, the balance always equals the sum of its
 * rows, and the CHECK (balance >= 0) backs up the overdraft test below.
 *
 * Modules (admin give/deduct, plans, unlocks, payments, rewards) call `postLedgerEntry` inside their own
 * `ds.transaction(...)`, wrapped in `withIdempotency` when a client request drives it. refunds.ts and
 * class-tests.ts are movements of their own: the class capability charges a class test to its owner, and
 * gives a charge back, through them.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, type LedgerType } from '@app/shared';
import { AppError, notFoundUser } from '../../lib/errors';
import { queryRows } from '../../lib/sql';

export interface LedgerPosting {
  userId: number;
  type: LedgerType;
  /** Signed: positive credits, negative spends (the table's CHECK matches the sign to the type). */
  amount: number;
  notes?: string | null;
  /** Who caused it when not the owner (an admin, a class owner's student). */
  actorId?: number | null;
  idempotencyKey?: string | null;
  /**
   * Makes the movement happen at most once per (user, type, refKey), e.g. `payment:12`,
   * `referral:7`, `email-verification`. A second posting with the same key changes nothing and
   * answers the first row with `duplicate: true`. A unique index enforces it too.
   */
  refKey?: string | null;
  /** The error for an overdraft: point_is_not_enough (default) or insufficient_coins (class tests). */
  shortfall?: typeof ErrorCode.POINT_IS_NOT_ENOUGH | typeof ErrorCode.INSUFFICIENT_COINS;
  /** The row's time (the app clock); the database's now() when omitted. */
  at?: Date;
}

export interface LedgerResult {
  entryId: number;
  balanceAfter: number;
  /** True when refKey had already been posted: nothing changed. */
  duplicate: boolean;
}

/** The key of the one e-mail verification reward a user may get (the migration's CHECK names it). */
export const EMAIL_REWARD_REF = 'email-verification';

function assertInTransaction(manager: EntityManager): void {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error('postLedgerEntry must run inside a transaction (ds.transaction(manager => ...))');
  }
}

/**
 * Locks the user's row, refuses an overdraft, then updates the balance and appends the row in one
 * statement. Throws AppError(point_is_not_enough or `shortfall`) without changing anything.
 *
 * The lock is FOR NO KEY UPDATE, not FOR UPDATE: rows inserted with a foreign key to users (ledger
 * entries, idempotency keys) take KEY SHARE on the user's row, which FOR UPDATE would conflict with,
 * so two transactions that each inserted one would deadlock waiting for each other's user lock.
 */
export async function postLedgerEntry(manager: EntityManager, p: LedgerPosting): Promise<LedgerResult> {
  if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`ledger amount must be a non-zero integer (got ${p.amount})`);
  assertInTransaction(manager);
  const [user] = await queryRows<{ balance: number }>(manager, `SELECT balance FROM users WHERE id = $1 FOR NO KEY UPDATE`, [p.userId]);
  if (!user) throw notFoundUser();

  if (p.refKey) {
    // Safe without a race: every posting for this user holds the row lock taken above.
    const [done] = await queryRows<{ id: string; balanceAfter: number }>(
      manager,
      `SELECT id, balance_after AS "balanceAfter" FROM ledger_entries WHERE user_id = $1 AND type = $2 AND ref_key = $3`,
      [p.userId, p.type, p.refKey],
    );
    if (done) return { entryId: Number(done.id), balanceAfter: done.balanceAfter, duplicate: true };
  }

  const next = user.balance + p.amount;
  if (next < 0) {
    throw new AppError(p.shortfall ?? ErrorCode.POINT_IS_NOT_ENOUGH, undefined, undefined, { balance: user.balance, required: -p.amount });
  }
  const [row] = await queryRows<{ id: string; balanceAfter: number }>(
    manager,
    `WITH u AS (UPDATE users SET balance = $2 WHERE id = $1 RETURNING balance)
     INSERT INTO ledger_entries (user_id, type, amount, balance_after, notes, actor_id, idempotency_key, ref_key, created_at)
     SELECT $1, $3, $4, u.balance, $5, $6, $7, $8, COALESCE($9::timestamptz, now()) FROM u
     RETURNING id, balance_after AS "balanceAfter"`,
    [p.userId, next, p.type, p.amount, p.notes ?? null, p.actorId ?? null, p.idempotencyKey ?? null, p.refKey ?? null, p.at ?? null],
  );
  return { entryId: Number(row.id), balanceAfter: row.balanceAfter, duplicate: false };
}

/** The balance as the ledger tells it (tests and audits compare it with users.balance). */
export async function ledgerSum(manager: DataSource | EntityManager, userId: number): Promise<number> {
  const [row] = await queryRows<{ sum: number }>(manager, `SELECT COALESCE(sum(amount), 0)::int AS sum FROM ledger_entries WHERE user_id = $1`, [
    userId,
  ]);
  return row.sum;
}
