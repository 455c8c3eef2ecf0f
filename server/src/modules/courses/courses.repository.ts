/** SQL of courses and course_members (the courses module is their only writer). */
import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { CLASS_CODE_ALPHABET, COURSE_CODE_LENGTH } from '@app/shared';
import type {
  CourseCurrency,
  CourseInput,
  CourseMode,
  CourseResponse,
  CourseSlug,
  CourseStanding,
  CourseType,
  LocalizedText,
  RepeatRuleDto,
} from '@app/shared';
import { queryRows } from '../../lib/sql';
import type { Caller } from '../../core/access';
import { managesSql, standingSql } from './course-access';

export interface CourseRow {
  id: number;
  type: CourseType;
  ownerId: number;
  ownerUsername: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  companyId: number | null;
  title: LocalizedText;
  description: LocalizedText;
  fee: number;
  currency: CourseCurrency;
  capacity: number;
  active: boolean;
  startDate: string | null;
  endDate: string | null;
  publicPage: CourseSlug | null;
  joinCode: string;
  endedAt: Date | null;
  createdAt: Date;
  standing: CourseStanding;
  acceptedCount: number;
  pendingCount: number;
  /** Meetings not cancelled, and their bounds; anyEnd counts cancelled ones too (the state's input). */
  scheduledCount: number;
  firstMeetingAt: Date | null;
  lastMeetingAt: Date | null;
  lastMeetingEnd: Date | null;
  nextMeetingAt: Date | null;
  anyMeetingEnd: Date | null;
}

/** The next session of a public page's course: only what a visitor may see. */
export interface PublicSessionRow {
  startDate: string;
  endDate: string;
  mode: CourseMode;
  timeFrom: string;
  timeTo: string;
  timeZone: string;
  repeat: RepeatRuleDto | null;
  meetings: number;
  sessionFee: number;
  courseFee: number;
  currency: CourseCurrency;
  capacity: number;
  accepted: number;
}

/** The partial unique index of migration 1765300000000: one active course per public page. */
export const PUBLIC_PAGE_INDEX = 'courses_public_page_active';

export interface CourseRequestRow {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  lang: string;
  product: string;
  response: CourseResponse;
  requestedAt: Date;
  answeredAt: Date | null;
}

/** Nobody: a visitor without a session manages nothing and asked for nothing. */
const VISITOR: Caller = { id: 0, roles: [] };

/** $1 the caller, $2 now. */
const select = (caller: Caller) => `
  SELECT c.id, c.type, c.owner_id AS "ownerId", o.username AS "ownerUsername", o.first_name AS "ownerFirstName",
         o.last_name AS "ownerLastName", c.company_id AS "companyId", c.title, c.description, c.fee, c.currency, c.capacity,
         c.active, to_char(c.start_date, 'YYYY-MM-DD') AS "startDate", to_char(c.end_date, 'YYYY-MM-DD') AS "endDate",
         c.public_page AS "publicPage", c.join_code AS "joinCode", c.ended_at AS "endedAt", c.created_at AS "createdAt", ${standingSql(caller, '$1')} AS standing,
         mb.accepted AS "acceptedCount", mb.pending AS "pendingCount", mt.scheduled AS "scheduledCount", mt.first AS "firstMeetingAt",
         mt.last AS "lastMeetingAt", mt.last_end AS "lastMeetingEnd", mt.next AS "nextMeetingAt", mt.any_end AS "anyMeetingEnd"
    FROM courses c
    JOIN users o ON o.id = c.owner_id
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE m.response = 'accepted')::int AS accepted, count(*) FILTER (WHERE m.response = 'no_reply')::int AS pending
        FROM course_members m WHERE m.course_id = c.id) mb
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE cm.cancelled_at IS NULL)::int AS scheduled,
             min(cm.starts_at) FILTER (WHERE cm.cancelled_at IS NULL) AS first,
             max(cm.starts_at) FILTER (WHERE cm.cancelled_at IS NULL) AS last,
             max(cm.ends_at) FILTER (WHERE cm.cancelled_at IS NULL) AS last_end,
             min(cm.starts_at) FILTER (WHERE cm.cancelled_at IS NULL AND cm.starts_at >= $2) AS next,
             max(cm.ends_at) AS any_end
        FROM course_meetings cm WHERE cm.course_id = c.id) mt`;

