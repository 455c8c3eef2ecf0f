/** Who reads and handles what users bought: payments and grading orders. */
import { Role } from '@app/shared';
import { hasRole, isAdmin, type Caller } from './roles';

/** A user's own purchase, attempt or order; admins see every user's. */
export const isSelfOrAdmin = (caller: Caller, userId: number): boolean => caller.id === userId || isAdmin(caller);

/** What a grader reads of the queue: every pending order (to choose one) and the ones they claimed; admins everything. */
export const mayReadGradingOrder = (grader: Caller, order: { status: string; teacherId: number | null }): boolean =>
  isAdmin(grader) || order.status === 'pending' || order.teacherId === grader.id;

/** The teacher who claimed the order completes it; admins complete any (and become its grader). */
export const mayCompleteGradingOrder = (grader: Caller, order: { teacherId: number | null }): boolean =>
  isAdmin(grader) || order.teacherId === null || order.teacherId === grader.id;

/**
 * The grading queue shows pending orders with students' answers, so it is open to admins and to teachers
 * an admin has made graders; picking "teacher" at sign-up is not enough. `isGrader` is asked only then.
 */
export const mayWorkGradingQueue = async (caller: Caller, isGrader: () => Promise<boolean>): Promise<boolean> =>
  isAdmin(caller) || (hasRole(caller, Role.Teacher) && (await isGrader()));
