/** SQL of course_placement_tests and placement_invitations (the tuition module is their only writer), and its reads of their attempts. */
import type { DataSource, EntityManager } from 'typeorm';
import { PLACEMENT_TEST_SECONDS, type CoursePlacementTestDto, type PlacementInvitationDto, type PlacementTestTarget } from '@app/shared';
import type { Caller } from '../../core/access';
import { TEST_TARGETS } from '../../core/test-targets';
import { queryRows } from '../../lib/sql';
import { reachesSql } from './tuition.repository';

type Db = DataSource | EntityManager;

export interface InvitationRow {
  id: number;
  enrollmentId: number;
  enrollmentStudentId: number;
  enrollmentStatus: string;
  userId: number;
  targetType: PlacementTestTarget;
  targetId: number;
  title: string;
  courseTitle: Record<string, string>;
  invitedAt: Date;
  attemptId: number | null;
  attemptStatus: string | null;
  deadlineAt: Date | null;
  finishedAt: Date | null;
  /** The graded score of the finished attempt (results.score, written by grading). */
  score: number | null;
}

/** The title of a placement test's target (practices or practice_sets), for the alias `x` of a row with target_type and target_id. */
const titleSql = (x: string) =>
  `CASE ${x}.target_type WHEN 'practice' THEN (SELECT p.title FROM ${TEST_TARGETS.practice.table} p WHERE p.id = ${x}.target_id)
     WHEN 'fullPractice' THEN (SELECT p.title FROM ${TEST_TARGETS.fullPractice.table} p WHERE p.id = ${x}.target_id) END`;

const INVITATION_SELECT = `
  SELECT i.id, i.enrollment_id AS "enrollmentId", i.enrollment_student_id AS "enrollmentStudentId", e.status AS "enrollmentStatus",
         i.user_id AS "userId", i.target_type AS "targetType", i.target_id AS "targetId", COALESCE(${titleSql('i')}, '') AS title,
         c.title AS "courseTitle", i.invited_at AS "invitedAt", a.id AS "attemptId", a.status AS "attemptStatus", a.deadline_at AS "deadlineAt",
         a.finished_at AS "finishedAt",
         (SELECT r.score FROM results r WHERE r.attempt_id = a.id AND r.status = 'graded') AS score
    FROM placement_invitations i
    JOIN enrollments e ON e.id = i.enrollment_id
    JOIN courses c ON c.id = e.course_id
    LEFT JOIN attempts a ON a.placement_invitation_id = i.id`;

export function placementTestRepository(db: Db) {
  return {
    async reachableCourse(caller: Caller, courseId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, `SELECT c.id FROM courses c WHERE c.id = $1 AND ${reachesSql(caller, '$2')}`, [
        courseId,
        caller.id,
      ]);
      return rows.length > 0;
    },

    async setCourseTest(courseId: number, type: PlacementTestTarget, targetId: number, by: number, now: Date): Promise<void> {
      await queryRows(
        db,
        `INSERT INTO course_placement_tests (course_id, target_type, target_id, set_by, set_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (course_id) DO UPDATE SET target_type = EXCLUDED.target_type, target_id = EXCLUDED.target_id,
                                               set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at`,
        [courseId, type, targetId, by, now],
      );
    },

    async courseTest(courseId: number): Promise<CoursePlacementTestDto | null> {
      const [row] = await queryRows<CoursePlacementTestDto>(
        db,
        `SELECT t.course_id, t.target_type, t.target_id, COALESCE(${titleSql('t')}, '') AS title, ${PLACEMENT_TEST_SECONDS}::int AS total_seconds
           FROM course_placement_tests t WHERE t.course_id = $1`,
        [courseId],
      );
      return row ?? null;
    },

    /** Inserts the student's invitation; false when they have one already (it is kept as it is). */
    async insertInvitation(i: {
      enrollmentId: number;
      studentId: number;
      userId: number;
      targetType: PlacementTestTarget;
      targetId: number;
      by: number;
      now: Date;
    }): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO placement_invitations (enrollment_id, enrollment_student_id, user_id, target_type, target_id, invited_by, invited_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (enrollment_student_id) DO NOTHING RETURNING id`,
        [i.enrollmentId, i.studentId, i.userId, i.targetType, i.targetId, i.by, i.now],
      );
      return rows.length > 0;
    },

    async invitationOfStudent(studentId: number): Promise<InvitationRow | null> {
      const [row] = await queryRows<InvitationRow>(db, `${INVITATION_SELECT} WHERE i.enrollment_student_id = $1`, [studentId]);
      return row ?? null;
    },

    invitationsOfEnrollment: (enrollmentId: number) =>
      queryRows<InvitationRow>(db, `${INVITATION_SELECT} WHERE i.enrollment_id = $1`, [enrollmentId]),

    /** The user's invitation (a deleted enrollment's is gone); `lock` serializes starts of it. */
    async invitationOf(userId: number, id: number, lock = false): Promise<InvitationRow | null> {
      if (lock) {
        const locked = await queryRows<{ id: number }>(db, `SELECT id FROM placement_invitations WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
          id,
          userId,
        ]);
        if (locked.length === 0) return null;
      }
      const [row] = await queryRows<InvitationRow>(db, `${INVITATION_SELECT} WHERE i.id = $1 AND i.user_id = $2 AND e.status <> 'deleted'`, [
        id,
        userId,
      ]);
      return row ?? null;
    },

    /** A running attempt of the same test that is not the invitation's (the runner would answer it instead). */
    async otherRunningAttempt(userId: number, type: PlacementTestTarget, targetId: number, invitationId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        `SELECT id FROM attempts WHERE user_id = $1 AND target_type = $2 AND target_id = $3 AND status IN ('in_progress', 'on_break')
            AND placement_invitation_id IS DISTINCT FROM $4`,
        [userId, type, targetId, invitationId],
      );
      return rows.length > 0;
    },
  };
}

const running = (status: string | null) => status === 'in_progress' || status === 'on_break';

/** An invitation as the arrange screen shows it: its status follows its attempt. */
export const toInvitationDto = (r: InvitationRow): PlacementInvitationDto => ({
  id: r.id,
  enrollment_student_id: r.enrollmentStudentId,
  user_id: r.userId,
  target_type: r.targetType,
  target_id: r.targetId,
  title: r.title,
  invited_at: r.invitedAt.toISOString(),
  status: r.attemptId === null ? 'invited' : running(r.attemptStatus) ? 'in_progress' : 'finished',
  attempt_id: r.attemptId,
  score: r.score,
  finished_at: r.finishedAt ? r.finishedAt.toISOString() : null,
});
