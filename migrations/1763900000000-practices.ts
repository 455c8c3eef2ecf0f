import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Test authoring: practices (a module, section, drill or quick test) with their ordered questions, full
 * practice sets, digital adaptive sets and score tables. `first_taken_at` is set by the test runner when
 * the first attempt starts; from then on question count and order are fixed (PRACTICE_EXAM_HAS_TAKEN).
 * The CHECKs repeat the API's validation as the last line of defence.
 */
export class Practices1763900000000 implements MigrationInterface {
  name = 'Practices1763900000000';

  async up(q: QueryRunner): Promise<void> {
    const owned = `
        id serial PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        owner_kind text NOT NULL CHECK (owner_kind IN ('admin', 'teacher', 'company')),
        title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 255),
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        first_taken_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()`;

    await q.query(`
      CREATE TABLE practices (${owned},
        version text NOT NULL CHECK (version IN ('digital', 'paper')),
        kind text NOT NULL CHECK (kind IN ('module', 'section', 'drill', 'quick')),
        section text NOT NULL CHECK (section IN ('reading-writing', 'math', 'reading', 'writing-language', 'math-no-calculator', 'math-calculator')),
        time_limit_seconds integer NOT NULL CHECK (time_limit_seconds BETWEEN 60 AND 18000),
        tools text[] NOT NULL DEFAULT '{}'
          CHECK (tools <@ ARRAY['calculator', 'reference-sheet', 'highlighter', 'annotate', 'eliminator']::text[]),
        copied_from_id integer REFERENCES practices(id) ON DELETE SET NULL,
        CONSTRAINT practices_version_of_section CHECK ((version = 'digital') = (section IN ('reading-writing', 'math'))),
        CONSTRAINT practices_module_is_digital CHECK (kind <> 'module' OR version = 'digital')
      )`);
    await q.query(`CREATE UNIQUE INDEX practices_owner_title_uq ON practices (owner_id, lower(title))`);
    await q.query(`CREATE INDEX practices_owner_idx ON practices (owner_id, updated_at DESC, id DESC)`);
    await q.query(`CREATE INDEX practices_library_idx ON practices (updated_at DESC, id DESC) WHERE owner_kind = 'admin' AND status = 'published'`);

    // Questions of a practice taken by somebody cannot be deleted (the question bank's delete guard asks);
    // from other practices a deleted question simply drops out.
    await q.query(`
      CREATE TABLE practice_questions (
        practice_id integer NOT NULL REFERENCES practices(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        question_id integer NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        PRIMARY KEY (practice_id, position),
        UNIQUE (practice_id, question_id)
      )`);
    await q.query(`CREATE INDEX practice_questions_question_idx ON practice_questions (question_id)`);

    await q.query(`
      CREATE TABLE practice_sets (${owned},
        version text NOT NULL CHECK (version IN ('digital', 'paper')),
        copied_from_id integer REFERENCES practice_sets(id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX practice_sets_owner_title_uq ON practice_sets (owner_id, lower(title))`);
    await q.query(`CREATE INDEX practice_sets_owner_idx ON practice_sets (owner_id, updated_at DESC, id DESC)`);
    // A practice in a set cannot be deleted (RESTRICT; the API answers first).
    await q.query(`
      CREATE TABLE practice_set_items (
        set_id integer NOT NULL REFERENCES practice_sets(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        practice_id integer NOT NULL REFERENCES practices(id) ON DELETE RESTRICT,
        break_after_seconds integer NOT NULL DEFAULT 0 CHECK (break_after_seconds BETWEEN 0 AND 3600),
        PRIMARY KEY (set_id, position),
        UNIQUE (set_id, practice_id)
      )`);
    await q.query(`CREATE INDEX practice_set_items_practice_idx ON practice_set_items (practice_id)`);

    await q.query(`
      CREATE TABLE adaptive_sets (${owned},
        break_after_seconds integer NOT NULL DEFAULT 600 CHECK (break_after_seconds BETWEEN 0 AND 3600),
        copied_from_id integer REFERENCES adaptive_sets(id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX adaptive_sets_owner_title_uq ON adaptive_sets (owner_id, lower(title))`);
    await q.query(`CREATE INDEX adaptive_sets_owner_idx ON adaptive_sets (owner_id, updated_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE adaptive_set_sections (
        set_id integer NOT NULL REFERENCES adaptive_sets(id) ON DELETE CASCADE,
        position integer NOT NULL,
        section text NOT NULL,
        module1_id integer NOT NULL REFERENCES practices(id) ON DELETE RESTRICT,
        easier_module2_id integer NOT NULL REFERENCES practices(id) ON DELETE RESTRICT,
        harder_module2_id integer NOT NULL REFERENCES practices(id) ON DELETE RESTRICT,
        routing_threshold integer NOT NULL CHECK (routing_threshold >= 0),
        PRIMARY KEY (set_id, position),
        CONSTRAINT adaptive_section_position CHECK ((position = 1 AND section = 'reading-writing') OR (position = 2 AND section = 'math')),
        CONSTRAINT adaptive_distinct_modules CHECK (
          module1_id <> easier_module2_id AND module1_id <> harder_module2_id AND easier_module2_id <> harder_module2_id)
      )`);
    for (const col of ['module1_id', 'easier_module2_id', 'harder_module2_id'])
      await q.query(`CREATE INDEX adaptive_set_sections_${col}_idx ON adaptive_set_sections (${col})`);

    // One table per target, type and route; exactly one target.
    await q.query(`
      CREATE TABLE score_tables (
        id serial PRIMARY KEY,
        practice_id integer REFERENCES practices(id) ON DELETE CASCADE,
        practice_set_id integer REFERENCES practice_sets(id) ON DELETE CASCADE,
        adaptive_set_id integer REFERENCES adaptive_sets(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('reading-writing', 'math', 'reading', 'writing-language')),
        route text CHECK (route IN ('easier', 'harder')),
        max_raw integer NOT NULL CHECK (max_raw BETWEEN 0 AND 1000),
        rows jsonb NOT NULL CHECK (jsonb_typeof(rows) = 'array' AND jsonb_array_length(rows) = max_raw + 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT score_tables_one_target CHECK (num_nonnulls(practice_id, practice_set_id, adaptive_set_id) = 1),
        CONSTRAINT score_tables_route_of_adaptive CHECK ((route IS NOT NULL) = (adaptive_set_id IS NOT NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX score_tables_target_uq ON score_tables
         (COALESCE(practice_id, 0), COALESCE(practice_set_id, 0), COALESCE(adaptive_set_id, 0), type, COALESCE(route, ''))`,
    );
    for (const col of ['practice_id', 'practice_set_id', 'adaptive_set_id'])
      await q.query(`CREATE INDEX score_tables_${col}_idx ON score_tables (${col}) WHERE ${col} IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'score_tables',
      'adaptive_set_sections',
      'adaptive_sets',
      'practice_set_items',
      'practice_sets',
      'practice_questions',
      'practices',
    ])
      await q.query(`DROP TABLE ${t}`);
  }
}
