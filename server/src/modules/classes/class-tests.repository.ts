/** SQL of class tests (class_exams, class_exam_students). */
import type { EntityManager } from 'typeorm';

/** A student who became active gets the class's not yet closed tests that were sent to all students. */
export async function assignOpenTests(m: EntityManager, classId: number, userId: number, now: Date): Promise<void> {
  await m.query(
    `INSERT INTO class_exam_students (class_exam_id, user_id)
     SELECT e.id, $2 FROM class_exams e WHERE e.class_id = $1 AND e.all_students AND e.due_at > $3
     ON CONFLICT DO NOTHING`,
    [classId, userId, now],
  );
}
