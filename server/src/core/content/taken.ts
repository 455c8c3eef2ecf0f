/**
 * Taken content is locked: what somebody has taken keeps its parts. A question is a part of every
 * practice holding it, so it cannot be deleted once one of them is taken (its question count and order
 * would change under the attempts and results that name it).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../lib/sql';

/** Whether a practice somebody has taken contains the question. */
export async function questionIsTaken(db: DataSource | EntityManager, questionId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    `SELECT 1 FROM practice_questions pq JOIN practices p ON p.id = pq.practice_id
      WHERE pq.question_id = $1 AND p.first_taken_at IS NOT NULL LIMIT 1`,
    [questionId],
  );
  return rows.length > 0;
}
