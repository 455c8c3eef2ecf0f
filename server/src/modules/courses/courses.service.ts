/**
 * Courses and their join requests. A join and an answer lock the course row, so the seats they count are
 * the seats they write against: two accepts racing for the last seat are one accept and one 409 course_full.
 * Every change is in the activity log, written in the change's transaction.
 */
import type { EntityManager } from 'typeorm';
import {
  ActivityAction,
  COURSE_PAGES,
  isCourseSlug,
  JOINABLE_STATES,
  type CourseAnswer,
  type CourseDetailDto,
  type CourseInput,
  type CoursePatch,
  type CourseRequestDto,
  type CourseSummaryDto,
  type EnrollableCourseDto,
  type JoinCourseResponse,
  type LocalizedText,
  type MyCoursesDto,
  type PublicCourseSessionDto,
} from '@app/shared';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql';
import { isAdmin, type Caller } from '../../core/access';
import { recordActivity } from '../activity-log';
import { courseConflict, loadCourse } from './course-access';
import { sendCourseMail } from './courses-mail';
import { courseState, courseToday, toCourseDetail, toCourseRequest, toCourseSummary, toEnrollableCourse, toPublicSession } from './courses.mapper';
import { coursesRepository, newCourseCode, PUBLIC_PAGE_INDEX, type CourseRow } from './courses.repository';

/** Cross-field rules of a whole course (after a PATCH is merged): 422 per field. */
function checkCourse(c: Pick<CourseInput, 'title' | 'start_date' | 'end_date'>): void {
  const errors: Record<string, string> = {};
  if (!Object.values(c.title).some((s) => s.trim())) errors.title = 'coursesApi.validation.titleRequired';
  if (c.start_date && c.end_date && c.end_date < c.start_date) errors.end_date = 'coursesApi.validation.endDate';
  if (Object.keys(errors).length) throw fieldError(errors);
}

/** The three languages, blanks trimmed; a PATCH may send only some of them. */
const texts = (next: Partial<LocalizedText> | undefined, prev: LocalizedText): LocalizedText => ({
  'en-US': (next?.['en-US'] ?? prev['en-US']).trim(),
  'zh-CN': (next?.['zh-CN'] ?? prev['zh-CN']).trim(),
  'zh-TW': (next?.['zh-TW'] ?? prev['zh-TW']).trim(),
});
const pageTaken = () => fieldError({ public_page: 'coursesApi.validation.publicPageTaken' });
const isPageIndexViolation = (err: unknown) => isUniqueViolation(err) && (err as { constraint?: string }).constraint === PUBLIC_PAGE_INDEX;

/** An active course may take a public page only when no other active course has it (the index backs this up). */
async function checkPublicPage(repo: ReturnType<typeof coursesRepository>, c: Pick<CourseInput, 'active' | 'public_page'>, id: number | null) {
  if (c.active && c.public_page && (await repo.pageTaken(c.public_page, id))) throw pageTaken();
}

const EMPTY: LocalizedText = { 'en-US': '', 'zh-CN': '', 'zh-TW': '' };

const inputOf = (c: CourseRow): CourseInput => ({
  type: c.type,
  title: c.title,
  description: c.description,
  fee: c.fee,
  currency: c.currency,
  capacity: c.capacity,
  active: c.active,
  start_date: c.startDate,
  end_date: c.endDate,
  public_page: c.publicPage,
});

/** The fields that differ, as { field: [before, after] }, for the activity log. */
function changes(before: CourseInput & { ended: boolean }, after: CourseInput & { ended: boolean }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(after) as (keyof typeof after)[])
    if (JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null)) out[k] = [before[k] ?? null, after[k] ?? null];
  return out;
}

