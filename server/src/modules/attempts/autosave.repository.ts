/**
 * The autosave: ONE statement per save (it is the runner's hottest call, every answer change of every
 * taker). It checks that the caller may write the attempt, that its current module is open at `now` and
 * holds the question, that the answer and eliminated labels fit the question, and upserts; the highest
 * seq wins. It answers enough for the service to tell 404, 409, 422, applied and stale apart.
 */
import type { DataSource } from 'typeorm';
import type { AnnotationsDto } from '@app/shared';
import { pgPool } from '../../lib/named-statements';
import type { Reader } from './attempts.repository';

const SAVE_SQL = `
  WITH a AS (
    -- KEY SHARE waits for a submit or sweep holding the row (FOR UPDATE) and then sees its outcome, so no
    -- answer lands in a module after it was submitted and scored.
    SELECT id, status, current_position FROM attempts WHERE id = $1 AND (user_id = $2 OR $3::boolean) FOR KEY SHARE
  ), m AS (
    SELECT am.id, am.practice_id FROM a JOIN attempt_modules am ON am.attempt_id = a.id AND am.position = a.current_position
     WHERE a.status = 'in_progress' AND am.submitted_at IS NULL AND am.ends_at > $4
  ), q AS (
    SELECT m.id AS module_id,
           CASE WHEN qu.type = 'grid-in' THEN $6 ~ '^[-0-9./]*$'
                ELSE $6 = '' OR qu.choices @> jsonb_build_array(jsonb_build_object('label', $6::text)) END AS answer_ok,
           (qu.type <> 'grid-in' OR cardinality($8::text[]) = 0)
             AND NOT EXISTS (SELECT 1 FROM unnest($8::text[]) e WHERE NOT qu.choices @> jsonb_build_array(jsonb_build_object('label', e)))
             AS eliminated_ok
      FROM m JOIN practice_questions pq ON pq.practice_id = m.practice_id AND pq.question_id = $5
      JOIN questions qu ON qu.id = pq.question_id
  ), up AS (
    INSERT INTO attempt_answers AS aa (attempt_module_id, question_id, answer, marked, eliminated, annotations, time_spent_seconds, seq, updated_at)
    SELECT q.module_id, $5, $6, $7, $8::text[], COALESCE($9::jsonb, '{"highlights": []}'::jsonb), COALESCE($10::int, 0), $11, $4
      FROM q WHERE q.answer_ok AND q.eliminated_ok
    ON CONFLICT (attempt_module_id, question_id) DO UPDATE
       SET answer = EXCLUDED.answer, marked = EXCLUDED.marked, eliminated = EXCLUDED.eliminated,
           annotations = COALESCE($9::jsonb, aa.annotations),
           time_spent_seconds = GREATEST(aa.time_spent_seconds, EXCLUDED.time_spent_seconds),
           seq = EXCLUDED.seq, updated_at = EXCLUDED.updated_at
     WHERE aa.seq < EXCLUDED.seq
    RETURNING 1
  )
  SELECT EXISTS (SELECT 1 FROM a) AS found, EXISTS (SELECT 1 FROM m) AS open, EXISTS (SELECT 1 FROM q) AS "inModule",
         COALESCE((SELECT answer_ok FROM q), true) AS "answerOk", COALESCE((SELECT eliminated_ok FROM q), true) AS "eliminatedOk",
         EXISTS (SELECT 1 FROM up) AS applied,
         -- The statement's snapshot: the seq saved before this write (the one that won when it was not applied).
         (SELECT s.seq::float8 FROM attempt_answers s JOIN q ON s.attempt_module_id = q.module_id WHERE s.question_id = $5) AS "savedSeq"`;

export interface SaveAnswerWrite {
  answer: string;
  marked: boolean;
  eliminated: string[];
  annotations?: AnnotationsDto;
  timeSpentSeconds?: number;
  seq: number;
}

export interface SaveOutcome {
  found: boolean;
  open: boolean;
  inModule: boolean;
  answerOk: boolean;
  eliminatedOk: boolean;
  applied: boolean;
  savedSeq: number | null;
}

/** A named statement on TypeORM's pg pool: Postgres plans it once per connection. */
export async function saveAnswerRow(
  ds: DataSource,
  reader: Reader,
  attemptId: number,
  questionId: number,
  w: SaveAnswerWrite,
  now: Date,
): Promise<SaveOutcome> {
  const { rows } = await pgPool(ds).query<SaveOutcome>({
    name: 'attempt-save-answer',
    text: SAVE_SQL,
    values: [
      attemptId,
      reader.userId,
      reader.admin,
      now,
      questionId,
      w.answer,
      w.marked,
      w.eliminated,
      w.annotations ? JSON.stringify(w.annotations) : null,
      w.timeSpentSeconds ?? null,
      w.seq,
    ],
  });
  return rows[0];
}