export function coursesRepository(db: DataSource | EntityManager) {
  return {
    async one(caller: Caller, id: number, now: Date, lock: boolean): Promise<CourseRow | null> {
      if (lock) await db.query(`SELECT 1 FROM courses WHERE id = $1 FOR UPDATE`, [id]);
      const [row] = await queryRows<CourseRow>(db, `${select(caller)} WHERE c.id = $3`, [caller.id, now, id]);
      return row ?? null;
    },

    /** Courses the caller manages, newest first. */
    managed: (caller: Caller, now: Date) =>
      queryRows<CourseRow>(db, `${select(caller)} WHERE ${managesSql(caller, '$1')} ORDER BY c.created_at DESC, c.id DESC`, [caller.id, now]),

    /** Courses the caller asked to join, newest request first. */
    joined: (caller: Caller, now: Date) =>
      queryRows<CourseRow>(
        db,
        `${select(caller)} JOIN course_members me ON me.course_id = c.id AND me.user_id = $1 ORDER BY me.requested_at DESC, c.id DESC`,
        [caller.id, now],
      ),

    /** Active courses not ended that the caller has not asked to join (the service keeps the joinable states). */
    open: (caller: Caller, now: Date) =>
      queryRows<CourseRow>(
        db,
        `${select(caller)} WHERE c.active AND c.ended_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM course_members x WHERE x.course_id = c.id AND x.user_id = $1)
         ORDER BY c.created_at DESC, c.id DESC LIMIT 200`,
        [caller.id, now],
      ),

    /**
     * Active courses not ended, for a visitor (no session: the enrollment form's course list); the service
     * keeps the joinable states. `ids` narrows it to some courses.
     */
    enrollable: (now: Date, ids: number[] | null) =>
      queryRows<CourseRow>(
        db,
        `${select(VISITOR)} WHERE c.active AND (c.ended_at IS NULL OR c.ended_at > $2) AND ($3::int[] IS NULL OR c.id = ANY($3::int[]))
         ORDER BY c.start_date NULLS LAST, c.created_at DESC, c.id DESC LIMIT 200`,
        [VISITOR.id, now, ids],
      ),

    /** Another active course linked to `page` (the index refuses a second; this names the field first). */
    async pageTaken(page: string, exceptId: number | null): Promise<boolean> {
      const rows = await queryRows(db, `SELECT 1 FROM courses WHERE active AND public_page = $1 AND id IS DISTINCT FROM $2`, [page, exceptId]);
      return rows.length > 0;
    },

    /**
     * The next session of the active, not ended course linked to `page`: the first session whose first day is
     * `today` (GMT+8) or later and that still has a meeting planned (so a fully cancelled one is not offered).
     * Seats are the course's (capacity is per course), counted here so the page needs no second read.
     */
    async nextPublicSession(page: string, today: string, now: Date): Promise<PublicSessionRow | null> {
      const [row] = await queryRows<PublicSessionRow>(
        db,
        `SELECT to_char(s.start_date, 'YYYY-MM-DD') AS "startDate",
                to_char(coalesce(s.end_date, mt.last_day, s.start_date), 'YYYY-MM-DD') AS "endDate",
                s.mode, to_char(s.time_from, 'HH24:MI') AS "timeFrom", to_char(s.time_to, 'HH24:MI') AS "timeTo",
                s.time_zone AS "timeZone", s.repeat, mt.meetings, s.fee AS "sessionFee", c.fee AS "courseFee", c.currency, c.capacity,
                (SELECT count(*)::int FROM course_members m WHERE m.course_id = c.id AND m.response = 'accepted') AS accepted
           FROM courses c
           JOIN course_sessions s ON s.course_id = c.id
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS meetings, max((cm.starts_at AT TIME ZONE s.time_zone)::date) AS last_day
               FROM course_meetings cm WHERE cm.session_id = s.id AND cm.cancelled_at IS NULL) mt
          WHERE c.public_page = $1 AND c.active AND (c.ended_at IS NULL OR c.ended_at > $3)
            AND s.start_date >= $2::date AND mt.meetings > 0
          ORDER BY s.start_date, s.time_from, s.id
          LIMIT 1`,
        [page, today, now],
      );
      return row ?? null;
    },

    async byCode(code: string): Promise<number | null> {
      const [row] = await queryRows<{ id: number }>(db, `SELECT id FROM courses WHERE join_code = $1`, [code]);
      return row?.id ?? null;
    },

    async companyOf(userId: number): Promise<number | null> {
      const [row] = await queryRows<{ companyId: number }>(
        db,
        `SELECT company_id AS "companyId" FROM company_users WHERE user_id = $1 ORDER BY created_at, company_id LIMIT 1`,
        [userId],
      );
      return row?.companyId ?? null;
    },

    async insert(ownerId: number, companyId: number | null, input: CourseInput, code: string): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        `INSERT INTO courses (type, owner_id, company_id, title, description, fee, currency, capacity, active, start_date, end_date, join_code, public_page)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          input.type,
          ownerId,
          companyId,
          JSON.stringify(input.title),
          JSON.stringify(input.description),
          input.fee,
          input.currency,
          input.capacity,
          input.active,
          input.start_date ?? null,
          input.end_date ?? null,
          code,
          input.public_page ?? null,
        ],
      );
      return row.id;
    },

    async update(id: number, c: CourseInput & { endedAt: Date | null }, now: Date): Promise<void> {
      await db.query(
        `UPDATE courses SET type = $2, title = $3, description = $4, fee = $5, currency = $6, capacity = $7, active = $8,
                start_date = $9, end_date = $10, ended_at = $11, updated_at = $12, public_page = $13 WHERE id = $1`,
        [
          id,
          c.type,
          JSON.stringify(c.title),
          JSON.stringify(c.description),
          c.fee,
          c.currency,
          c.capacity,
          c.active,
          c.start_date ?? null,
          c.end_date ?? null,
          c.endedAt,
          now,
          c.public_page ?? null,
        ],
      );
    },

    // --- join requests ---------------------------------------------------------------------------------

    async member(courseId: number, userId: number): Promise<CourseResponse | null> {
      const [row] = await queryRows<{ response: CourseResponse }>(db, `SELECT response FROM course_members WHERE course_id = $1 AND user_id = $2`, [
        courseId,
        userId,
      ]);
      return row?.response ?? null;
    },

    /** A new request, or a rejected one asked again. */
    async request(courseId: number, userId: number, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO course_members (course_id, user_id, response, requested_at) VALUES ($1, $2, 'no_reply', $3)
         ON CONFLICT (course_id, user_id) DO UPDATE SET response = 'no_reply', requested_at = $3, answered_at = NULL, answered_by = NULL`,
        [courseId, userId, now],
      );
    },

    async answer(courseId: number, userId: number, response: CourseResponse, by: number, now: Date): Promise<void> {
      await db.query(`UPDATE course_members SET response = $3, answered_at = $4, answered_by = $5 WHERE course_id = $1 AND user_id = $2`, [
        courseId,
        userId,
        response,
        now,
        by,
      ]);
    },

    requests: (courseId: number) =>
      queryRows<CourseRequestRow>(
        db,
        `SELECT u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.lang, u.product, m.response,
                m.requested_at AS "requestedAt", m.answered_at AS "answeredAt"
           FROM course_members m JOIN users u ON u.id = m.user_id
          WHERE m.course_id = $1 ORDER BY (m.response = 'no_reply') DESC, m.requested_at, u.id`,
        [courseId],
      ),
  };
}

/** A fresh join code: COURSE_CODE_LENGTH characters of the class codes' unambiguous alphabet. */
export const newCourseCode = (): string =>
  Array.from({ length: COURSE_CODE_LENGTH }, () => CLASS_CODE_ALPHABET[crypto.randomInt(CLASS_CODE_ALPHABET.length)]).join('');
