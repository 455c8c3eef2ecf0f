/** SQL of question_imports and question_import_drafts (this module is their only writer). */
import type { DataSource, EntityManager } from 'typeorm';
import type {
  ChoiceDto,
  Difficulty,
  OwnerKind,
  QuestionImportAiFallback,
  QuestionImportAnalyzer,
  QuestionImportFailure,
  QuestionImportSource,
  QuestionImportStatus,
  QuestionType,
  Section,
} from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';
import type { ParsedDraft } from './parser';

export interface ImportRecord {
  id: number;
  ownerId: number;
  ownerKind: OwnerKind;
  title: string;
  sourceKind: QuestionImportSource;
  storageKey: string | null;
  status: QuestionImportStatus;
  analyzer: QuestionImportAnalyzer | null;
  failure: QuestionImportFailure | null;
  aiFallback: QuestionImportAiFallback | null;
  progressDone: number;
  progressTotal: number;
  draftCount: number;
  importedCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface DraftRecord {
  id: number;
  importId: number;
  position: number;
  type: QuestionType;
  section: Section;
  domain: string;
  skill: string;
  difficulty: Difficulty;
  stem: string;
  choices: ChoiceDto[];
  answerKey: string;
  explanation: string;
  passageTitle: string | null;
  passageBody: string | null;
  sourceExcerpt: string;
  selected: boolean;
  questionId: number | null;
}

/** The fields of a draft an author may change. */
export type DraftWrite = Pick<
  DraftRecord,
  'type' | 'section' | 'domain' | 'skill' | 'difficulty' | 'stem' | 'choices' | 'answerKey' | 'explanation' | 'passageTitle' | 'passageBody'
>;

const IMPORT_COLUMNS = `i.id, i.owner_id AS "ownerId", i.owner_kind AS "ownerKind", i.title, i.source_kind AS "sourceKind",
  i.storage_key AS "storageKey", i.status, i.analyzer, i.failure, i.ai_fallback AS "aiFallback", i.progress_done AS "progressDone",
  i.progress_total AS "progressTotal", i.created_at AS "createdAt", i.updated_at AS "updatedAt",
  (SELECT count(*)::int FROM question_import_drafts d WHERE d.import_id = i.id) AS "draftCount",
  (SELECT count(*)::int FROM question_import_drafts d WHERE d.import_id = i.id AND d.question_id IS NOT NULL) AS "importedCount"`;

const DRAFT_COLUMNS = `d.id, d.import_id AS "importId", d.position, d.type, d.section, d.domain, d.skill, d.difficulty, d.stem, d.choices,
  d.answer_key AS "answerKey", d.explanation, d.passage_title AS "passageTitle", d.passage_body AS "passageBody",
  d.source_excerpt AS "sourceExcerpt", d.selected, d.question_id AS "questionId"`;

export function questionImportsRepository(db: DataSource | EntityManager) {
  return {
    async insert(
      ownerId: number,
      ownerKind: OwnerKind,
      w: { title: string; sourceKind: QuestionImportSource; sourceText: string; now: Date },
    ): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        `INSERT INTO question_imports (owner_id, owner_kind, title, source_kind, source_text, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
        [ownerId, ownerKind, w.title, w.sourceKind, w.sourceText, w.now],
      );
      return row.id;
    },

    async setStorageKey(id: number, key: string | null): Promise<void> {
      await db.query(`UPDATE question_imports SET storage_key = $2 WHERE id = $1`, [id, key]);
    },

    async find(id: number): Promise<ImportRecord | null> {
      return (await queryRows<ImportRecord>(db, `SELECT ${IMPORT_COLUMNS} FROM question_imports i WHERE i.id = $1`, [id]))[0] ?? null;
    },

    /** The row locked for a state change (the caller is in a transaction). */
    async lock(id: number): Promise<ImportRecord | null> {
      await db.query(`SELECT 1 FROM question_imports WHERE id = $1 FOR UPDATE`, [id]);
      return this.find(id);
    },

    async sourceText(id: number): Promise<string> {
      return (await queryRows<{ t: string }>(db, `SELECT source_text AS t FROM question_imports WHERE id = $1`, [id]))[0]?.t ?? '';
    },

    list(ownerId: number, page: Page): Promise<{ rows: ImportRecord[]; total: number }> {
      return pagedRows<ImportRecord>(
        db,
        { columns: IMPORT_COLUMNS, from: 'question_imports i', where: 'i.owner_id = $1', params: [ownerId], orderBy: 'i.created_at DESC, i.id DESC' },
        page,
      );
    },

    drafts(importId: number): Promise<DraftRecord[]> {
      return queryRows<DraftRecord>(db, `SELECT ${DRAFT_COLUMNS} FROM question_import_drafts d WHERE d.import_id = $1 ORDER BY d.position`, [
        importId,
      ]);
    },

    async draft(importId: number, draftId: number, forUpdate = false): Promise<DraftRecord | null> {
      const rows = await queryRows<DraftRecord>(
        db,
        `SELECT ${DRAFT_COLUMNS} FROM question_import_drafts d WHERE d.id = $1 AND d.import_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
        [draftId, importId],
      );
      return rows[0] ?? null;
    },

    async setProgress(id: number, done: number, total: number, now: Date): Promise<void> {
      await db.query(`UPDATE question_imports SET progress_done = $2, progress_total = $3, updated_at = $4 WHERE id = $1`, [id, done, total, now]);
    },

    async saveText(id: number, text: string, now: Date): Promise<void> {
      await db.query(`UPDATE question_imports SET source_text = $2, updated_at = $3 WHERE id = $1`, [id, text, now]);
    },

