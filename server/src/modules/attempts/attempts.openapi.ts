/** OpenAPI part: the test runner (attempts) and the extra-time accommodation */
import {
  ATTEMPT_STATUSES,
  ATTEMPT_TARGET_TYPES,
  EXTRA_TIME_PERCENTS,
  HIGHLIGHT_COLORS,
  LEAVE_GRACE_SECONDS,
  MODULE_STAGES,
  MODULE_SUBMITTERS,
  PLAN_STEP_STATES,
  QUESTION_TYPES,
  TEST_VERSIONS,
} from '@app/shared';
import { arr, bool, int, obj, oneOfStr, op, type OpenApiPart, str } from '../../lib/openapi';
import { LIST_STATUSES } from './attempts.validators';

const tag = 'Attempts';
const date = (extra: Record<string, unknown> = {}) => str({ format: 'date-time', ...extra });
const status = oneOfStr(ATTEMPT_STATUSES);
const target = obj({
  type: oneOfStr(ATTEMPT_TARGET_TYPES),
  id: int(),
  title: str(),
  version: oneOfStr(TEST_VERSIONS),
});
const stage = oneOfStr(MODULE_STAGES);
const annotations = obj(
  {
    highlights: arr(
      obj({ start: int({ minimum: 0 }), end: int({ minimum: 0 }), color: oneOfStr(HIGHLIGHT_COLORS), note: str({ maxLength: 2000 }) }, [
        'start',
        'end',
        'color',
      ]),
    ),
    eliminator: bool(), // the answer eliminator is on for this question (absent: off)
  },
  ['highlights'],
);
const savedAnswer = obj({
  questionId: int(),
  answer: str(),
  marked: bool(),
  eliminated: arr(str()),
  annotations,
  timeSpentSeconds: int(),
  seq: int(),
});
const attempt = obj({
  id: int(),
  status,
  target,
  plan: arr(
    obj({
      position: int(),
      section: str(),
      stage,
      title: str({
        description: "the practice's title for a single module; empty in an adaptive section (the route is never shown during the test)",
      }),
      questionCount: int(),
      state: oneOfStr(PLAN_STEP_STATES),
      submittedBy: oneOfStr(MODULE_SUBMITTERS, { nullable: true }),
      breakAfterSeconds: int(),
    }),
  ),
  currentModule: obj({
    id: int({ description: 'the attempt-module id submit-module takes' }),
    position: int(),
    section: str(),
    stage,
    title: str({ description: "the practice's title for a single module; empty in an adaptive section" }),
    tools: arr(str()),
    startedAt: date(),
    endsAt: date({ description: 'extra time included; count down from here, offset by serverNow' }),
    questions: arr(
      obj({
        id: int(),
        number: int(),
        type: oneOfStr(QUESTION_TYPES),
        section: str(),
        stem: str(),
        choices: arr(obj({ label: str(), text: str() })),
        passage: obj({ id: int(), title: str(), body: str() }),
      }),
    ),
  }),
  answers: arr(savedAnswer),
  breakEndsAt: date({ nullable: true }),
  leaveCount: int(),
  extraTimePercent: int(),
  restartOfId: int({ nullable: true }),
  startedAt: date(),
  finishedAt: date({ nullable: true }),
  serverNow: date(),
});
const summary = obj({ id: int(), status, target, leaveCount: int(), startedAt: date(), finishedAt: date({ nullable: true }) });
const idOnly = (summary_: string, errors: number[] = [404], okStatus = 200) =>
  op({ tag, summary: summary_, auth: true, params: ['id'], ok: { status: okStatus, schema: attempt }, errors });

const paths = {
  '/attempts': {
    post: op({
      tag,
      summary:
        'Start an attempt of exactly one of practiceId, composePracticeId, adaptiveId (201); the running attempt of that test if there is one (200). ' +
        'TAKEN_OVER_3_EXAM (400) past the take limit; exceeded_test (402) past the free daily allowance; 429 per user.',
      auth: true,
      body: obj({ practiceId: int(), composePracticeId: int(), adaptiveId: int() }),
      ok: { status: 201, schema: attempt },
      errors: [400, 402, 403, 404, 429],
    }),
    get: op({
      tag,
      summary: "The caller's own attempts, newest first (status=active: in_progress or on_break)",
      auth: true,
      query: {
        status: oneOfStr(LIST_STATUSES),
        type: oneOfStr(ATTEMPT_TARGET_TYPES),
        targetId: int(),
        page: int({ minimum: 1 }),
        per_page: int({ minimum: 1, maximum: 100 }),
      },
      ok: { schema: obj({ data: arr(summary), current_page: int(), total: int() }) },
    }),
  },
  '/attempts/{id}': { get: idOnly('The attempt as saved: current module (no keys), its answers, the clocks') },
  '/attempts/{id}/answers/{questionId}': {
    put: op({
      tag,
      summary:
        'Autosave one question of the current module; the highest seq wins (applied false for a stale write). ' +
        '409 (reason ATTEMPT_MODULE_CLOSED or ATTEMPT_QUESTION_NOT_IN_MODULE) once the module is closed or for another module',
      auth: true,
      params: ['id', 'questionId'],
      body: obj(
        {
          answer: str({ maxLength: 64, description: 'a choice label of the question or the grid-in text; empty when unanswered' }),
          marked: bool(),
          eliminated: arr(str()),
          annotations,
          timeSpentSeconds: int({ minimum: 0 }),
          seq: int({ minimum: 0 }),
        },
        ['answer', 'marked', 'eliminated', 'seq'],
      ),
      ok: { schema: obj({ questionId: int(), seq: int(), applied: bool() }) },
      errors: [404, 409],
    }),
  },
  '/attempts/{id}/submit-module': {
    post: op({
      tag,
      summary: 'Submit the current module (idempotent): the next module, the break or finished',
      auth: true,
      params: ['id'],
      body: obj({ moduleId: int() }, ['moduleId']),
      ok: { schema: attempt },
      errors: [404, 429],
    }),
  },
  '/attempts/{id}/continue': { post: idOnly('End the break now and start the next module') },
  '/attempts/{id}/resume': {
    post: idOnly(
      `The test page is back (reopened, reloaded, visible again): counts a leave when it was away ${LEAVE_GRACE_SECONDS} s or longer (a reload is not a leave)`,
    ),
  },
  '/attempts/{id}/away': {
    post: op({
      tag,
      summary: `The test page went away (another page, a closed or hidden tab); its return after ${LEAVE_GRACE_SECONDS} s or more, or the end of the attempt, counts a leave`,
      auth: true,
      params: ['id'],
      ok: { status: 204, description: 'Noted' },
      errors: [404],
    }),
  },
  '/attempts/{id}/restart': {
    post: idOnly('Abandon the running attempt and start the same test again (counts against the take limit)', [400, 404, 409, 429], 201),
  },
  '/admin/users/{id}/accommodations': {
    patch: op({
      tag: 'Users',
      summary: 'Extra time on every module of attempts started from now on',
      auth: true,
      roles: ['admin'],
      params: ['id'],
      body: obj({ extraTimePercent: int({ enum: [...EXTRA_TIME_PERCENTS] }) }, ['extraTimePercent']),
      ok: { schema: obj({ id: int(), extraTimePercent: int() }) },
      errors: [403, 404],
    }),
  },
};

export const attemptsOpenApi: OpenApiPart = { paths };
