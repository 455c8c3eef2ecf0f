import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Grading. `results` holds one row per finished attempt: the primary key on attempt_id is the "exactly
 * once" (a retried, duplicated or re-run grading job can only ever find or fill that one row). The row is
 * written as 'grading' in the transaction that finishes the attempt (the durable marker the recovery job
 * scans), then filled by the grading job. Scores, breakdowns and per-question outcomes are a snapshot of
 * the grading (keys and taxonomy as they were then); `version` counts regrades that changed it.
 * `regrade_runs` tracks an author's bulk regrade: progress and a log of what changed.
 */
export class Results1764400000000 implements MigrationInterface {
  name = 'Results1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE results (
        attempt_id integer PRIMARY KEY REFERENCES attempts(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'grading' CHECK (status IN ('grading', 'graded')),
        total integer CHECK (total BETWEEN 0 AND 1600),
        sections jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(sections) = 'array'),
        domains jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(domains) = 'array'),
        skills jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(skills) = 'array'),
        questions jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(questions) = 'array'),
        correct_count integer NOT NULL DEFAULT 0 CHECK (correct_count >= 0),
        wrong_count integer NOT NULL DEFAULT 0 CHECK (wrong_count >= 0),
        omitted_count integer NOT NULL DEFAULT 0 CHECK (omitted_count >= 0),
        unscored_count integer NOT NULL DEFAULT 0 CHECK (unscored_count >= 0),
        version integer NOT NULL DEFAULT 0 CHECK (version >= 0),
        queued_at timestamptz NOT NULL,
        graded_at timestamptz,
        CONSTRAINT results_graded_at CHECK ((status = 'graded') = (graded_at IS NOT NULL))
      )`);
    // The recovery job's scan: results still waiting for their job, oldest first.
    await q.query(`CREATE INDEX results_grading_idx ON results (queued_at) WHERE status = 'grading'`);
    // Attempts finished before grading existed get their marker: the recovery job grades them.
    await q.query(`INSERT INTO results (attempt_id, queued_at) SELECT id, finished_at FROM attempts WHERE status = 'finished'`);

    await q.query(`
      CREATE TABLE regrade_runs (
        id serial PRIMARY KEY,
        target_type text NOT NULL CHECK (target_type IN ('practice', 'fullPractice', 'adaptive')),
        target_id integer NOT NULL,
        requested_by integer REFERENCES users(id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
        total integer NOT NULL CHECK (total >= 0),
        done integer NOT NULL DEFAULT 0 CHECK (done >= 0),
        changed integer NOT NULL DEFAULT 0 CHECK (changed >= 0),
        -- One entry per attempt whose result changed: {attemptId, before, after} totals and raw scores.
        log jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(log) = 'array'),
        error text,
        created_at timestamptz NOT NULL,
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX regrade_runs_target_idx ON regrade_runs (target_type, target_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['regrade_runs', 'results']) await q.query(`DROP TABLE ${t}`);
  }
}
