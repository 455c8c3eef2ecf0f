import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Class results reads (issue 13 bench: 200 students x 20 class tests read by 20 teachers at once).
 *
 * The score of a result was computed at every read from its JSON (two subqueries over `sections` per
 * result: 3,600 of each for one class's grid, three quarters of the query's time). It is now a stored
 * generated column: PostgreSQL derives it in the very statement that grades or regrades the row, so the
 * grading module stays the one writer and the score can never disagree with the result. The rule is the
 * one the classes module documented: the total (400-1600); else, with one section, its scaled score
 * (200-800); else the percent correct. `score_kind` says which.
 *
 * The class-test attempts index covers what the grid reads of an attempt (its id, status and finish), and
 * a partial index of graded results covers their score, so a class's grid (3,600 attempts and their
 * scores) is read from indexes alone instead of from the tables' pages.
 */
export class ClassResultsReads1764970000000 implements MigrationInterface {
  name = 'ClassResultsReads1764970000000';

  async up(q: QueryRunner): Promise<void> {
    const oneSection = `jsonb_array_length(sections) = 1 AND sections->0->>'scaled' IS NOT NULL`;
    const answered = `correct_count + wrong_count + omitted_count`;
    await q.query(`
      ALTER TABLE results
        ADD COLUMN score integer GENERATED ALWAYS AS (
          CASE WHEN status <> 'graded' THEN NULL
               WHEN total IS NOT NULL THEN total
               WHEN ${oneSection} THEN (sections->0->>'scaled')::int
               WHEN ${answered} > 0 THEN round(100.0 * correct_count / (${answered}))::int END) STORED,
        ADD COLUMN score_kind text GENERATED ALWAYS AS (
          CASE WHEN status <> 'graded' THEN NULL
               WHEN total IS NOT NULL THEN 'total'
               WHEN ${oneSection} THEN 'section'
               ELSE 'percent' END) STORED`);
    await q.query(`DROP INDEX attempts_class_exam_idx`);
    await q.query(
      `CREATE INDEX attempts_class_exam_idx ON attempts (class_exam_id, user_id) INCLUDE (id, status, finished_at) WHERE class_exam_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX results_graded_score_idx ON results (attempt_id) INCLUDE (score) WHERE status = 'graded'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX results_graded_score_idx`);
    await q.query(`DROP INDEX attempts_class_exam_idx`);
    await q.query(`CREATE INDEX attempts_class_exam_idx ON attempts (class_exam_id, user_id) WHERE class_exam_id IS NOT NULL`);
    await q.query(`ALTER TABLE results DROP COLUMN score_kind, DROP COLUMN score`);
  }
}
