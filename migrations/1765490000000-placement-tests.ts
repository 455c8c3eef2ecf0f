import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The placement test (issue 14, spec section 9: 4.5 hours). Written only by the tuition module, except the two
 * attempts columns, which the runner (attempts module) writes when it creates the attempt (docs/tuition.md).
 *
 * - course_placement_tests: a course's placement test, an existing published practice or full practice marked
 *   by an admin (one per course).
 * - placement_invitations: an enrolled student invited to take it (one per enrollment student), with the
 *   account it was sent to and the test it was sent for (kept when the course's test changes later).
 * - attempts.placement_invitation_id: the attempt taken for an invitation (at most one, so the test is taken
 *   once); attempts.deadline_at: the attempt's total limit (every module and break ends by then).
 */
export class PlacementTests1765490000000 implements MigrationInterface {
  name = 'PlacementTests1765490000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE course_placement_tests (
        course_id integer PRIMARY KEY REFERENCES courses(id) ON DELETE CASCADE,
        target_type text NOT NULL CHECK (target_type IN ('practice', 'fullPractice')),
        target_id integer NOT NULL,
        set_by integer REFERENCES users(id) ON DELETE SET NULL,
        set_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE placement_invitations (
        id serial PRIMARY KEY,
        enrollment_id integer NOT NULL REFERENCES enrollments(id) ON DELETE CASCADE,
        enrollment_student_id integer NOT NULL UNIQUE REFERENCES enrollment_students(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        target_type text NOT NULL CHECK (target_type IN ('practice', 'fullPractice')),
        target_id integer NOT NULL,
        invited_by integer REFERENCES users(id) ON DELETE SET NULL,
        invited_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX placement_invitations_user_idx ON placement_invitations (user_id)`);
    await q.query(`ALTER TABLE attempts ADD COLUMN placement_invitation_id integer REFERENCES placement_invitations(id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE attempts ADD COLUMN deadline_at timestamptz`);
    await q.query(
      `CREATE UNIQUE INDEX attempts_placement_invitation_uq ON attempts (placement_invitation_id) WHERE placement_invitation_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX attempts_placement_invitation_uq`);
    await q.query(`ALTER TABLE attempts DROP COLUMN deadline_at`);
    await q.query(`ALTER TABLE attempts DROP COLUMN placement_invitation_id`);
    await q.query(`DROP TABLE placement_invitations`);
    await q.query(`DROP TABLE course_placement_tests`);
  }
}