    async fail(id: number, failure: QuestionImportFailure, now: Date): Promise<void> {
      await db.query(`UPDATE question_imports SET status = 'failed', failure = $2, updated_at = $3 WHERE id = $1 AND status = 'analyzing'`, [
        id,
        failure,
        now,
      ]);
    },

    /** The analysis' drafts replace any earlier ones (a re-run of the job), in one statement; the import is saved. */
    async saveDrafts(
      id: number,
      drafts: ParsedDraft[],
      r: { analyzer: QuestionImportAnalyzer; aiFallback: QuestionImportAiFallback | null; now: Date },
    ): Promise<void> {
      await db.query(`DELETE FROM question_import_drafts WHERE import_id = $1`, [id]);
      await db.query(
        `INSERT INTO question_import_drafts (import_id, position, type, section, domain, skill, difficulty, stem, choices, answer_key,
                                             explanation, passage_title, passage_body, source_excerpt)
         SELECT $1, x.position, x.type, x.section, x.domain, x.skill, x.difficulty, x.stem, x.choices, x.answer_key, x.explanation,
                x.passage_title, x.passage_body, x.source_excerpt
           FROM jsonb_to_recordset($2::jsonb) AS x(position int, type text, section text, domain text, skill text, difficulty text, stem text,
                choices jsonb, answer_key text, explanation text, passage_title text, passage_body text, source_excerpt text)`,
        [
          id,
          JSON.stringify(
            drafts.map((d, i) => ({
              position: i + 1,
              type: d.type,
              section: d.section,
              domain: d.domain,
              skill: d.skill,
              difficulty: d.difficulty,
              stem: d.stem,
              choices: d.choices,
              answer_key: d.answerKey,
              explanation: d.explanation,
              passage_title: d.passage ? d.passage.title : null,
              passage_body: d.passage ? d.passage.body : null,
              source_excerpt: d.sourceExcerpt,
            })),
          ),
        ],
      );
      await db.query(
        `UPDATE question_imports SET status = 'saved', analyzer = $2, ai_fallback = $3, progress_done = progress_total, updated_at = $4
          WHERE id = $1`,
        [id, r.analyzer, r.aiFallback, r.now],
      );
    },

    async updateDraft(draftId: number, w: DraftWrite, now: Date): Promise<void> {
      await db.query(
        `UPDATE question_import_drafts SET type = $2, section = $3, domain = $4, skill = $5, difficulty = $6, stem = $7, choices = $8::jsonb,
                answer_key = $9, explanation = $10, passage_title = $11, passage_body = $12
          WHERE id = $1`,
        [
          draftId,
          w.type,
          w.section,
          w.domain,
          w.skill,
          w.difficulty,
          w.stem,
          JSON.stringify(w.choices),
          w.answerKey,
          w.explanation,
          w.passageTitle,
          w.passageBody,
        ],
      );
      await db.query(`UPDATE question_imports SET updated_at = $2 WHERE id = (SELECT import_id FROM question_import_drafts WHERE id = $1)`, [
        draftId,
        now,
      ]);
    },

    /** The chosen drafts become the running import's; progress counts the ones still to create. */
    async startImport(id: number, draftIds: number[], now: Date): Promise<void> {
      await db.query(`UPDATE question_import_drafts SET selected = (id = ANY($2::int[]) AND question_id IS NULL) WHERE import_id = $1`, [
        id,
        draftIds,
      ]);
      await db.query(`UPDATE question_imports SET status = 'importing', progress_done = 0, progress_total = $2, updated_at = $3 WHERE id = $1`, [
        id,
        draftIds.length,
        now,
      ]);
    },

    /** The selected drafts without their question yet, in document order. */
    async pendingDraftIds(id: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        `SELECT id FROM question_import_drafts WHERE import_id = $1 AND selected AND question_id IS NULL ORDER BY position`,
        [id],
      );
      return rows.map((r) => r.id);
    },

    async markImported(draftId: number, questionId: number, now: Date): Promise<void> {
      await db.query(`UPDATE question_import_drafts SET question_id = $2, imported_at = $3 WHERE id = $1`, [draftId, questionId, now]);
    },

    /** Progress from the rows themselves, so a resumed job counts what the killed one did. */
    async countProgress(id: number, now: Date): Promise<void> {
      await db.query(
        `UPDATE question_imports SET updated_at = $2, progress_done = (
            SELECT count(*)::int FROM question_import_drafts WHERE import_id = $1 AND selected AND question_id IS NOT NULL)
          WHERE id = $1`,
        [id, now],
      );
    },

    async complete(id: number, now: Date): Promise<void> {
      await db.query(`UPDATE question_imports SET status = 'completed', updated_at = $2 WHERE id = $1 AND status = 'importing'`, [id, now]);
    },

    /** Imports analysing or importing with no progress since `before`: their job was lost. */
    async stale(before: Date): Promise<{ id: number; status: 'analyzing' | 'importing' }[]> {
      return queryRows(
        db,
        `SELECT id, status FROM question_imports WHERE status IN ('analyzing', 'importing') AND updated_at < $1 ORDER BY id LIMIT 100`,
        [before],
      );
    },

    /** Marks the import as picked up again (so the next recovery round leaves it to the job). */
    async touch(id: number, now: Date): Promise<void> {
      await db.query(`UPDATE question_imports SET updated_at = $2 WHERE id = $1`, [id, now]);
    },

    async remove(id: number): Promise<void> {
      await db.query(`DELETE FROM question_imports WHERE id = $1`, [id]);
    },
  };
}
