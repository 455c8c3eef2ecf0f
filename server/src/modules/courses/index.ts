/**
 * Courses (issue 14, first slice): courses of five types with a join code and join requests, course
 * sessions whose recurring meetings are rows, holidays and make-ups, the calendar, and private lessons a
 * teacher can never be double-booked for. The contract is @app/shared's courses.ts (docs/courses.md).
 */
import type { AppModule } from '../../core/app-module';
import type { EnrollableCourseDto, LocalizedText, PublicCourseSessionDto } from '@app/shared';
import type { Caller } from '../../core/access';
import { loadCourse } from './course-access';
import type { AppContext } from '../../context';
import { buildOpenApi, buildRouter } from '../../lib/route-table';
import { COURSE_SCHEMAS } from './courses.schemas';
import { coursesRoutes } from './courses.routes';
import { coursesService } from './courses.service';
import { lessonLogRoutes } from './lesson-logs.routes';
import { lessonLogsService } from './lesson-logs.service';
import { lessonsService } from './lessons.service';
import { sessionsService } from './sessions.service';
import { templatesRoutes } from './templates.routes';
import { templatesService } from './templates.service';

const routeRows = (ctx: AppContext) => [
  ...coursesRoutes(coursesService(ctx), sessionsService(ctx), lessonsService(ctx)),
  ...templatesRoutes(templatesService(ctx)),
  ...lessonLogRoutes(lessonLogsService(ctx)),
];

/** The rows without a live context: only their paths, methods, roles and docs are read. */
const DOC_CTX = { config: { appUrl: '' } } as unknown as AppContext;

export const coursesModule: AppModule = {
  name: 'courses',
  router: (ctx, { requireAuth }) => buildRouter(routeRows(ctx), requireAuth),
  openapi: buildOpenApi('Courses', routeRows(DOC_CTX), COURSE_SCHEMAS),
};

/**
 * The public site's course page (site module, server-rendered HTML): the next session of the course linked to
 * `slug`, or null. The same answer as GET /api/courses/public/{slug}.
 */
export const publicCourseSession = (ctx: AppContext, slug: string): Promise<PublicCourseSessionDto | null> => coursesService(ctx).publicSession(slug);

/**
 * The courses a family may enroll in (enrollment module, no session): active, not ended, joinable; `ids`
 * narrows the list (is this one still open to enrollment?).
 */
export const enrollableCourses = (ctx: AppContext, ids: number[] | null = null): Promise<EnrollableCourseDto[]> =>
  coursesService(ctx).enrollable(ids);

/** Placement's roster entries (tuition module): the courses a class serves, accepting a placed student under the course lock. */
export { acceptPlacedStudent, coursesOfClass, removePlacedStudent } from './placement-member';
/**
 * The course `courseId` when the caller manages it (404 otherwise): the payroll module's progress reports are
 * written by a course's managers. `title` in the three languages.
 */
export async function managedCourse(
  ctx: AppContext,
  caller: Caller,
  courseId: number,
): Promise<{ id: number; title: LocalizedText; startDate: string | null; endDate: string | null }> {
  const c = await loadCourse(ctx.ds, caller, courseId, { manage: true, now: ctx.clock.now() });
  return { id: c.id, title: c.title, startDate: c.startDate, endDate: c.endDate };
}
