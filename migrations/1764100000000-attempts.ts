import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The test runner. An attempt is of one target (a practice, a full practice set or an adaptive set) and
 * follows a plan fixed when it starts (the modules, breaks and routing thresholds of that moment, so an
 * author's later edit never changes a running test). attempt_modules are created as each module starts
 * and carry the server's clock: started_at and ends_at (extra time included). Answers autosave with the
 * client's sequence number; the highest seq wins. Targets of attempts cannot be deleted (RESTRICT; the
 * authoring API refuses taken tests first).
 */
export class Attempts1764100000000 implements MigrationInterface {
  name = 'Attempts1764100000000';

  async up(q: QueryRunner): Promise<void> {
    // Accommodation: extra time on every module, set by an admin.
    await q.query(`ALTER TABLE users ADD COLUMN extra_time_percent integer NOT NULL DEFAULT 0 CHECK (extra_time_percent BETWEEN 0 AND 300)`);

    await q.query(`
      CREATE TABLE attempts (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        target_type text NOT NULL CHECK (target_type IN ('practice', 'fullPractice', 'adaptive')),
        practice_id integer REFERENCES practices(id) ON DELETE RESTRICT,
        practice_set_id integer REFERENCES practice_sets(id) ON DELETE RESTRICT,
        adaptive_set_id integer REFERENCES adaptive_sets(id) ON DELETE RESTRICT,
        target_id integer GENERATED ALWAYS AS (COALESCE(practice_id, practice_set_id, adaptive_set_id)) STORED,
        status text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'on_break', 'finished', 'abandoned')),
        -- Daily plan limits count by category and by the day in the taker's timezone when it started.
        category text NOT NULL CHECK (category IN ('full', 'section')),
        local_day date NOT NULL,
        plan jsonb NOT NULL CHECK (jsonb_typeof(plan) = 'array' AND jsonb_array_length(plan) >= 1),
        -- The plan step running now (or whose break runs now).
        current_position integer NOT NULL DEFAULT 1 CHECK (current_position >= 1),
        break_ends_at timestamptz,
        extra_time_percent integer NOT NULL DEFAULT 0 CHECK (extra_time_percent BETWEEN 0 AND 300),
        leave_count integer NOT NULL DEFAULT 0 CHECK (leave_count >= 0),
        restart_of_id integer REFERENCES attempts(id) ON DELETE SET NULL,
        started_at timestamptz NOT NULL,
        finished_at timestamptz,
        updated_at timestamptz NOT NULL,
        CONSTRAINT attempts_one_target CHECK (num_nonnulls(practice_id, practice_set_id, adaptive_set_id) = 1),
        CONSTRAINT attempts_target_matches CHECK (
          (target_type = 'practice') = (practice_id IS NOT NULL) AND
          (target_type = 'fullPractice') = (practice_set_id IS NOT NULL) AND
          (target_type = 'adaptive') = (adaptive_set_id IS NOT NULL)),
        CONSTRAINT attempts_break_only_on_break CHECK ((status = 'on_break') = (break_ends_at IS NOT NULL)),
        CONSTRAINT attempts_finished_at CHECK ((status = 'finished') = (finished_at IS NOT NULL))
      )`);
    // One running attempt per taker and test: two tabs starting at once get the same attempt.
    await q.query(
      `CREATE UNIQUE INDEX attempts_one_active_uq ON attempts (user_id, target_type, target_id) WHERE status IN ('in_progress', 'on_break')`,
    );
    await q.query(`CREATE INDEX attempts_user_idx ON attempts (user_id, started_at DESC, id DESC)`);
    await q.query(`CREATE INDEX attempts_user_target_idx ON attempts (user_id, target_type, target_id)`);
    await q.query(`CREATE INDEX attempts_user_day_idx ON attempts (user_id, local_day, category)`);
    await q.query(`CREATE INDEX attempts_break_due_idx ON attempts (break_ends_at) WHERE status = 'on_break'`);
    for (const col of ['practice_id', 'practice_set_id', 'adaptive_set_id'])
      await q.query(`CREATE INDEX attempts_${col}_idx ON attempts (${col}) WHERE ${col} IS NOT NULL`);

    await q.query(`
      CREATE TABLE attempt_modules (
        id serial PRIMARY KEY,
        attempt_id integer NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        practice_id integer NOT NULL REFERENCES practices(id) ON DELETE RESTRICT,
        section text NOT NULL,
        stage text NOT NULL CHECK (stage IN ('single', 'module1', 'module2')),
        route text CHECK (route IN ('easier', 'harder')),
        started_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        submitted_at timestamptz,
        submitted_by text CHECK (submitted_by IN ('student', 'deadline')),
        -- Module 1 of an adaptive section: the correct count the routing used.
        correct_count integer,
        UNIQUE (attempt_id, position),
        CONSTRAINT attempt_modules_clock CHECK (ends_at > started_at),
        CONSTRAINT attempt_modules_submitted CHECK ((submitted_at IS NULL) = (submitted_by IS NULL)),
        CONSTRAINT attempt_modules_route CHECK ((route IS NOT NULL) = (stage = 'module2'))
      )`);
    // The deadline sweeper's scan: open modules by deadline.
    await q.query(`CREATE INDEX attempt_modules_open_idx ON attempt_modules (ends_at) WHERE submitted_at IS NULL`);
    await q.query(`CREATE INDEX attempt_modules_practice_idx ON attempt_modules (practice_id)`);

    await q.query(`
      CREATE TABLE attempt_answers (
        attempt_module_id integer NOT NULL REFERENCES attempt_modules(id) ON DELETE CASCADE,
        question_id integer NOT NULL REFERENCES questions(id) ON DELETE RESTRICT,
        answer text NOT NULL DEFAULT '' CHECK (length(answer) <= 64),
        marked boolean NOT NULL DEFAULT false,
        eliminated text[] NOT NULL DEFAULT '{}',
        annotations jsonb NOT NULL DEFAULT '{"highlights": []}',
        time_spent_seconds integer NOT NULL DEFAULT 0 CHECK (time_spent_seconds >= 0),
        seq bigint NOT NULL CHECK (seq >= 0),
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (attempt_module_id, question_id)
      )`);
    await q.query(`CREATE INDEX attempt_answers_question_idx ON attempt_answers (question_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['attempt_answers', 'attempt_modules', 'attempts']) await q.query(`DROP TABLE ${t}`);
    await q.query(`ALTER TABLE users DROP COLUMN extra_time_percent`);
  }
}
