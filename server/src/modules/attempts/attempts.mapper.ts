import type { AttemptDto, AttemptModuleDto, AttemptPlanStepDto, AttemptSummaryDto, SavedAnswerDto } from '@app/shared';
import { iso } from '../../lib/dates';
import { formOfStep, type PlanForm, type PlanStep } from './attempt-plan';
import { currentModule } from './attempt-state';
import type { AttemptHead, AttemptRecord, SavedAnswerRecord, TestQuestionRecord } from './attempts.repository';

/** What the state DTO shows besides the attempt itself: the current module's questions and answers. */
export interface AttemptView {
  attempt: AttemptRecord;
  questions: TestQuestionRecord[];
  answers: SavedAnswerRecord[];
  now: Date;
}

const target = (a: AttemptHead): AttemptDto['target'] => ({ type: a.targetType, id: a.targetId, title: a.targetTitle, version: a.version });

export const toAttemptSummaryDto = (a: AttemptHead): AttemptSummaryDto => ({
  id: a.id,
  status: a.status,
  target: target(a),
  leaveCount: a.leaveCount,
  startedAt: a.startedAt.toISOString(),
  finishedAt: iso(a.finishedAt),
});

/**
 * The route of an adaptive module 2 is never shown during the test (Bluebook does not either): the
 * modules of an adaptive section carry no title (the forms' titles say "easier" or "harder"), and a
 * module 2's question count is the same before and after routing. The score report shows the route.
 */
const titleOf = (step: PlanStep, form: PlanForm): string => (step.stage === 'single' ? form.title : '');

function toPlanDto(a: AttemptRecord): AttemptPlanStepDto[] {
  return a.plan.map((step) => {
    const mod = a.modules.find((m) => m.position === step.position);
    return {
      position: step.position,
      section: step.section,
      stage: step.stage,
      title: titleOf(step, formOfStep(step, null)),
      questionCount: formOfStep(step, null).questionCount,
      state: mod?.submittedAt ? 'done' : mod ? 'current' : 'upcoming',
      submittedBy: mod?.submittedBy ?? null,
      breakAfterSeconds: step.breakAfterSeconds,
    };
  });
}

function toModuleDto(a: AttemptRecord, questions: TestQuestionRecord[]): AttemptModuleDto | null {
  const mod = currentModule(a);
  if (a.status !== 'in_progress' || !mod || mod.submittedAt) return null;
  const form = formOfStep(a.plan[mod.position - 1], mod.route);
  return {
    id: mod.id,
    position: mod.position,
    section: mod.section,
    stage: mod.stage,
    title: titleOf(a.plan[mod.position - 1], form),
    tools: form.tools,
    startedAt: mod.startedAt.toISOString(),
    endsAt: mod.endsAt.toISOString(),
    questions: questions.map((q) => ({ ...q, choices: q.choices ?? [] })),
  };
}

const toAnswerDto = (r: SavedAnswerRecord): SavedAnswerDto => ({ ...r, seq: Number(r.seq) });

export function toAttemptDto(v: AttemptView): AttemptDto {
  const a = v.attempt;
  const currentModuleDto = toModuleDto(a, v.questions);
  return {
    id: a.id,
    status: a.status,
    target: target(a),
    plan: toPlanDto(a),
    currentModule: currentModuleDto,
    answers: currentModuleDto ? v.answers.map(toAnswerDto) : [],
    breakEndsAt: a.status === 'on_break' ? iso(a.breakEndsAt) : null,
    leaveCount: a.leaveCount,
    extraTimePercent: a.extraTimePercent,
    restartOfId: a.restartOfId,
    startedAt: a.startedAt.toISOString(),
    finishedAt: iso(a.finishedAt),
    serverNow: v.now.toISOString(),
  };
}
