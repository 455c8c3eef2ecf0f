/**
 * Course membership as other modules' access rules ask it (video lessons of a course): an SQL fragment over
 * the courses module's roster, read-only, so a module needs neither the courses module's internals nor its
 * own copy of "who is in the course".
 */

/** Courses the user (SQL expression) has been accepted in, as `SELECT course id`. */
export const acceptedCoursesSql = (user: string): string =>
  `SELECT cm.course_id FROM course_members cm WHERE cm.user_id = ${user} AND cm.response = 'accepted'`;
