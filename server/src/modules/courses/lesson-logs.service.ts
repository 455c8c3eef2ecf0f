/**
 * A private lesson's log "as in classes" (docs/payroll.md): the student's attendance, topic, homework and notes.
 * Its minutes are the lesson's own times, so what the salary pays is what was booked. Written by the lesson's
 * teacher (or who may book for them: admins, their company's admins) once the lesson has started; a cancelled
 * lesson has no log. The lesson row is locked, so a log and a cancel running at once do not both win.
 */
import type { EntityManager } from 'typeorm';
import { ActivityAction, type PrivateLessonDto, type PrivateLessonLogInput } from '@app/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { iso } from '../../lib/dates';
import type { Caller } from '../../core/access';
import { recordActivity } from '../activity-log';
import { courseConflict } from './course-access';
import { lessonsRepository } from './lessons.repository';
import { mayBookFor, toLesson } from './lessons.service';

export function lessonLogsService(ctx: AppContext) {
  const { ds, clock } = ctx;

  /** The lesson, locked, when the caller may log it; 404 otherwise. */
  async function writable(m: EntityManager, caller: Caller, lessonId: number) {
    const l = await lessonsRepository(m).lock(lessonId);
    if (!l || !(await mayBookFor(ds, caller, l.teacherId))) throw notFound();
    if (l.cancelledAt) throw courseConflict('lesson_cancelled');
    return l;
  }

  return {
    write: (caller: Caller, lessonId: number, input: PrivateLessonLogInput): Promise<PrivateLessonDto> =>
      ds.transaction(async (m) => {
        const l = await writable(m, caller, lessonId);
        const now = clock.now();
        if (l.startsAt.getTime() > now.getTime()) throw courseConflict('lesson_not_started');
        const repo = lessonsRepository(m);
        const before = await repo.upsertLog(
          l.id,
          { state: input.state, topic: input.topic.trim(), homework: input.homework?.trim() ?? '', notes: input.notes?.trim() ?? '' },
          caller.id,
          now,
        );
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.PrivateLessonLog,
          targetUserId: l.studentId,
          details: {
            lesson_id: l.id,
            teacher_id: l.teacherId,
            starts_at: iso(l.startsAt),
            minutes: Math.round((l.endsAt.getTime() - l.startsAt.getTime()) / 60_000),
            from: before,
            to: input.state,
          },
        });
        return toLesson((await repo.one(l.id))!);
      }),

    remove: (caller: Caller, lessonId: number): Promise<PrivateLessonDto> =>
      ds.transaction(async (m) => {
        const l = await writable(m, caller, lessonId);
        const repo = lessonsRepository(m);
        const before = await repo.deleteLog(l.id);
        if (before === null) throw notFound();
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.PrivateLessonLogDelete,
          targetUserId: l.studentId,
          details: { lesson_id: l.id, teacher_id: l.teacherId, starts_at: iso(l.startsAt), from: before },
        });
        return toLesson((await repo.one(l.id))!);
      }),
  };
}
export type LessonLogsService = ReturnType<typeof lessonLogsService>;
