import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14 (placement): the banner's notifications may be addressed to one user. A placed student and their
 * parent see "you have been placed in class X" in the app, through the same banner and GET /notifications that
 * carries the site-wide notices; the admins' banner list keeps showing only the site-wide ones (user_id NULL).
 */
export class PersonalNotices1765410000000 implements MigrationInterface {
  name = 'PersonalNotices1765410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications ADD COLUMN user_id integer REFERENCES users(id) ON DELETE CASCADE`);
    await q.query(`CREATE INDEX notifications_user_idx ON notifications (user_id, ends_at) WHERE user_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notifications_user_idx`);
    await q.query(`ALTER TABLE notifications DROP COLUMN user_id`);
  }
}