export function coursesService(ctx: AppContext) {
  const { ds, clock } = ctx;
  const detailOf = async (m: EntityManager | typeof ds, caller: Caller, id: number): Promise<CourseDetailDto> => {
    const now = clock.now();
    return toCourseDetail(await loadCourse(m, caller, id, { now }), now);
  };

  return {
    detail: (caller: Caller, id: number) => detailOf(ds, caller, id),

    async managed(caller: Caller): Promise<CourseSummaryDto[]> {
      const now = clock.now();
      return (await coursesRepository(ds).managed(caller, now)).map((c) => toCourseSummary(c, now));
    },

    /** The student's page: their requests (any answer) and the courses still open to a request. */
    async mine(caller: Caller): Promise<MyCoursesDto> {
      const now = clock.now();
      const repo = coursesRepository(ds);
      const [mine, open] = await Promise.all([repo.joined(caller, now), repo.open(caller, now)]);
      return {
        mine: mine.map((c) => toCourseSummary(c, now)),
        open: open.filter((c) => JOINABLE_STATES.includes(courseState(c, now))).map((c) => toCourseSummary(c, now)),
      };
    },

    /** A public course page's next session (no session needed); null when the page has none or is unknown. */
    async publicSession(slug: string): Promise<PublicCourseSessionDto | null> {
      if (!isCourseSlug(slug)) return null;
      const now = clock.now();
      const row = await coursesRepository(ds).nextPublicSession(slug, courseToday(now), now);
      return row && toPublicSession(slug, row);
    },

    /** Courses a family may enroll in (no session): active, not ended, joinable (the enrollment form's list). */
    async enrollable(ids: number[] | null = null): Promise<EnrollableCourseDto[]> {
      const now = clock.now();
      const rows = await coursesRepository(ds).enrollable(now, ids);
      return rows.filter((c) => JOINABLE_STATES.includes(courseState(c, now))).map(toEnrollableCourse);
    },

    async create(caller: Caller, input: CourseInput): Promise<CourseDetailDto> {
      const course = {
        ...input,
        title: texts(input.title, EMPTY),
        description: texts(input.description, EMPTY),
        active: input.active ?? true,
        public_page: input.public_page ?? null,
      };
      checkCourse(course);
      return ds.transaction(async (m) => {
        const repo = coursesRepository(m);
        await checkPublicPage(repo, course, null);
        // Admins' courses are the provider's own; a teacher's or company-admin's belongs to their company.
        const companyId = isAdmin(caller) ? null : await repo.companyOf(caller.id);
        let id = 0;
        for (let i = 0; !id; i++) {
          try {
            await m.query('SAVEPOINT course_code');
            id = await repo.insert(caller.id, companyId, course, newCourseCode());
          } catch (err) {
            await m.query('ROLLBACK TO SAVEPOINT course_code');
            if (isPageIndexViolation(err)) throw pageTaken();
            if (!isUniqueViolation(err) || i >= 5) throw err;
          }
        }
        await recordActivity(m, { actorId: caller.id, action: ActivityAction.CourseCreate, details: { course_id: id, ...course } });
        return detailOf(m, caller, id);
      });
    },

    async update(caller: Caller, id: number, patch: CoursePatch): Promise<CourseDetailDto> {
      return ds.transaction(async (m) => {
        const now = clock.now();
        const c = await loadCourse(m, caller, id, { manage: true, lock: true, now });
        const has = (k: keyof CoursePatch) => Object.prototype.hasOwnProperty.call(patch, k);
        const before = inputOf(c);
        const next: CourseInput = {
          type: patch.type ?? c.type,
          title: texts(patch.title, c.title),
          description: texts(patch.description, c.description),
          fee: patch.fee ?? c.fee,
          currency: patch.currency ?? c.currency,
          capacity: patch.capacity ?? c.capacity,
          active: patch.active ?? c.active,
          start_date: has('start_date') ? (patch.start_date ?? null) : c.startDate,
          end_date: has('end_date') ? (patch.end_date ?? null) : c.endDate,
          public_page: has('public_page') ? (patch.public_page ?? null) : c.publicPage,
        };
        checkCourse(next);
        await checkPublicPage(coursesRepository(m), next, c.id);
        if (next.capacity < c.acceptedCount) throw fieldError({ capacity: 'coursesApi.validation.capacityBelowRoster' });
        const endedAt = patch.ended === undefined ? c.endedAt : patch.ended ? (c.endedAt ?? now) : null;
        // Two managers linking the same page at once: the index refuses the second.
        await coursesRepository(m)
          .update(c.id, { ...next, endedAt }, now)
          .catch((err: unknown) => {
            throw isPageIndexViolation(err) ? pageTaken() : err;
          });
        const diff = changes({ ...before, ended: c.endedAt !== null }, { ...next, ended: endedAt !== null });
        if (Object.keys(diff).length)
          await recordActivity(m, { actorId: caller.id, action: ActivityAction.CourseUpdate, details: { course_id: c.id, changes: diff } });
        return detailOf(m, caller, c.id);
      });
    },

    /** A student asks to join with the course's code; the course's admin answers. */
    async join(caller: Caller, code: string): Promise<JoinCourseResponse> {
      return ds.transaction(async (m) => {
        const repo = coursesRepository(m);
        const id = await repo.byCode(code.trim().toUpperCase());
        if (!id) throw fieldError({ code: 'coursesApi.validation.codeUnknown' });
        const now = clock.now();
        const c = (await repo.one(caller, id, now, true))!;
        if (!c.active) throw courseConflict('course_inactive');
        if (!JOINABLE_STATES.includes(courseState(c, now))) throw courseConflict('course_closed');
        const was = await repo.member(c.id, caller.id);
        if (was === 'accepted') throw courseConflict('already_member');
        if (was === 'no_reply') throw courseConflict('already_requested');
        if (c.acceptedCount >= c.capacity) throw courseConflict('course_full');
        await repo.request(c.id, caller.id, now);
        return { course_id: c.id, response: 'no_reply' };
      });
    },

    async requests(caller: Caller, id: number): Promise<CourseRequestDto[]> {
      const c = await loadCourse(ds, caller, id, { manage: true, now: clock.now() });
      return (await coursesRepository(ds).requests(c.id)).map(toCourseRequest);
    },

    /** The course's admin accepts or rejects a request; the student is told by e-mail in their language. */
    async answer(caller: Caller, id: number, userId: number, response: CourseAnswer): Promise<CourseRequestDto> {
      const { course, student } = await ds.transaction(async (m) => {
        const now = clock.now();
        const c = await loadCourse(m, caller, id, { manage: true, lock: true, now });
        const repo = coursesRepository(m);
        const was = await repo.member(c.id, userId);
        if (!was) throw notFound();
        if (response === 'accepted' && was !== 'accepted' && c.acceptedCount >= c.capacity) throw courseConflict('course_full');
        await repo.answer(c.id, userId, response, caller.id, now);
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.CourseRequestAnswer,
          targetUserId: userId,
          details: { course_id: c.id, from: was, to: response },
        });
        const row = (await repo.requests(c.id)).find((r) => r.id === userId)!;
        return { course: c, student: row };
      });
      await sendCourseMail(ctx.queue, student, response, { title: course.title, link: `${ctx.config.appUrl}${COURSE_PAGES.detail(course.id)}` });
      return toCourseRequest(student);
    },
  };
}
export type CoursesService = ReturnType<typeof coursesService>;
