/**
 * A seat taken by placement (the tuition module's arrange screen): an admin puts an enrolled student into a
 * class. The class row is locked before the seats are counted, exactly as a join or an approval does, so two
 * admins placing the last seat at once are one seat and one 409 class_full. This module stays the only writer
 * of class_students.
 */
import type { EntityManager } from 'typeorm';
import { classConflict } from './class-access';
import { classesRepository } from './classes.repository';
import { assignOpenTests } from './class-tests.repository';

export type PlacementSeat = 'taken' | 'already_active';

/**
 * In the caller's transaction: locks the class, refuses an archived or full class (409 class_archived,
 * class_full), then adds the student as active (a pending request becomes active). A student already active
 * keeps their seat ('already_active', nothing counted twice). The class's open tests are assigned to them.
 */
export async function takePlacementSeat(m: EntityManager, classId: number, userId: number, now: Date): Promise<PlacementSeat> {
  const [c] = (await m.query(`SELECT id, capacity, archived_at AS "archivedAt" FROM classes WHERE id = $1 FOR UPDATE`, [classId])) as {
    id: number;
    capacity: number;
    archivedAt: Date | null;
  }[];
  if (!c) throw new Error(`takePlacementSeat: class ${classId} is gone`);
  if (c.archivedAt) throw classConflict('class_archived');
  const repo = classesRepository(m);
  const status = await repo.membership(classId, userId);
  if (status === 'active') return 'already_active';
  if (status === 'teacher') throw classConflict('already_member');
  if ((await repo.activeCount(classId)) >= c.capacity) throw classConflict('class_full');
  if (status === 'pending') await repo.activateStudent(classId, userId);
  else await repo.addStudent(classId, userId, 'active', now);
  await assignOpenTests(m, classId, userId, now);
  return 'taken';
}

/** Undoes a placement's seat: the student leaves the class (their attempts stay). */
export async function releasePlacementSeat(m: EntityManager, classId: number, userId: number): Promise<void> {
  await classesRepository(m).removeStudent(classId, userId);
}
