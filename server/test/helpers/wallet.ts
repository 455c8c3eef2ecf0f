/** Wallet test data straight into the tables: coins through the ledger API, attempts to unlock. */
import type { DataSource } from 'typeorm';
import { dailyLimitOf, type DailyLimits } from '@app/shared';
import { ledgerSum, postLedgerEntry } from '../../src/core/coins';
import { uid } from './factories';

/** Credits coins the way an admin would (an admin_deposit ledger row). */
export async function giveCoins(ds: DataSource, userId: number, coins: number): Promise<void> {
  await ds.transaction((m) => postLedgerEntry(m, { userId, type: 'admin_deposit', amount: coins, notes: 'test' }));
}

export const balanceOf = async (ds: DataSource, userId: number): Promise<number> =>
  (await ds.query(`SELECT balance FROM users WHERE id = $1`, [userId]))[0].balance;

/** users.balance and the ledger's sum, which must always agree. */
export async function expectBalance(ds: DataSource, userId: number, expected: number): Promise<void> {
  expect({ balance: await balanceOf(ds, userId), ledger: await ledgerSum(ds, userId) }).toEqual({ balance: expected, ledger: expected });
}

/** The user's daily take limits as the test runner applies them: @app/shared dailyLimitOf over their plan fields. */
export async function dailyLimitsFor(ds: DataSource, userId: number, now: Date): Promise<DailyLimits> {
  const [plan] = await ds.query(
    `SELECT roles, pro_expired_at AS "proExpiredAt", taken_unlimited_expire_at AS "takenUnlimitedExpireAt", sat_plan_expired_at AS "satPlanExpiredAt"
       FROM users WHERE id = $1`,
    [userId],
  );
  return dailyLimitOf(plan, now);
}

/** A bare user row (no login) for ledger-level tests. */
export async function insertUser(ds: DataSource, roles: string[] = ['student']): Promise<number> {
  const name = `w${uid()}`;
  const [row] = await ds.query(`INSERT INTO users (username, email, roles) VALUES ($1, $2, $3) RETURNING id`, [name, `${name}@example.com`, roles]);
  return row.id;
}

let practiceId: number | null = null;

/** An attempt of `userId` on a throwaway practice, finished unless told otherwise. */
export async function insertAttempt(ds: DataSource, userId: number, status: 'finished' | 'in_progress' = 'finished'): Promise<number> {
  if (practiceId === null) {
    const [p] = await ds.query(
      `INSERT INTO practices (owner_id, owner_kind, title, version, kind, section, time_limit_seconds)
       VALUES ($1, 'admin', $2, 'digital', 'drill', 'math', 600) RETURNING id`,
      [userId, `wallet-${uid()}`],
    );
    practiceId = p.id as number;
  }
  const [a] = await ds.query(
    `INSERT INTO attempts (user_id, target_type, practice_id, status, category, local_day, plan, started_at, finished_at, updated_at)
     VALUES ($1, 'practice', $2, $3, 'section', CURRENT_DATE, '[{"position": 1}]', now(), $4, now()) RETURNING id`,
    [userId, practiceId, status, status === 'finished' ? new Date() : null],
  );
  return a.id;
}
