/**
 * Placement's roster entry (the tuition module): a student placed into a class that belongs to a course
 * session is an accepted member of that course. The course row is locked and the accepted students counted
 * under it, as answering a request does (409 course_full). This module stays the only writer of course_members.
 */
import type { EntityManager } from 'typeorm';
import { courseConflict } from './course-access';

/** The courses whose sessions use the class (placement fills their rosters too), in id order. */
export async function coursesOfClass(m: EntityManager, classId: number): Promise<{ id: number; title: Record<string, string> }[]> {
  return m.query(`SELECT DISTINCT c.id, c.title FROM course_sessions s JOIN courses c ON c.id = s.course_id WHERE s.class_id = $1 ORDER BY c.id`, [
    classId,
  ]);
}

/**
 * In the caller's transaction: the student becomes an accepted member of the course (a request of theirs,
 * answered or not, is accepted). Already accepted: nothing changes. Full: 409 course_full.
 */
export async function acceptPlacedStudent(
  m: EntityManager,
  courseId: number,
  userId: number,
  by: number,
  now: Date,
): Promise<'accepted' | 'already'> {
  const [c] = (await m.query(`SELECT capacity FROM courses WHERE id = $1 FOR UPDATE`, [courseId])) as { capacity: number }[];
  if (!c) throw new Error(`acceptPlacedStudent: course ${courseId} is gone`);
  const [row] = (await m.query(
    `SELECT (SELECT response FROM course_members WHERE course_id = $1 AND user_id = $2) AS response,
            (SELECT count(*)::int FROM course_members WHERE course_id = $1 AND response = 'accepted') AS accepted`,
    [courseId, userId],
  )) as { response: string | null; accepted: number }[];
  if (row.response === 'accepted') return 'already';
  if (row.accepted >= c.capacity) throw courseConflict('course_full');
  await m.query(
    `INSERT INTO course_members (course_id, user_id, response, requested_at, answered_at, answered_by) VALUES ($1, $2, 'accepted', $3, $3, $4)
     ON CONFLICT (course_id, user_id) DO UPDATE SET response = 'accepted', answered_at = $3, answered_by = $4`,
    [courseId, userId, now, by],
  );
  return 'accepted';
}

/** Undoes placement's roster entry: the member row goes (only when placement made it accepted). */
export async function removePlacedStudent(m: EntityManager, courseId: number, userId: number): Promise<void> {
  await m.query(`DELETE FROM course_members WHERE course_id = $1 AND user_id = $2 AND response = 'accepted'`, [courseId, userId]);
}
