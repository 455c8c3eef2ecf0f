import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fulfilment of grading orders (spec section 4: "then pending teacher grading"). The wallet's order row
 * carries the whole life of an order, so the queue is one indexed scan and a claim is one conditional
 * UPDATE: pending -> in_review (a teacher assigned) -> done (score and comments written).
 * The wallet's unused 'graded' status becomes 'done'.
 */
export class TeacherGrading1764700000000 implements MigrationInterface {
  name = 'TeacherGrading1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE grading_orders DROP CONSTRAINT grading_orders_status_check`);
    await q.query(`UPDATE grading_orders SET status = 'done' WHERE status = 'graded'`);
    await q.query(`
      ALTER TABLE grading_orders
        ADD CONSTRAINT grading_orders_status_check CHECK (status IN ('pending', 'in_review', 'done', 'cancelled')),
        ADD COLUMN teacher_id integer REFERENCES users(id) ON DELETE RESTRICT,
        ADD COLUMN claimed_at timestamptz,
        ADD COLUMN completed_at timestamptz,
        ADD COLUMN score integer,
        ADD COLUMN comments text,
        -- [{question_id, comment}], VIP only; the API bounds it (50 entries).
        ADD COLUMN question_comments jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(question_comments) = 'array'),
        -- Claimed orders have their teacher; done ones their feedback, and only they.
        ADD CONSTRAINT grading_orders_claimed CHECK ((status IN ('in_review', 'done')) = (teacher_id IS NOT NULL AND claimed_at IS NOT NULL)
                                                     OR status = 'cancelled'),
        ADD CONSTRAINT grading_orders_done CHECK ((status = 'done') = (completed_at IS NOT NULL AND score IS NOT NULL))`);
    // The queue: pro's orders first, then the oldest, per status.
    await q.query(`CREATE INDEX grading_orders_queue_idx ON grading_orders (status, priority DESC, created_at, id)`);
    // A teacher's own claimed and finished orders.
    await q.query(`CREATE INDEX grading_orders_teacher_idx ON grading_orders (teacher_id, status, created_at) WHERE teacher_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX grading_orders_teacher_idx`);
    await q.query(`DROP INDEX grading_orders_queue_idx`);
    await q.query(`
      ALTER TABLE grading_orders
        DROP CONSTRAINT grading_orders_done,
        DROP CONSTRAINT grading_orders_claimed,
        DROP COLUMN question_comments,
        DROP COLUMN comments,
        DROP COLUMN score,
        DROP COLUMN completed_at,
        DROP COLUMN claimed_at,
        DROP COLUMN teacher_id,
        DROP CONSTRAINT grading_orders_status_check`);
    await q.query(`UPDATE grading_orders SET status = 'graded' WHERE status = 'done'`);
    await q.query(`UPDATE grading_orders SET status = 'pending' WHERE status = 'in_review'`);
    await q.query(`ALTER TABLE grading_orders ADD CONSTRAINT grading_orders_status_check CHECK (status IN ('pending', 'graded', 'cancelled'))`);
  }
}
