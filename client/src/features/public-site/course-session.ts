import type { CourseSession, CourseSlug } from '@app/shared';

/**
 * THE SEAM for the courses back office (issue: courses, server/src/modules/courses). A course page shows the
 * next session's dates, fee and seats left from here when the back office has a session for the course;
 * until that module exists this answers null and the page shows the facts of the site texts
 * (shared/src/site/facts.ts) alone. Plugging in: fetch the course's next open session (by slug) and map it
 * to CourseSession; the page already renders every field of it.
 */
export async function nextCourseSession(slug: CourseSlug): Promise<CourseSession | null> {
  void slug;
  return null;
}
