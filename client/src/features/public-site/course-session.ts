import { coursePath, toCourseSession, type CourseSession, type CourseSlug, type PublicCourseSessionDto } from '@app/shared';
import { ApiError } from '../../lib/api-error';
import type { ApiClient } from '../../lib/api-client';

/**
 * The seam to the courses back office: the next session of the active course an admin linked to this page
 * (GET /api/courses/public/{slug}, no session needed). Null when there is none (404) or the call fails: the
 * page then shows the facts of the site texts (shared/src/site/facts.ts) alone, so it never breaks on this.
 */
export async function nextCourseSession(api: ApiClient, slug: CourseSlug): Promise<CourseSession | null> {
  try {
    const dto = await api.get<PublicCourseSessionDto>(coursePath('publicSession', { slug }), { background: true, ignoreUnauthorized: true });
    return toCourseSession(dto);
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}
