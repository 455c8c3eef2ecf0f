import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The grading queue (pending orders with students' answers) is open to admins and to the teachers an admin
 * has made graders, not to every account that picked "teacher" at sign-up. Teachers who have already
 * claimed an order keep their place in the queue.
 */
export class Graders1764910000000 implements MigrationInterface {
  name = 'Graders1764910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE graders (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        granted_by integer REFERENCES users(id) ON DELETE SET NULL,
        granted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO graders (user_id) SELECT DISTINCT teacher_id FROM grading_orders WHERE teacher_id IS NOT NULL ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE graders`);
  }
}
