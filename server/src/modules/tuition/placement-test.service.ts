/**
 * The placement test (spec section 9: 4.5 hours). An admin marks an existing published practice or full
 * practice as a course's placement test; an enrolled student of that course is invited (the account is found or
 * made as placement does, and the student is mailed a link to the lock page /placement/{id}); the student starts
 * it there and takes it in the ordinary runner. The runner's start is admitted by the invitation (no daily
 * allowance or take limit: the admin chose to give it) with a total limit of PLACEMENT_TEST_SECONDS (stretched
 * by the student's extra time) over every module and break, and the attempt carries the invitation, so it is
 * taken once and never restarted. Grading and the score are the runner's and the grading module's own: the
 * arrange screen reads the attempt's graded result.
 */
import {
  PLACEMENT_TEST_SECONDS,
  localizedText,
  type CoursePlacementTestDto,
  type CoursePlacementTestInput,
  type InvitePlacementInput,
  type Locale,
  type PlacementInvitationDto,
  type PlacementLockDto,
  type StartPlacementResponse,
} from '@app/shared';
import type { AppContext } from '../../context';
import type { Caller } from '../../core/access';
import { findTarget } from '../../core/test-targets';
import { fieldError, notFound } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { attemptsService } from '../attempts';
import { brandOf } from '../tenants';
import { accountFor, assertWritable, tuitionConflict } from './placement.service';
import { placementTestRepository, toInvitationDto } from './placement-test.repository';
import { tuitionRepository } from './tuition.repository';

const running = (status: string | null) => status === 'in_progress' || status === 'on_break';

export function placementTestService(ctx: AppContext) {
  const { ds, clock } = ctx;
  const runner = attemptsService(ds, clock);

  return {
    /** Marks (or replaces) the course's placement test: a published practice or full practice. */
    async setCourseTest(caller: Caller, courseId: number, input: CoursePlacementTestInput): Promise<CoursePlacementTestDto> {
      return ds.transaction(async (m) => {
        const repo = placementTestRepository(m);
        if (!(await repo.reachableCourse(caller, courseId))) throw notFound();
        const target = await findTarget(m, input.target_type, input.target_id);
        if (!target || target.status !== 'published') throw fieldError({ target_id: 'tuitionApi.validation.placementTest' });
        await repo.setCourseTest(courseId, input.target_type, input.target_id, caller.id, clock.now());
        return (await repo.courseTest(courseId))!;
      });
    },

    /**
     * Invites an enrolled student to the course's placement test and mails them the lock page's link. A
     * second invitation of the same student answers the first one and mails the link again.
     */
    async invite(caller: Caller, enrollmentId: number, input: InvitePlacementInput): Promise<{ dto: PlacementInvitationDto; created: boolean }> {
      const done = await ds.transaction(async (m) => {
        const e = await tuitionRepository(m).enrollment(caller, enrollmentId, true);
        if (!e) throw notFound();
        assertWritable(e);
        const student = (await tuitionRepository(m).students(e.id)).find((s) => s.id === input.enrollment_student_id);
        if (!student) throw fieldError({ enrollment_student_id: 'tuitionApi.validation.student' });
        const repo = placementTestRepository(m);
        const test = await repo.courseTest(e.courseId);
        if (!test) throw tuitionConflict('no_placement_test');
        const { user, created: accountCreated } = await accountFor(m, e, student);
        const created = await repo.insertInvitation({
          enrollmentId: e.id,
          studentId: student.id,
          userId: user.id,
          targetType: test.target_type,
          targetId: test.target_id,
          by: caller.id,
          now: clock.now(),
        });
        const row = (await repo.invitationOfStudent(student.id))!;
        return { row, created, e, student, accountCreated };
      });
      const { row, e, student } = done;
      const brand = brandOf(e.tenant).name;
      const values = {
        student: student.name,
        course: localizedText(e.courseTitle as Record<Locale, string>, e.locale),
        test: row.title,
        hours: String(PLACEMENT_TEST_SECONDS / 3600),
        link: `${ctx.config.appUrl}/placement/${row.id}`,
        email: student.email!,
        reset: `${ctx.config.appUrl}/password/forgot`,
        brand,
      };
      const id = `tuitionApi.email.${done.accountCreated ? 'placementTestNewAccount' : 'placementTest'}`;
      await ctx.queue.enqueue('send-email', {
        to: student.email!,
        subject: `${t(e.locale, `${id}.subject`, values)} · ${brand}`,
        text: `${t(e.locale, `${id}.body`, values)}\n\n${t(e.locale, 'email.footer', { brand })}\n`,
        fromName: brand,
      });
      return { dto: toInvitationDto(row), created: done.created };
    },

    /** The invited student's lock page; anyone else's invitation is 404. */
    async lock(caller: Caller, invitationId: number, locale: Locale): Promise<PlacementLockDto> {
      const r = await placementTestRepository(ds).invitationOf(caller.id, invitationId);
      if (!r) throw notFound();
      const dto = toInvitationDto(r);
      return {
        id: r.id,
        title: r.title,
        course: localizedText(r.courseTitle as Record<Locale, string>, locale),
        total_seconds: PLACEMENT_TEST_SECONDS,
        status: dto.status,
        attempt_id: r.attemptId,
        deadline_at: r.deadlineAt ? r.deadlineAt.toISOString() : null,
      };
    },

    /**
     * Starts the invited student's attempt (or answers the running one). The invitation row is locked, so two
     * starts make one attempt (the attempts index on placement_invitation_id holds it too). A finished
     * placement test is not taken again (409 placement_taken); another running attempt of the same test
     * taken outside the invitation must be finished first (409 attempt_running).
     */
    async start(caller: Caller, invitationId: number): Promise<StartPlacementResponse & { created: boolean }> {
      return ds.transaction(async (m) => {
        const repo = placementTestRepository(m);
        const r = await repo.invitationOf(caller.id, invitationId, true);
        if (!r) throw notFound();
        if (r.enrollmentStatus !== 'normal') throw tuitionConflict('enrollment_closed');
        if (r.attemptId !== null && !running(r.attemptStatus)) throw tuitionConflict('placement_taken');
        const other = await repo.otherRunningAttempt(caller.id, r.targetType, r.targetId, r.id);
        if (other) throw tuitionConflict('attempt_running');
        const { attempt, created } = await runner.startAdmitted(
          m,
          caller,
          { type: r.targetType, id: r.targetId },
          { placementInvitationId: r.id, totalSeconds: PLACEMENT_TEST_SECONDS, admit: async () => undefined },
        );
        return { attempt_id: attempt.id, target_type: r.targetType, target_id: r.targetId, created };
      });
    },
  };
}
export type PlacementTestService = ReturnType<typeof placementTestService>;
