import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Question import (issue 16): an author's uploaded document (or pasted text), the drafts its analysis read,
 * and the bulk import of the chosen drafts into the bank. Written only by the question-imports module
 * (docs/question-import.md); the questions it creates are written through the questions module.
 *
 * - `status` is spec section 4's: analyzing -> saved -> importing -> completed (and back to importing for
 *   more drafts), or failed when the document could not be read. `progress_done/total` is the running job's.
 * - A bulk import killed mid-way is re-run by the queue: each draft is imported in its own transaction that
 *   also sets `question_import_drafts.question_id`, and `questions.import_draft_id` is UNIQUE, so a second
 *   run (or two at once) can never create a draft's question twice.
 */
export class QuestionImports1765460000000 implements MigrationInterface {
  name = 'QuestionImports1765460000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE question_imports (
        id serial PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- The owner kind the imported questions get (the author's role when the import was made).
        owner_kind text NOT NULL CHECK (owner_kind IN ('admin', 'teacher', 'company')),
        title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
        source_kind text NOT NULL CHECK (source_kind IN ('pdf', 'docx', 'text')),
        -- The uploaded file in the storage port (null for pasted text, and once the text is extracted).
        storage_key text,
        source_text text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'analyzing' CHECK (status IN ('analyzing', 'saved', 'importing', 'completed', 'failed')),
        analyzer text CHECK (analyzer IN ('ai', 'parser')),
        failure text CHECK (failure IN ('damaged', 'empty', 'no_questions')),
        ai_fallback text CHECK (ai_fallback IN ('timeout', 'http', 'malformed')),
        progress_done integer NOT NULL DEFAULT 0 CHECK (progress_done >= 0),
        progress_total integer NOT NULL DEFAULT 0 CHECK (progress_total >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX question_imports_owner_idx ON question_imports (owner_id, created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE question_import_drafts (
        id serial PRIMARY KEY,
        import_id integer NOT NULL REFERENCES question_imports(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        type text NOT NULL CHECK (type IN ('multiple-choice', 'grid-in')),
        section text NOT NULL,
        domain text NOT NULL,
        skill text NOT NULL,
        difficulty text NOT NULL CHECK (difficulty IN ('easy', 'medium', 'hard')),
        stem text NOT NULL,
        choices jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(choices) = 'array'),
        answer_key text NOT NULL DEFAULT '',
        explanation text NOT NULL DEFAULT '',
        passage_title text,
        passage_body text,
        source_excerpt text NOT NULL DEFAULT '',
        -- Chosen for the running (or last) bulk import.
        selected boolean NOT NULL DEFAULT false,
        question_id integer REFERENCES questions(id) ON DELETE SET NULL,
        imported_at timestamptz,
        UNIQUE (import_id, position),
        CHECK ((passage_title IS NULL) = (passage_body IS NULL))
      )`);

    await q.query(`ALTER TABLE questions ADD COLUMN import_draft_id integer REFERENCES question_import_drafts(id) ON DELETE SET NULL`);
    await q.query(`CREATE UNIQUE INDEX questions_import_draft_uq ON questions (import_draft_id) WHERE import_draft_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX questions_import_draft_uq`);
    await q.query(`ALTER TABLE questions DROP COLUMN import_draft_id`);
    await q.query(`DROP TABLE question_import_drafts`);
    await q.query(`DROP TABLE question_imports`);
  }
}
