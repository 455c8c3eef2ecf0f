import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A parent's link to a student stays pending until the student confirms it (by the signed link mailed to
 * them, or the prompt in the app); until then the parent sees nothing of the student. Links made before
 * this rule are kept as confirmed, so existing families are not cut off.
 */
export class ParentLinkConfirmation1764910000001 implements MigrationInterface {
  name = 'ParentLinkConfirmation1764910000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE parent_children ADD COLUMN confirmed_at timestamptz`);
    await q.query(`UPDATE parent_children SET confirmed_at = created_at`);
    await q.query(`CREATE INDEX parent_children_pending_idx ON parent_children (student_id) WHERE confirmed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM parent_children WHERE confirmed_at IS NULL`);
    await q.query(`ALTER TABLE parent_children DROP COLUMN confirmed_at`);
  }
}
