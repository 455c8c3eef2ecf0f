/**
 * The test-taker catalog as one statement: the three takeable tables as one UNION ALL (each row with its
 * question count and time, computed in SQL), then the caller's attempts per row in a lateral aggregate.
 * No per-row queries, whatever the page size.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptTargetType, CatalogKind, CatalogProgress, PracticeKind, Section, TestVersionId } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { likePattern, pagedRows, queryRows } from '../../lib/sql';
import { takeableContentSql, type Caller } from '../../core/access';

export interface CatalogFilters {
  type?: AttemptTargetType;
  version?: TestVersionId;
  kind?: CatalogKind;
  section?: Section;
  status?: CatalogProgress;
  q?: string;
}

export interface CatalogEntryRecord {
  type: AttemptTargetType;
  id: number;
  title: string;
  version: TestVersionId;
  kind: 'full' | PracticeKind;
  section: Section | null;
  questionCount: number;
  timeLimitSeconds: number;
  progress: CatalogProgress;
  activeAttemptId: number | null;
  lastFinishedAttemptId: number | null;
  takes: number;
}

/** A practice's question count and time, as a lateral row `(n, secs)` for the practice id `idSql`. */
const practiceStats = (idSql: string) =>
  `(SELECT (SELECT count(*)::int FROM practice_questions pq WHERE pq.practice_id = sp.id) AS n, sp.time_limit_seconds AS secs
      FROM practices sp WHERE sp.id = ${idSql})`;

/**
 * Every takeable row of the three tables in one shape. A full set counts its practices; an adaptive set
 * its modules 1 plus the longer module 2 of each section. Breaks are not testing time (134 minutes for the
 * digital SAT). Practices that are modules of a takeable adaptive set are taken through the set.
 */
function entriesSql(caller: Caller): string {
  return `
    SELECT 'practice'::text AS type, p.id, p.title, p.version, p.kind, p.section, ps.n AS question_count, ps.secs AS time_limit_seconds
      FROM practices p CROSS JOIN LATERAL ${practiceStats('p.id')} ps
     WHERE ${takeableContentSql(caller, 'p')}
       AND NOT EXISTS (SELECT 1 FROM adaptive_set_sections xs JOIN adaptive_sets xa ON xa.id = xs.set_id
                        WHERE p.id IN (xs.module1_id, xs.easier_module2_id, xs.harder_module2_id) AND ${takeableContentSql(caller, 'xa')})
    UNION ALL
    SELECT 'fullPractice', s.id, s.title, s.version, 'full', NULL, t.n, t.secs
      FROM practice_sets s
      CROSS JOIN LATERAL (SELECT coalesce(sum(ip.n), 0)::int AS n, coalesce(sum(ip.secs), 0)::int AS secs
                            FROM practice_set_items i CROSS JOIN LATERAL ${practiceStats('i.practice_id')} ip
                           WHERE i.set_id = s.id) t
     WHERE ${takeableContentSql(caller, 's')}
    UNION ALL
    SELECT 'adaptive', a.id, a.title, 'digital', 'full', NULL, t.n, t.secs
      FROM adaptive_sets a
      CROSS JOIN LATERAL (SELECT coalesce(sum(m1.n + greatest(e.n, h.n)), 0)::int AS n,
                                 coalesce(sum(m1.secs + greatest(e.secs, h.secs)), 0)::int AS secs
                            FROM adaptive_set_sections x
                            CROSS JOIN LATERAL ${practiceStats('x.module1_id')} m1
                            CROSS JOIN LATERAL ${practiceStats('x.easier_module2_id')} e
                            CROSS JOIN LATERAL ${practiceStats('x.harder_module2_id')} h
                           WHERE x.set_id = a.id) t
     WHERE ${takeableContentSql(caller, 'a')}`;
}

/**
 * The entries with the caller's progress: running = in_progress or on_break (at most one, a unique index
 * says so), completed = a finished attempt exists; takes count every attempt, restarts included.
 */
function catalogFrom(caller: Caller): string {
  return `(
    SELECT e.type, e.id, e.title, e.version, e.kind, e.section,
           e.question_count AS "questionCount", e.time_limit_seconds AS "timeLimitSeconds",
           CASE WHEN st.active_id IS NOT NULL THEN 'in_progress' WHEN st.finished THEN 'completed' ELSE 'not_started' END AS progress,
           st.active_id AS "activeAttemptId", st.last_finished_id AS "lastFinishedAttemptId", st.takes
      FROM (${entriesSql(caller)}) e
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS takes, coalesce(bool_or(at.status = 'finished'), false) AS finished,
               max(at.id) FILTER (WHERE at.status IN ('in_progress', 'on_break')) AS active_id,
               max(at.id) FILTER (WHERE at.status = 'finished') AS last_finished_id
          FROM attempts at WHERE at.user_id = $1 AND at.target_type = e.type AND at.target_id = e.id) st
     -- An empty practice or set cannot be started.
     WHERE e.question_count > 0
  ) c`;
}

export function catalogRepository(db: DataSource | EntityManager) {
  return {
    /** Full tests first, then by title; type and id keep the order stable between pages. */
    list(caller: Caller, f: CatalogFilters, page: Page): Promise<{ rows: CatalogEntryRecord[]; total: number }> {
      const params: unknown[] = [caller.id];
      const conditions = ['true'];
      for (const column of ['type', 'version', 'kind', 'section'] as const) {
        const value = f[column];
        if (value) conditions.push(`c.${column} = $${params.push(value)}`);
      }
      if (f.status) conditions.push(`c.progress = $${params.push(f.status)}`);
      if (f.q) conditions.push(`c.title ILIKE $${params.push(likePattern(f.q))}`);
      return pagedRows(
        db,
        {
          columns: 'c.*',
          from: catalogFrom(caller),
          where: conditions.join(' AND '),
          params,
          orderBy: `(c.kind = 'full') DESC, lower(c.title), c.type, c.id`,
        },
        page,
      );
    },

    async find(caller: Caller, type: AttemptTargetType, id: number): Promise<CatalogEntryRecord | null> {
      const rows = await queryRows<CatalogEntryRecord>(db, `SELECT c.* FROM ${catalogFrom(caller)} WHERE c.type = $2 AND c.id = $3`, [
        caller.id,
        type,
        id,
      ]);
      return rows[0] ?? null;
    },
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;
