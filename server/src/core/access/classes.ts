/**
 * Class membership as the access rules of other modules ask it (flashcards shared with a class, quizzes
 * assigned to it): SQL fragments over the classes module's tables, read-only, so a module needs neither
 * the classes module's internals nor its own copy of "who teaches" and "who is in".
 */

/** Classes the user (SQL expression) owns or co-teaches, as `SELECT class id`. */
export const taughtClassesSql = (user: string): string =>
  `SELECT c.id FROM classes c WHERE c.owner_id = ${user} UNION SELECT ct.class_id FROM class_teachers ct WHERE ct.user_id = ${user}`;

/** Classes the user (SQL expression) is an active student of (a pending or removed student is not). */
export const studentClassesSql = (user: string): string =>
  `SELECT cs.class_id FROM class_students cs WHERE cs.user_id = ${user} AND cs.status = 'active'`;
