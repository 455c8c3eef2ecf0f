/** Rows to the shared DTOs; the state is derived here, at the request's clock. */
import {
  DEFAULT_COURSE_TIME_ZONE,
  deriveCourseState,
  type CourseDetailDto,
  type CourseRequestDto,
  type CourseSlug,
  type CourseSummaryDto,
  type EnrollableCourseDto,
  type PublicCourseSessionDto,
  type UserRefDto,
} from '@app/shared';
import { iso, localDateTime } from '../../lib/dates';
import type { CourseRequestRow, CourseRow, PublicSessionRow } from './courses.repository';

export const userRef = (u: { id: number; username: string; firstName: string | null; lastName: string | null }): UserRefDto => ({
  id: u.id,
  username: u.username,
  first_name: u.firstName ?? '',
  last_name: u.lastName ?? '',
});

/** Course dates are calendar days of the provider's zone (spec section 9: GMT+8). */
export const courseToday = (now: Date): string => localDateTime(now, DEFAULT_COURSE_TIME_ZONE).slice(0, 10);

export const courseState = (c: CourseRow, now: Date) => deriveCourseState(c, now, courseToday(now));

export function toCourseSummary(c: CourseRow, now: Date): CourseSummaryDto {
  return {
    id: c.id,
    type: c.type,
    title: c.title,
    fee: c.fee,
    currency: c.currency,
    capacity: c.capacity,
    active: c.active,
    state: courseState(c, now),
    start_date: c.startDate,
    end_date: c.endDate,
    first_meeting_at: iso(c.firstMeetingAt),
    last_meeting_at: iso(c.lastMeetingAt),
    next_meeting_at: iso(c.nextMeetingAt),
    accepted_count: c.acceptedCount,
    pending_count: c.pendingCount,
    owner: userRef({ id: c.ownerId, username: c.ownerUsername, firstName: c.ownerFirstName, lastName: c.ownerLastName }),
    company_id: c.companyId,
    standing: c.standing,
    public_page: c.publicPage,
  };
}

export function toCourseDetail(c: CourseRow, now: Date): CourseDetailDto {
  return {
    ...toCourseSummary(c, now),
    description: c.description,
    ended_at: iso(c.endedAt),
    join_code: c.standing === 'manager' ? c.joinCode : null,
    created_at: iso(c.createdAt)!,
  };
}

/** What the enrollment form shows of a course a family may choose. */
export const toEnrollableCourse = (c: CourseRow): EnrollableCourseDto => ({
  id: c.id,
  type: c.type,
  title: c.title,
  fee: c.fee,
  currency: c.currency,
  start_date: c.startDate,
  end_date: c.endDate,
  public_page: c.publicPage,
});

export const toCourseRequest = (r: CourseRequestRow): CourseRequestDto => ({
  user: { ...userRef(r), email: r.email },
  response: r.response,
  requested_at: iso(r.requestedAt)!,
  answered_at: iso(r.answeredAt),
});

/** A visitor's view of a session: the session's fee, else the course's (0 for both: ask us); seats never below 0. */
export const toPublicSession = (slug: CourseSlug, r: PublicSessionRow): PublicCourseSessionDto => ({
  slug,
  start_date: r.startDate,
  end_date: r.endDate,
  schedule: {
    mode: r.mode,
    time_from: r.timeFrom,
    time_to: r.timeTo,
    time_zone: r.timeZone,
    weekdays: r.repeat?.freq === 'weekly' ? r.repeat.weekdays : [],
    freq: r.repeat?.freq ?? null,
    meetings: r.meetings,
  },
  fee: r.sessionFee > 0 ? r.sessionFee : r.courseFee > 0 ? r.courseFee : null,
  currency: r.currency,
  seats_left: Math.max(0, r.capacity - r.accepted),
});
