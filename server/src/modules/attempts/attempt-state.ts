/**
 * The attempt's state machine. A module is open from started_at until ends_at or its submit; then comes
 * the break (its own clock) or the next module, or the end. Time only moves forward through here, with
 * the attempt row locked: requests advance it to their `now` before they read or write, and the sweep
 * advances attempts nobody is looking at, so a module ends at its deadline even if the browser is gone.
 */
import type { EntityManager } from 'typeorm';
import { gradeAnswer, routeAfterModule1, type ModuleRoute } from '@app/shared';
import { onAttemptFinished } from './attempt-finished';
import { formOfStep } from './attempt-plan';
import { attemptsRepository, type AttemptRecord, type ModuleClose, type ModuleRecord, type ScoringRow } from './attempts.repository';

const SECOND = 1000;

/** The module running now (or whose break runs now). */
export const currentModule = (a: AttemptRecord): ModuleRecord | undefined => a.modules.find((m) => m.position === a.currentPosition);

/** Module 1's correct count, as the answer check decides (a `*` key counts for no one, a free point for everyone). */
export const correctCount = (rows: ScoringRow[], version: 'digital' | 'paper'): number =>
  rows.filter((r) => gradeAnswer(r.answerKey, r.answer, { type: r.type, choiceCount: r.choiceCount, version }).correct).length;

/** Module time with the taker's extra time, in whole seconds. */
export const moduleSeconds = (limitSeconds: number, extraTimePercent: number): number => Math.round((limitSeconds * (100 + extraTimePercent)) / 100);

/** An end no later than the attempt's total limit (a placement test's), when it has one. */
const capped = (a: AttemptRecord, end: Date): Date => (a.deadlineAt && a.deadlineAt < end ? a.deadlineAt : end);

/**
 * Starts the plan step at `position` at `at` (a past instant when the sweep catches up); with `close`,
 * the module before it is submitted by the same statement.
 */
export async function startStep(m: EntityManager, a: AttemptRecord, position: number, at: Date, close?: ModuleClose): Promise<ModuleRecord> {
  const step = a.plan[position - 1];
  let route: ModuleRoute | null = null;
  if (step.stage === 'module2') {
    const module1 = a.modules.find((x) => x.position === position - 1);
    route = routeAfterModule1(module1?.correctCount ?? 0, a.plan[position - 2].routingThreshold ?? 0);
  }
  const form = formOfStep(step, route);
  const mod: ModuleRecord = {
    id: 0,
    position,
    practiceId: form.practiceId,
    section: step.section,
    stage: step.stage,
    route,
    startedAt: at,
    endsAt: capped(a, new Date(at.getTime() + moduleSeconds(form.timeLimitSeconds, a.extraTimePercent) * SECOND)),
    submittedAt: null,
    submittedBy: null,
    correctCount: null,
  };
  mod.id = await attemptsRepository(m).startModule(a.id, mod, close);
  a.modules.push(mod);
  a.status = 'in_progress';
  a.currentPosition = position;
  a.breakEndsAt = null;
  return mod;
}

/**
 * Submits the open module at `at`, then starts the break, the next module, or finishes the attempt: the
 * submit and the state change are one statement.
 */
export async function closeModule(m: EntityManager, a: AttemptRecord, mod: ModuleRecord, at: Date, by: 'student' | 'deadline'): Promise<void> {
  const repo = attemptsRepository(m);
  const step = a.plan[mod.position - 1];
  const correct = step.stage === 'module1' ? correctCount(await repo.scoring(mod.id, mod.practiceId), a.version) : null;
  const close: ModuleClose = { moduleId: mod.id, at, by, correctCount: correct };
  Object.assign(mod, { submittedAt: at, submittedBy: by, correctCount: correct });

  const next = a.plan[mod.position];
  // At the total limit (or with a break that would reach it) no later step can run: the attempt ends here, and
  // the modules it never reached are not in its result.
  const breakEnd = at.getTime() + step.breakAfterSeconds * SECOND;
  const timeUp = !!a.deadlineAt && (at >= a.deadlineAt || (step.breakAfterSeconds > 0 && breakEnd >= a.deadlineAt.getTime()));
  if (!next || timeUp) {
    a.leaveCount = await repo.finish(a.id, close);
    a.status = 'finished';
    a.finishedAt = at;
    await onAttemptFinished(m, { id: a.id, userId: a.userId, finishedAt: at });
  } else if (step.breakAfterSeconds > 0) {
    const ends = new Date(breakEnd);
    await repo.startBreak(a.id, close, ends);
    a.status = 'on_break';
    a.breakEndsAt = ends;
  } else {
    await startStep(m, a, next.position, at, close);
  }
}

/**
 * Advances a locked attempt to `now`: a module past its deadline is submitted by 'deadline' at its
 * deadline, the next module starts at that instant (or the break does), a break past its end starts the
 * next module at the break's end; cascading as far as `now` reaches. Idempotent.
 */
export async function advanceTo(m: EntityManager, a: AttemptRecord, now: Date): Promise<AttemptRecord> {
  for (;;) {
    if (a.status === 'in_progress') {
      const mod = currentModule(a);
      if (!mod || mod.submittedAt || mod.endsAt > now) return a;
      await closeModule(m, a, mod, mod.endsAt, 'deadline');
    } else if (a.status === 'on_break' && a.breakEndsAt && a.breakEndsAt <= now) {
      await startStep(m, a, a.currentPosition + 1, a.breakEndsAt);
    } else {
      return a;
    }
  }
}

/**
 * Locks the attempt and advances it to `now` (the sweep's and tests' entry point). Null when it does
 * not exist. Run it inside a transaction: the lock lasts until commit.
 */
export async function settleAttempt(m: EntityManager, attemptId: number, now: Date): Promise<AttemptRecord | null> {
  const a = await attemptsRepository(m).lock(attemptId, { userId: 0, admin: true });
  return a ? advanceTo(m, a, now) : null;
}
