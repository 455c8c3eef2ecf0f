import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reload is not a leave: the test page says when it goes away (another page, a closed tab, a hidden
 * tab), and a leave is counted only when it stays away longer than the grace period (LEAVE_GRACE_SECONDS).
 * `away_since` holds the moment it went; it is cleared when the page is back or the attempt ends.
 */
export class AttemptAway1764920000000 implements MigrationInterface {
  name = 'AttemptAway1764920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE attempts ADD COLUMN away_since timestamptz NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE attempts DROP COLUMN away_since`);
  }
}
