import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A done grading order of a machine-scored test is a teacher's review: comments and a plan, no score
 * (issue 12 item 13: the teacher's number no longer stands beside the automatic one). Done now means
 * completed, with or without a score.
 */
export class GradingReview1764960000000 implements MigrationInterface {
  name = 'GradingReview1764960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE grading_orders
        DROP CONSTRAINT grading_orders_done,
        ADD CONSTRAINT grading_orders_done CHECK ((status = 'done') = (completed_at IS NOT NULL) AND (score IS NULL OR status = 'done'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Fails while reviews (done without a score) exist: there is no score to give them back.
    await q.query(`
      ALTER TABLE grading_orders
        DROP CONSTRAINT grading_orders_done,
        ADD CONSTRAINT grading_orders_done CHECK ((status = 'done') = (completed_at IS NOT NULL AND score IS NOT NULL))`);
  }
}
