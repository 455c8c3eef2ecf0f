import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The question bank: passages, labels (tags), questions and their labels. The CHECKs repeat the API's
 * validation as the last line of defence (imports and hand-written SQL go around the API).
 */
export class QuestionBank1763800000000 implements MigrationInterface {
  name = 'QuestionBank1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE passages (
        id serial PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        owner_kind text NOT NULL CHECK (owner_kind IN ('admin', 'teacher', 'company')),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 255),
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 50000),
        source text,
        -- sha256 (hex) of the body with tags stripped, whitespace collapsed and lower-cased: finds duplicates.
        body_hash text NOT NULL CHECK (body_hash ~ '^[0-9a-f]{64}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX passages_body_hash_idx ON passages (body_hash)`);
    await q.query(`CREATE INDEX passages_owner_idx ON passages (owner_id, updated_at DESC, id DESC)`);
    await q.query(`CREATE INDEX passages_kind_idx ON passages (owner_kind, updated_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE labels (
        id serial PRIMARY KEY,
        name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX labels_name_lower_uq ON labels (lower(name))`);

    await q.query(`
      CREATE TABLE questions (
        id serial PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        owner_kind text NOT NULL CHECK (owner_kind IN ('admin', 'teacher', 'company')),
        source text,
        type text NOT NULL CHECK (type IN ('multiple-choice', 'grid-in')),
        version text NOT NULL CHECK (version IN ('digital', 'paper')),
        section text NOT NULL CHECK (section IN ('reading-writing', 'math', 'reading', 'writing-language', 'math-no-calculator', 'math-calculator')),
        domain text NOT NULL CHECK (domain <> ''),
        skill text NOT NULL CHECK (skill <> ''),
        difficulty text NOT NULL CHECK (difficulty IN ('easy', 'medium', 'hard')),
        stem text NOT NULL CHECK (length(stem) BETWEEN 1 AND 20000),
        choices jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(choices) = 'array'),
        answer_key text NOT NULL CHECK (answer_key <> '' AND answer_key !~ '\\s'),
        explanation text NOT NULL DEFAULT '' CHECK (length(explanation) <= 20000),
        passage_id integer REFERENCES passages(id) ON DELETE SET NULL,
        copied_from_id integer REFERENCES questions(id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        search tsvector GENERATED ALWAYS AS (to_tsvector('simple', stem || ' ' || explanation)) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT questions_version_of_section CHECK (
          (version = 'digital') = (section IN ('reading-writing', 'math'))),
        CONSTRAINT questions_choices_of_type CHECK (
          CASE type WHEN 'grid-in' THEN jsonb_array_length(choices) = 0
                    ELSE jsonb_array_length(choices) BETWEEN 2 AND 5 END)
      )`);
    // The list is always ORDER BY updated_at DESC, id DESC: every index ends with that order so a filtered
    // page is an index range scan stopped at LIMIT. Non-admins see own rows (owner index) or published
    // admin rows (the partial "library" index); admins use the classification indexes.
    await q.query(`CREATE INDEX questions_recent_idx ON questions (updated_at DESC, id DESC)`);
    await q.query(`CREATE INDEX questions_owner_idx ON questions (owner_id, updated_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX questions_library_idx ON questions (section, difficulty, updated_at DESC, id DESC) WHERE owner_kind = 'admin' AND status = 'published'`,
    );
    await q.query(`CREATE INDEX questions_section_idx ON questions (section, difficulty, updated_at DESC, id DESC)`);
    await q.query(`CREATE INDEX questions_skill_idx ON questions (domain, skill, updated_at DESC, id DESC)`);
    await q.query(`CREATE INDEX questions_search_idx ON questions USING gin (search)`);
    await q.query(`CREATE INDEX questions_passage_idx ON questions (passage_id) WHERE passage_id IS NOT NULL`);
    await q.query(`CREATE INDEX questions_copied_from_idx ON questions (copied_from_id) WHERE copied_from_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE question_labels (
        question_id integer NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        label_id integer NOT NULL REFERENCES labels(id) ON DELETE CASCADE,
        PRIMARY KEY (question_id, label_id)
      )`);
    await q.query(`CREATE INDEX question_labels_label_idx ON question_labels (label_id, question_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['question_labels', 'questions', 'labels', 'passages']) await q.query(`DROP TABLE ${t}`);
  }
}
