/**
 * The test runner's use cases. Every one that touches an attempt runs in a transaction that locks the
 * attempt row and first advances it to the clock's `now` (attempt-state.ts), so two tabs, a retried
 * request and the deadline sweep all see one order of events. Lock order: the taker's users row, then the
 * attempt, then catalog rows.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptDto, AttemptTargetType, SaveAnswerResultDto } from '@app/shared';
import type { Admission, ClassRestartAdmission } from '../../core/app-module';
import type { Clock } from '../../lib/clock';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { attemptReaderOf, attemptTakerOf, authorize, canSeeContent, type Caller } from '../../core/access';
import { findTarget, TEST_TARGETS } from '../../core/test-targets';
import { isUniqueViolation } from '../../lib/sql';
import { saveAnswerRow, type SaveAnswerWrite } from './autosave.repository';
import { attemptNotRunning, moduleClosed, questionNotInModule } from './attempt-errors';
import { checkStartLimits } from './attempt-limits';
import { takePlan } from './attempt-plan';
import { advanceTo, closeModule, currentModule, moduleSeconds, startStep } from './attempt-state';
import { attemptsRepository, type AttemptFilters, type AttemptHead, type AttemptRecord, type Reader } from './attempts.repository';
import { toAttemptDto } from './attempts.mapper';
import { onAttemptFinishedCommitted } from './attempt-finished';

export interface StartTarget {
  type: AttemptTargetType;
  id: number;
}

const running = (a: AttemptRecord) => a.status === 'in_progress' || a.status === 'on_break';

/** `admitClassRestart`: how a class-test attempt is restarted (the app's, from the classes module); without it such a restart is refused. */
export function attemptsService(ds: DataSource, clock: Clock, admitClassRestart?: ClassRestartAdmission) {
  /** The DTO of a locked, advanced attempt: the current module's questions and saved answers. */
  async function dtoOf(m: EntityManager, a: AttemptRecord, known: ReadonlySet<number>, now: Date): Promise<AttemptDto> {
    const mod = currentModule(a);
    const open = a.status === 'in_progress' && mod && !mod.submittedAt;
    // A module started by this very request has no answers yet.
    const view = open ? await attemptsRepository(m).moduleView(mod.id, mod.practiceId, known.has(mod.id)) : { questions: [], answers: [] };
    return toAttemptDto({ attempt: a, ...view, now });
  }

  /** Locks the caller's attempt (404 for anyone else but admins), advances it to now, then runs `work`. */
  function withAttempt(
    reader: Reader,
    id: number,
    work: (m: EntityManager, a: AttemptRecord, now: Date) => Promise<void> = async () => undefined,
  ): Promise<AttemptDto> {
    return ds.transaction(async (m) => {
      const a = await attemptsRepository(m).lock(id, reader);
      if (!a) throw notFound();
      // Read after the lock: a request that waited for another one acts after it, never before.
      const now = clock.now();
      const known = new Set(a.modules.map((x) => x.id));
      await advanceTo(m, a, now);
      await work(m, a, now);
      return dtoOf(m, a, known, now);
    });
  }

  /**
   * Starts an attempt of `target` for `ownerId` (the caller, or on restart the attempt's owner), or answers
   * the owner's running attempt of it. The taker's row lock makes two starts of one user run one at a time.
   */
  async function startIn(
    m: EntityManager,
    caller: Caller,
    ownerId: number,
    target: StartTarget,
    restartOfId: number | null,
    admission?: Admission,
  ): Promise<{ attempt: AttemptDto; created: boolean }> {
    const repo = attemptsRepository(m);
    const taker = await repo.lockTaker(ownerId, clock.now());
    if (!taker) throw notFound();
    // After the lock: a start that waited for another one of the same taker acts after it.
    const now = clock.now();
    if (restartOfId) {
      const old = await repo.lock(restartOfId, { userId: ownerId, admin: false });
      if (!old) throw notFound();
      await advanceTo(m, old, now);
      if (!running(old)) throw attemptNotRunning();
    } else {
      const activeId = await repo.activeId(ownerId, target.type, target.id);
      const active = activeId ? await repo.lock(activeId, { userId: ownerId, admin: false }) : null;
      if (active) {
        const known = new Set(active.modules.map((x) => x.id));
        await advanceTo(m, active, now);
        if (running(active)) return { attempt: await dtoOf(m, active, known, now), created: false };
      }
    }
    if (admission) await admission.admit(m);
    else {
      authorize(caller, await findTarget(m, target.type, target.id), canSeeContent(caller));
      await checkStartLimits(repo, ownerId, taker, target.type, target.id, !!restartOfId, now);
    }
    if (restartOfId) await repo.abandon(restartOfId, now);

    const plan = await takePlan(m, target.type, target.id, now);
    if (plan.length === 0) throw fieldError({ [TEST_TARGETS[target.type].requestField]: 'validation.attempt.empty' });
    const id = await repo.insert({
      userId: ownerId,
      targetType: target.type,
      targetId: target.id,
      category: TEST_TARGETS[target.type].category,
      localDay: taker.localDay,
      plan,
      extraTimePercent: taker.extraTimePercent,
      restartOfId,
      classExamId: admission?.classExamId ?? null,
      placementInvitationId: admission?.placementInvitationId ?? null,
      deadlineAt: admission?.totalSeconds ? new Date(now.getTime() + moduleSeconds(admission.totalSeconds, taker.extraTimePercent) * 1000) : null,
      now,
    });
    const a = (await repo.lock(id, { userId: ownerId, admin: false }))!;
    await startStep(m, a, 1, now);
    return { attempt: await dtoOf(m, a, new Set(), now), created: true };
  }

  /** Any submit, under the attempt's lock: the module must be the attempt's; only the open current one closes. */
  const submitInTransaction = (caller: Caller, id: number, moduleId: number) =>
    withAttempt(attemptTakerOf(caller), id, async (m, a, now) => {
      const mod = a.modules.find((x) => x.id === moduleId);
      if (!mod) throw fieldError({ moduleId: 'validation.attempt.module' });
      if (!mod.submittedAt && a.status === 'in_progress' && mod.position === a.currentPosition) await closeModule(m, a, mod, now, 'student');
    });

  return {
    /** 201 with a new attempt, or 200 with the caller's running one of that target. */
    async start(caller: Caller, target: StartTarget): Promise<{ attempt: AttemptDto; created: boolean }> {
      try {
        return await ds.transaction((m) => startIn(m, caller, caller.id, target, null));
      } catch (err) {
        // attempts_one_active_uq: another start of the same test won; answer its attempt.
        if (!isUniqueViolation(err)) throw err;
        return ds.transaction((m) => startIn(m, caller, caller.id, target, null));
      }
    },

    /** A start admitted by `admission` (a class test), in the caller's transaction `m`. */
    startAdmitted: (m: EntityManager, caller: Caller, target: StartTarget, admission: Admission) =>
      startIn(m, caller, caller.id, target, null, admission),

    /** The old attempt is abandoned (kept) and a new one of the same test starts; the take limit counts it. */
    async restart(caller: Caller, id: number): Promise<AttemptDto> {
      return ds.transaction(async (m) => {
        // Read without a lock first: the taker's row is locked before the attempt (the start's lock order).
        const head = await attemptsRepository(m).head(id, attemptTakerOf(caller));
        if (!head) throw notFound();
        // A class-test attempt restarts as one: the class admits it and its owner pays, or it is refused
        // (no attempts left, window closed); never an uncharged ordinary attempt of the same test.
        if (head.classExamId !== null && !admitClassRestart) throw forbidden();
        // A placement test is taken once, for its invitation: no second attempt by restart.
        if (head.placementInvitationId !== null) throw forbidden();
        const admission = head.classExamId !== null ? await admitClassRestart!(m, head.userId, head.classExamId, clock.now()) : undefined;
        return (await startIn(m, caller, head.userId, { type: head.targetType, id: head.targetId }, head.id, admission)).attempt;
      });
    },

    show: (caller: Caller, id: number) => withAttempt(attemptReaderOf(caller), id),

    list(caller: Caller, filters: AttemptFilters, page: Page): Promise<{ rows: AttemptHead[]; total: number }> {
      return attemptsRepository(ds).list(caller.id, filters, page);
    },

    async saveAnswer(caller: Caller, id: number, questionId: number, w: SaveAnswerWrite): Promise<SaveAnswerResultDto> {
      const r = await saveAnswerRow(ds, attemptTakerOf(caller), id, questionId, w, clock.now());
      if (!r.found) throw notFound();
      if (!r.open) throw moduleClosed();
      if (!r.inModule) throw questionNotInModule();
      if (!r.answerOk || !r.eliminatedOk)
        throw fieldError({
          ...(r.answerOk ? {} : { answer: 'validation.attempt.answer' }),
          ...(r.eliminatedOk ? {} : { eliminated: 'validation.attempt.eliminated' }),
        });
      return { questionId, seq: r.applied ? w.seq : Number(r.savedSeq), applied: r.applied };
    },

    /**
     * Submitting a module that is already submitted changes nothing and answers the current state. The
     * last module's submit in time (every submit of a class finishing a section at once) is one
     * autocommit statement (submitLast); any other case takes the transaction (submitInTransaction).
     */
    async submitModule(caller: Caller, id: number, moduleId: number): Promise<AttemptDto> {
      const now = clock.now();
      const finished = await attemptsRepository(ds).submitLast(id, attemptTakerOf(caller), moduleId, now);
      if (!finished) return submitInTransaction(caller, id, moduleId);
      onAttemptFinishedCommitted(ds, finished.id);
      return toAttemptDto({ attempt: finished, questions: [], answers: [], now });
    },

    /** Ends the break now; on any other state it answers the state (a retried request changes nothing). */
    continueAfterBreak: (caller: Caller, id: number) =>
      withAttempt(attemptTakerOf(caller), id, async (m, a, now) => {
        if (a.status === 'on_break') await startStep(m, a, a.currentPosition + 1, now);
      }),

    /**
     * The test page is back (reopened, reloaded, visible again): a leave is counted when it was away
     * (see `away`) for LEAVE_GRACE_SECONDS or longer, so a reload is not a leave. Noted on the report.
     */
    resume: (caller: Caller, id: number) =>
      withAttempt(attemptTakerOf(caller), id, async (m, a, now) => {
        if (running(a)) a.leaveCount = await attemptsRepository(m).settleLeave(a.id, now);
      }),

    /**
     * The test page went away (another page, a closed or hidden tab; sent as the page goes). Nothing is
     * counted yet: the return, or the end of the attempt, decides whether it was a leave.
     */
    async away(caller: Caller, id: number): Promise<void> {
      await ds.transaction(async (m) => {
        const a = await attemptsRepository(m).lock(id, attemptTakerOf(caller));
        if (!a) throw notFound();
        const now = clock.now();
        await advanceTo(m, a, now);
        if (running(a)) await attemptsRepository(m).markAway(a.id, now);
      });
    },
  };
}
export type AttemptsService = ReturnType<typeof attemptsService>;
