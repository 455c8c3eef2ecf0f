/**
 * Course sessions and their meetings: a session's rule is expanded into meeting rows when it is saved
 * (meeting-rule.ts); holidays cancel a meeting (kept, with the reason students see), make-ups add one.
 * Only the course's managers change them; managers and accepted students read them.
 */
import type { EntityManager } from 'typeorm';
import {
  ActivityAction,
  DEFAULT_COURSE_TIME_ZONE,
  type CancelMeetingInput,
  type CourseMeetingDto,
  type CourseSessionDto,
  type CourseSessionInput,
  type MakeupInput,
} from '@app/shared';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { iso, wallTimeToUtc } from '../../lib/dates';
import { findTarget } from '../../core/test-targets';
import type { Caller } from '../../core/access';
import { recordActivity } from '../activity-log';
import { assignableTest, sessionClassFor } from '../classes';
import { courseConflict, loadCourse } from './course-access';
import { expandMeetings, ruleText } from './meeting-rule';
import { sessionsRepository, type MeetingRow, type SessionRow, type SessionWrite } from './sessions.repository';

export const toMeeting = (m: MeetingRow): CourseMeetingDto => ({
  id: m.id,
  session_id: m.sessionId,
  course_id: m.courseId,
  starts_at: iso(m.startsAt)!,
  ends_at: iso(m.endsAt)!,
  kind: m.kind,
  cancelled: m.cancelledAt !== null,
  cancel_reason: m.cancelReason,
  note: m.note,
});

const writeOf = (s: SessionRow): SessionWrite => ({ ...s });

/** Cross-field rules of a whole session: 422 per field. */
function checkSession(s: SessionWrite): void {
  const errors: Record<string, string> = {};
  if (s.timeTo <= s.timeFrom) errors.time_to = 'coursesApi.validation.timeOrder';
  if (s.endDate && s.endDate < s.startDate) errors.end_date = 'coursesApi.validation.endDate';
  if (s.repeat && !s.endDate) errors.end_date = 'coursesApi.validation.endDateForRule';
  if (Object.keys(errors).length) throw fieldError(errors);
}

