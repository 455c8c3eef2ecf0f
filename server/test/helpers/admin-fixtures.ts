/** Rows the admin, activity-log and analytics tests read, written straight into the tables. */
import type { DataSource } from 'typeorm';
import type { LedgerType } from '@app/shared';
import { postLedgerEntry } from '../../src/core/coins';
import { uid } from './factories';

/** A published digital Math module owned by `ownerId`. */
export async function insertPractice(ds: DataSource, ownerId: number, title = `Practice ${uid()}`): Promise<number> {
  const rows: { id: number }[] = await ds.query(
    `INSERT INTO practices (owner_id, owner_kind, title, status, version, kind, section, time_limit_seconds)
     VALUES ($1, 'admin', $2, 'published', 'digital', 'module', 'math', 2100) RETURNING id`,
    [ownerId, title],
  );
  return rows[0].id;
}

/** An attempt of a practice started (and, with `finishedAt`, finished) at the given instants. */
export async function insertAttempt(
  ds: DataSource,
  userId: number,
  practiceId: number,
  startedAt: Date,
  finishedAt: Date | null = null,
): Promise<number> {
  const rows: { id: number }[] = await ds.query(
    `INSERT INTO attempts (user_id, target_type, practice_id, status, category, local_day, plan, started_at, updated_at, finished_at)
     VALUES ($1, 'practice', $2, $3, 'section', $4::timestamptz::date, '[{"position": 1}]'::jsonb, $4, $4, $5) RETURNING id`,
    [userId, practiceId, finishedAt ? 'finished' : 'abandoned', startedAt, finishedAt],
  );
  return rows[0].id;
}

/** A ledger row through the wallet's only writer, at a chosen instant. */
export async function post(ds: DataSource, userId: number, type: LedgerType, amount: number, at?: Date, refKey?: string) {
  return ds.transaction((m) => postLedgerEntry(m, { userId, type, amount, at, refKey: refKey ?? (type === 'deposit' ? `test:${uid()}` : null) }));
}

export async function insertCompany(ds: DataSource, ...memberIds: number[]): Promise<number> {
  const rows: { id: number }[] = await ds.query(`INSERT INTO companies (name) VALUES ($1) RETURNING id`, [`Company ${uid()}`]);
  for (const userId of memberIds) await ds.query(`INSERT INTO company_users (company_id, user_id) VALUES ($1, $2)`, [rows[0].id, userId]);
  return rows[0].id;
}

export interface ActivityRowForTest {
  actor_id: number | null;
  action: string;
  target_user_id: number | null;
  details: Record<string, unknown>;
  ip: string | null;
}

/** The activity rows about one target user, oldest first. */
export const activityOf = (ds: DataSource, targetUserId: number): Promise<ActivityRowForTest[]> =>
  ds.query(`SELECT actor_id, action, target_user_id, details, ip FROM activity_log WHERE target_user_id = $1 ORDER BY id`, [targetUserId]);
