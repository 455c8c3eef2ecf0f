import type { DataSource, EntityManager } from 'typeorm';
import type { Difficulty, LabelDto, OwnerKind, PublishStatus, QuestionDto, QuestionType, Section } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';
import { visibleContentSql, type Caller } from '../../core/access';

/** The columns a write sets; the ones the DTO shows as they are keep its types. */
export type QuestionWrite = Pick<
  QuestionDto,
  'source' | 'type' | 'version' | 'section' | 'domain' | 'skill' | 'difficulty' | 'stem' | 'choices' | 'explanation'
> & {
  answerKey: string;
  passageId: number | null;
};

/** A question as stored, with its passage's title and its labels. */
export type QuestionRecord = QuestionWrite &
  Pick<QuestionDto, 'id' | 'labels' | 'status'> & {
    ownerId: number;
    ownerKind: OwnerKind;
    passageTitle: string | null;
    createdAt: Date;
    updatedAt: Date;
  };

/** What every list of questions shows of one (the bank's list, a practice's questions). */
export type QuestionHeadRecord = Pick<QuestionRecord, 'id' | 'type' | 'section' | 'domain' | 'skill' | 'difficulty' | 'status' | 'ownerId'> & {
  /** The start of the stem, enough for the excerpt without shipping whole stems. */
  stemHead: string;
};

export type QuestionSummaryRecord = QuestionHeadRecord & Pick<QuestionRecord, 'version' | 'ownerKind' | 'passageId' | 'updatedAt'>;

export interface QuestionFilters {
  section?: Section;
  domain?: string;
  skill?: string;
  difficulty?: Difficulty;
  type?: QuestionType;
  label?: number;
  q?: string;
  status?: PublishStatus;
  mine?: boolean;
}

const RECORD_SQL = `
  SELECT q.id, q.owner_id AS "ownerId", q.owner_kind AS "ownerKind", q.source, q.type, q.version, q.section, q.domain,
         q.skill, q.difficulty, q.stem, q.choices, q.answer_key AS "answerKey", q.explanation, q.passage_id AS "passageId",
         p.title AS "passageTitle", q.status, q.created_at AS "createdAt", q.updated_at AS "updatedAt",
         COALESCE((SELECT json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY lower(l.name), l.id)
                     FROM question_labels ql JOIN labels l ON l.id = ql.label_id
                    WHERE ql.question_id = q.id), '[]') AS labels
    FROM questions q
    LEFT JOIN passages p ON p.id = q.passage_id
   WHERE q.id = $1`;

/** The columns of a QuestionHeadRecord, from `questions q`. */
export const QUESTION_HEAD_COLUMNS = `q.id, q.type, q.section, q.domain, q.skill, q.difficulty, q.status, q.owner_id AS "ownerId",
         left(q.stem, 1500) AS "stemHead"`;

const SUMMARY_COLUMNS = `${QUESTION_HEAD_COLUMNS}, q.version, q.owner_kind AS "ownerKind", q.passage_id AS "passageId", q.updated_at AS "updatedAt"`;

/**
 * A prefix-matching full-text query from what the author typed: every word must appear, the words as
 * typed or as the start of a longer word ("alg" finds "algebra"). Words are reduced to letters and
 * digits, so the text never reaches to_tsquery's own syntax. Null when nothing searchable remains.
 */
export function toPrefixTsquery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((w) => `${w}:*`).join(' & ') : null;
}

function whereOf(caller: Caller, f: QuestionFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  // The caller's id is bound once, and only when used (an unused parameter has no type for Postgres).
  let callerParam: string | undefined;
  const me = () => (callerParam ??= param(caller.id));
  const conditions = [visibleContentSql(caller, 'q', me())];
  const add = (sql: (n: string) => string, value: unknown) => conditions.push(sql(param(value)));
  if (f.section) add((n) => `q.section = ${n}`, f.section);
  if (f.domain) add((n) => `q.domain = ${n}`, f.domain);
  if (f.skill) add((n) => `q.skill = ${n}`, f.skill);
  if (f.difficulty) add((n) => `q.difficulty = ${n}`, f.difficulty);
  if (f.type) add((n) => `q.type = ${n}`, f.type);
  if (f.status) add((n) => `q.status = ${n}`, f.status);
  if (f.mine) conditions.push(`q.owner_id = ${me()}`);
  if (f.label) add((n) => `EXISTS (SELECT 1 FROM question_labels ql WHERE ql.question_id = q.id AND ql.label_id = ${n})`, f.label);
  if (f.q !== undefined) {
    const tsquery = toPrefixTsquery(f.q);
    if (tsquery) add((n) => `q.search @@ to_tsquery('simple', ${n})`, tsquery);
    else conditions.push('FALSE');
  }
  return { where: conditions.join(' AND '), params };
}