export function sessionsService(ctx: AppContext) {
  const { ds, clock } = ctx;

  async function toSession(db: EntityManager | typeof ds, s: SessionRow, meetings: MeetingRow[]): Promise<CourseSessionDto> {
    const test = s.targetType && s.targetId ? await findTarget(db, s.targetType, s.targetId) : null;
    return {
      id: s.id,
      course_id: s.courseId,
      title: s.title,
      city: s.city,
      fee: s.fee,
      currency: s.currency,
      prepay: s.prepay,
      mode: s.mode,
      start_date: s.startDate,
      end_date: s.endDate,
      time_from: s.timeFrom,
      time_to: s.timeTo,
      time_zone: s.timeZone,
      repeat: s.repeat,
      rrule: s.rrule,
      test: s.targetType && s.targetId ? { target_type: s.targetType, target_id: s.targetId, title: test?.title ?? null } : null,
      class: s.classId ? { id: s.classId, name: s.className ?? '' } : null,
      tags: s.tags,
      meetings: meetings.filter((m) => m.sessionId === s.id).map(toMeeting),
    };
  }

  const sessionDto = async (db: EntityManager | typeof ds, id: number) => {
    const repo = sessionsRepository(db);
    const s = (await repo.one(id))!;
    return toSession(db, s, await repo.meetingsOf([id]));
  };

  /** The session and its course, for a manager of the course (404 otherwise). */
  async function managedSession(m: EntityManager, caller: Caller, sessionId: number): Promise<SessionRow> {
    const s = await sessionsRepository(m).one(sessionId);
    if (!s) throw notFound();
    await loadCourse(m, caller, s.courseId, { manage: true, lock: true, now: clock.now() });
    return s;
  }

  async function managedMeeting(m: EntityManager, caller: Caller, meetingId: number): Promise<MeetingRow> {
    const meeting = await sessionsRepository(m).meeting(meetingId);
    if (!meeting) throw notFound();
    await loadCourse(m, caller, meeting.courseId, { manage: true, lock: true, now: clock.now() });
    return meeting;
  }

  /** The linked test and class must be ones the caller may use (422 on the field otherwise). */
  async function checkLinks(m: EntityManager, caller: Caller, s: SessionWrite, prev: SessionWrite | null): Promise<void> {
    const testChanged = !prev || prev.targetType !== s.targetType || prev.targetId !== s.targetId;
    if (s.targetType && s.targetId && testChanged) await assignableTest(m, caller, s.targetType, s.targetId, 'test');
    if (s.classId && (!prev || prev.classId !== s.classId) && !(await sessionClassFor(ctx, caller, s.classId)))
      throw fieldError({ class_id: 'coursesApi.validation.class' });
  }

  /** The request merged over `prev` (a PATCH) or on its own (a POST). */
  function merge(input: Partial<CourseSessionInput>, prev: SessionWrite | null): SessionWrite {
    const has = (k: keyof CourseSessionInput) => Object.prototype.hasOwnProperty.call(input, k);
    const pick = <K extends keyof CourseSessionInput, V>(k: K, from: (v: CourseSessionInput[K]) => V, fallback: V): V =>
      has(k) ? from(input[k] as CourseSessionInput[K]) : fallback;
    const next: SessionWrite = {
      title: pick('title', (v) => v!, prev?.title ?? ''),
      city: pick('city', (v) => v ?? null, prev?.city ?? null),
      fee: pick('fee', (v) => v!, prev?.fee ?? 0),
      prepay: pick('prepay', (v) => v!, prev?.prepay ?? false),
      mode: pick('mode', (v) => v!, prev?.mode ?? 'in_class'),
      startDate: pick('start_date', (v) => v!, prev?.startDate ?? ''),
      endDate: pick('end_date', (v) => v ?? null, prev?.endDate ?? null),
      timeFrom: pick('time_from', (v) => v!, prev?.timeFrom ?? ''),
      timeTo: pick('time_to', (v) => v!, prev?.timeTo ?? ''),
      timeZone: pick('time_zone', (v) => v ?? DEFAULT_COURSE_TIME_ZONE, prev?.timeZone ?? DEFAULT_COURSE_TIME_ZONE),
      repeat: pick(
        'repeat',
        (v) => (v ? { freq: v.freq, interval: v.interval, weekdays: [...new Set(v.weekdays ?? [])] } : null),
        prev?.repeat ?? null,
      ),
      rrule: null,
      targetType: pick('test', (v) => v?.target_type ?? null, prev?.targetType ?? null),
      targetId: pick('test', (v) => v?.target_id ?? null, prev?.targetId ?? null),
      classId: pick('class_id', (v) => v ?? null, prev?.classId ?? null),
      tags: pick('tags', (v) => [...new Set((v ?? []).map((t) => t.trim()).filter(Boolean))], prev?.tags ?? []),
    };
    return { ...next, rrule: ruleText(next) };
  }

  return {
    async list(caller: Caller, courseId: number): Promise<CourseSessionDto[]> {
      const c = await loadCourse(ds, caller, courseId, { now: clock.now() });
      if (c.standing !== 'manager' && c.standing !== 'accepted') throw notFound();
      const repo = sessionsRepository(ds);
      const sessions = await repo.list(c.id);
      const meetings = await repo.meetingsOf(sessions.map((s) => s.id));
      return Promise.all(sessions.map((s) => toSession(ds, s, meetings)));
    },

    async create(caller: Caller, courseId: number, input: CourseSessionInput): Promise<CourseSessionDto> {
      return ds.transaction(async (m) => {
        const c = await loadCourse(m, caller, courseId, { manage: true, lock: true, now: clock.now() });
        const s = merge(input, null);
        checkSession(s);
        const times = expandMeetings(s);
        await checkLinks(m, caller, s, null);
        const repo = sessionsRepository(m);
        const id = await repo.insert(c.id, s, caller.id);
        await repo.syncMeetings(id, c.id, times);
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.CourseSessionCreate,
          details: { course_id: c.id, session_id: id, title: s.title, rrule: s.rrule, meetings: times.length },
        });
        return sessionDto(m, id);
      });
    },

    async update(caller: Caller, sessionId: number, patch: Partial<CourseSessionInput>): Promise<CourseSessionDto> {
      return ds.transaction(async (m) => {
        const prev = await managedSession(m, caller, sessionId);
        const s = merge(patch, writeOf(prev));
        checkSession(s);
        const times = expandMeetings(s);
        await checkLinks(m, caller, s, writeOf(prev));
        const repo = sessionsRepository(m);
        await repo.update(prev.id, s, clock.now());
        await repo.syncMeetings(prev.id, prev.courseId, times);
        const changed = Object.fromEntries(
          (Object.keys(s) as (keyof SessionWrite)[])
            .filter((k) => JSON.stringify(s[k]) !== JSON.stringify(writeOf(prev)[k]))
            .map((k) => [k, [writeOf(prev)[k], s[k]]]),
        );
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.CourseSessionUpdate,
          details: { course_id: prev.courseId, session_id: prev.id, changes: changed },
        });
        return sessionDto(m, prev.id);
      });
    },

    async remove(caller: Caller, sessionId: number): Promise<void> {
      await ds.transaction(async (m) => {
        const s = await managedSession(m, caller, sessionId);
        await sessionsRepository(m).remove(s.id);
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.CourseSessionDelete,
          details: { course_id: s.courseId, session_id: s.id, title: s.title },
        });
      });
    },

    /** A make-up meeting on `date` at the session's zone; 409 not needed: the same start twice is a 422 on `date`. */
    async addMakeup(caller: Caller, sessionId: number, input: MakeupInput): Promise<CourseMeetingDto> {
      return ds.transaction(async (m) => {
        const s = await managedSession(m, caller, sessionId);
        if (input.time_to <= input.time_from) throw fieldError({ time_to: 'coursesApi.validation.timeOrder' });
        const times = {
          startsAt: wallTimeToUtc(input.date, input.time_from, s.timeZone),
          endsAt: wallTimeToUtc(input.date, input.time_to, s.timeZone),
        };
        const repo = sessionsRepository(m);
        const id = await repo.addMakeup(s.id, s.courseId, times, input.note?.trim() || null);
        if (!id) throw fieldError({ date: 'coursesApi.validation.meetingExists' });
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.CourseMakeupAdd,
          details: { course_id: s.courseId, session_id: s.id, meeting_id: id, starts_at: iso(times.startsAt), ends_at: iso(times.endsAt) },
        });
        return toMeeting((await repo.meeting(id))!);
      });
    },

    /** A holiday (or any reason) cancels one meeting; students see the reason in the calendar. */
    async cancelMeeting(caller: Caller, meetingId: number, input: CancelMeetingInput): Promise<CourseMeetingDto> {
      return ds.transaction(async (m) => {
        const meeting = await managedMeeting(m, caller, meetingId);
        if (meeting.cancelledAt) throw courseConflict('meeting_cancelled');
        const repo = sessionsRepository(m);
        await repo.setCancelled(meeting.id, clock.now(), input.reason.trim());
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.CourseMeetingCancel,
          details: { course_id: meeting.courseId, meeting_id: meeting.id, starts_at: iso(meeting.startsAt), reason: input.reason.trim() },
        });
        return toMeeting((await repo.meeting(meeting.id))!);
      });
    },

    async restoreMeeting(caller: Caller, meetingId: number): Promise<CourseMeetingDto> {
      return ds.transaction(async (m) => {
        const meeting = await managedMeeting(m, caller, meetingId);
        if (!meeting.cancelledAt) throw courseConflict('meeting_not_cancelled');
        const repo = sessionsRepository(m);
        await repo.setCancelled(meeting.id, null, null);
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.CourseMeetingRestore,
          details: { course_id: meeting.courseId, meeting_id: meeting.id, starts_at: iso(meeting.startsAt) },
        });
        return toMeeting((await repo.meeting(meeting.id))!);
      });
    },

    /** Only a make-up is deleted; a regular meeting is cancelled instead (the rule would bring it back). */
    async removeMeeting(caller: Caller, meetingId: number): Promise<void> {
      await ds.transaction(async (m) => {
        const meeting = await managedMeeting(m, caller, meetingId);
        if (meeting.kind !== 'makeup') throw courseConflict('not_makeup');
        await sessionsRepository(m).removeMeeting(meeting.id);
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.CourseMakeupDelete,
          details: { course_id: meeting.courseId, meeting_id: meeting.id, starts_at: iso(meeting.startsAt) },
        });
      });
    },
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
