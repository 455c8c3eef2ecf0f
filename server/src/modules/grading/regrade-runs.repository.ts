import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptTargetType, RegradeChangeDto, RegradeRunStatus } from '@app/shared';
import { TEST_TARGETS } from '../../core/test-targets';
import { queryRows } from '../../lib/sql';
import type { RegradeChange } from './grade-attempt';

export interface RegradeRunRecord {
  id: number;
  targetType: AttemptTargetType;
  targetId: number;
  requestedBy: number | null;
  status: RegradeRunStatus;
  total: number;
  done: number;
  changed: number;
  log: RegradeChangeDto[];
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const COLUMNS = `id, target_type AS "targetType", target_id AS "targetId", requested_by AS "requestedBy", status, total, done, changed, log, error,
       created_at AS "createdAt", finished_at AS "finishedAt"`;

/**
 * The finished attempts a regrade of the target covers. A practice's key is part of every attempt that
 * took it (alone, in a full set or as an adaptive module); another target's score tables only of the
 * attempts of that target.
 */
const attemptsOf = (type: AttemptTargetType): string => {
  const t = TEST_TARGETS[type];
  return t.isModule
    ? `SELECT DISTINCT a.id FROM attempts a JOIN attempt_modules m ON m.attempt_id = a.id WHERE m.practice_id = $1 AND a.status = 'finished'`
    : `SELECT a.id FROM attempts a WHERE a.${t.attemptColumn} = $1 AND a.status = 'finished'`;
};

export function regradeRunsRepository(db: DataSource | EntityManager) {
  return {
    async attemptIds(type: AttemptTargetType, targetId: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(db, `${attemptsOf(type)} ORDER BY 1`, [targetId]);
      return rows.map((r) => r.id);
    },

    async insert(type: AttemptTargetType, targetId: number, requestedBy: number, total: number, at: Date): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO regrade_runs (target_type, target_id, requested_by, total, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [type, targetId, requestedBy, total, at],
      );
      return rows[0].id;
    },

    async find(id: number): Promise<RegradeRunRecord | null> {
      return (await queryRows<RegradeRunRecord>(db, `SELECT ${COLUMNS} FROM regrade_runs WHERE id = $1`, [id]))[0] ?? null;
    },

    /** Marks the run running (again, after a failed try) with the attempts it covers now; null once it is done. */
    async begin(id: number, total: number): Promise<RegradeRunRecord | null> {
      const rows = await queryRows<RegradeRunRecord>(
        db,
        `UPDATE regrade_runs SET status = 'running', total = $2, error = NULL WHERE id = $1 AND status <> 'done' RETURNING ${COLUMNS}`,
        [id, total],
      );
      return rows[0] ?? null;
    },

    /** Progress after one attempt; its change (if any) joins the log in the same transaction as the new result. */
    async progress(id: number, done: number, change: RegradeChange | null): Promise<void> {
      await db.query(`UPDATE regrade_runs SET done = GREATEST(done, $2), changed = changed + $3, log = log || $4::jsonb WHERE id = $1`, [
        id,
        done,
        change ? 1 : 0,
        JSON.stringify(change ? [change] : []),
      ]);
    },

    async end(id: number, status: 'done' | 'failed', at: Date, error: string | null = null): Promise<void> {
      await db.query(`UPDATE regrade_runs SET status = $2, finished_at = $3, error = $4 WHERE id = $1`, [id, status, at, error]);
    },
  };
}