export function questionsRepository(db: DataSource | EntityManager) {
  return {
    /** One query for the page, one COUNT, one for the page's labels: no per-row queries. */
    async list(
      caller: Caller,
      filters: QuestionFilters,
      page: Page,
    ): Promise<{ rows: QuestionSummaryRecord[]; total: number; labels: Map<number, LabelDto[]> }> {
      const { where, params } = whereOf(caller, filters);
      const { rows, total } = await pagedRows<QuestionSummaryRecord>(
        db,
        { columns: SUMMARY_COLUMNS, from: 'questions q', where, params, orderBy: 'q.updated_at DESC, q.id DESC' },
        page,
      );
      const labels = new Map<number, LabelDto[]>();
      if (rows.length > 0) {
        const labelRows = await queryRows<{ questionId: number; id: number; name: string }>(
          db,
          `SELECT ql.question_id AS "questionId", l.id, l.name FROM question_labels ql JOIN labels l ON l.id = ql.label_id
            WHERE ql.question_id = ANY($1::int[]) ORDER BY lower(l.name), l.id`,
          [rows.map((r) => r.id)],
        );
        for (const l of labelRows) {
          const list = labels.get(l.questionId) ?? [];
          list.push({ id: l.id, name: l.name });
          labels.set(l.questionId, list);
        }
      }
      return { rows, total, labels };
    },

    async find(id: number): Promise<QuestionRecord | null> {
      const rows = await queryRows<QuestionRecord>(db, RECORD_SQL, [id]);
      return rows[0] ?? null;
    },

    /**
     * A question made from an import draft: at most one per draft (the UNIQUE import_draft_id), so a re-run
     * import job finds the question the killed one created instead of adding a second. Its id either way.
     */
    async insertImported(ownerId: number, ownerKind: OwnerKind, w: QuestionWrite, draftId: number): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO questions (owner_id, owner_kind, source, type, version, section, domain, skill, difficulty, stem, choices,
                                answer_key, explanation, passage_id, import_draft_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15)
         ON CONFLICT (import_draft_id) WHERE import_draft_id IS NOT NULL DO NOTHING RETURNING id`,
        [ownerId, ownerKind, ...writeParams(w), draftId],
      );
      if (rows[0]) return rows[0].id;
      return (await queryRows<{ id: number }>(db, `SELECT id FROM questions WHERE import_draft_id = $1`, [draftId]))[0].id;
    },

    /** Locks the row for a delete, so a later "already taken" check and the delete see the same state. */
    async lock(id: number): Promise<boolean> {
      return (await queryRows(db, `SELECT 1 FROM questions WHERE id = $1 FOR UPDATE`, [id])).length > 0;
    },

    async insert(ownerId: number, ownerKind: OwnerKind, w: QuestionWrite): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO questions (owner_id, owner_kind, source, type, version, section, domain, skill, difficulty, stem, choices,
                                answer_key, explanation, passage_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14) RETURNING id`,
        [ownerId, ownerKind, ...writeParams(w)],
      );
      return rows[0].id;
    },

    async update(id: number, w: QuestionWrite): Promise<void> {
      await db.query(
        `UPDATE questions SET source = $2, type = $3, version = $4, section = $5, domain = $6, skill = $7, difficulty = $8,
                stem = $9, choices = $10::jsonb, answer_key = $11, explanation = $12, passage_id = $13, updated_at = now()
          WHERE id = $1`,
        [id, ...writeParams(w)],
      );
    },

    async setLabels(questionId: number, labelIds: number[]): Promise<void> {
      await db.query(`DELETE FROM question_labels WHERE question_id = $1`, [questionId]);
      if (labelIds.length > 0)
        await db.query(`INSERT INTO question_labels (question_id, label_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [
          questionId,
          labelIds,
        ]);
    },

    async setStatus(id: number, status: PublishStatus): Promise<void> {
      await db.query(`UPDATE questions SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
    },

    /** A draft copy owned by `ownerId`, labels included; the source keeps where it came from. */
    async duplicate(id: number, ownerId: number, ownerKind: OwnerKind): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO questions (owner_id, owner_kind, source, type, version, section, domain, skill, difficulty, stem, choices,
                                answer_key, explanation, passage_id, copied_from_id, status)
         SELECT $2, $3, COALESCE(source, 'Copy of question #' || id), type, version, section, domain, skill, difficulty, stem,
                choices, answer_key, explanation, passage_id, id, 'draft'
           FROM questions WHERE id = $1
         RETURNING id`,
        [id, ownerId, ownerKind],
      );
      await db.query(`INSERT INTO question_labels (question_id, label_id) SELECT $2, label_id FROM question_labels WHERE question_id = $1`, [
        id,
        rows[0].id,
      ]);
      return rows[0].id;
    },

    async remove(id: number): Promise<void> {
      await db.query(`DELETE FROM questions WHERE id = $1`, [id]);
    },
  };
}
export type QuestionsRepository = ReturnType<typeof questionsRepository>;

const writeParams = (w: QuestionWrite) => [
  w.source,
  w.type,
  w.version,
  w.section,
  w.domain,
  w.skill,
  w.difficulty,
  w.stem,
  JSON.stringify(w.choices),
  w.answerKey,
  w.explanation,
  w.passageId,
];
