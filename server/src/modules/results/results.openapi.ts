/** OpenAPI part: results (score report data, list, history, walk-through, explanations) */
import { ATTEMPT_TARGET_TYPES, MODULE_ROUTES, QUESTION_OUTCOMES, QUESTION_TYPES, RESULT_STATUSES, TEST_VERSIONS } from '@app/shared';
import { arr, bool, int, obj, oneOfStr, op, type OpenApiPart, str } from '../../lib/openapi';
import { RESULT_LIST_TYPES } from './results.validators';

const tag = 'Results';
const date = (extra: Record<string, unknown> = {}) => str({ format: 'date-time', ...extra });
const nullableInt = (description?: string) => int({ nullable: true, ...(description ? { description } : {}) });
const target = obj({
  type: oneOfStr(ATTEMPT_TARGET_TYPES),
  id: int(),
  title: str(),
  version: oneOfStr(TEST_VERSIONS),
});
const status = oneOfStr(RESULT_STATUSES, { description: 'grading: the job has not run yet; scores are null and lists empty' });
const section = obj({
  name: str({ description: 'reading-writing, math (digital); reading, writing-language, math (paper)' }),
  raw: int(),
  maxRaw: int({ description: 'questions that count (unscored ones excluded)' }),
  scaled: nullableInt('200-800 (paper reading / writing-language: the 10-40 test score); null without a score table'),
  lower: nullableInt(),
  upper: nullableInt(),
  route: oneOfStr(MODULE_ROUTES, { nullable: true }),
});
const breakdown = obj({ name: str(), section: str(), correct: int(), total: int() });
const question = obj({
  questionId: int(),
  number: int(),
  modulePosition: int(),
  moduleTitle: str(),
  section: str(),
  type: oneOfStr(QUESTION_TYPES),
  domain: str(),
  skill: str(),
  difficulty: str(),
  answer: str(),
  answerKey: str(),
  outcome: oneOfStr(QUESTION_OUTCOMES),
  marked: bool(),
  timeSpentSeconds: int(),
});
const choices = arr(obj({ label: str(), text: str() }));
const passage = obj({ id: int(), title: str(), body: str() });
const result = obj({
  attemptId: int(),
  status,
  target,
  userId: int(),
  total: nullableInt('digital: RW + Math; paper: (Reading + Writing) x 10 + Math; null while grading or for a single section'),
  sections: arr(section),
  domains: arr(breakdown),
  skills: arr(breakdown),
  questions: arr(question),
  counts: obj({ correct: int(), wrong: int(), omitted: int(), unscored: int() }),
  leaveCount: int(),
  startedAt: date(),
  finishedAt: date(),
  gradedAt: date({ nullable: true }),
  previous: obj({ attemptId: int(), total: nullableInt(), finishedAt: date() }),
  pdfUnlocked: bool(),
});
const shortSection = obj({ name: str(), scaled: nullableInt(), raw: int(), maxRaw: int() });
const summary = obj({ attemptId: int(), status, target, total: nullableInt(), sections: arr(shortSection), finishedAt: date(), leaveCount: int() });
const attemptParam = ['attemptId'];

const paths = {
  '/results': {
    get: op({
      tag,
      summary: "The caller's finished attempts with their scores, newest first (type: composePractices = full practice sets)",
      auth: true,
      query: {
        type: oneOfStr(Object.keys(RESULT_LIST_TYPES)),
        page: int({ minimum: 1 }),
        per_page: int({ minimum: 1, maximum: 100 }),
      },
      ok: { schema: obj({ data: arr(summary), current_page: int(), total: int() }) },
    }),
  },
  '/results/history': {
    get: op({
      tag,
      summary: "The caller's graded totals and section scores over time (oldest first) and per-domain percentages over all of them",
      auth: true,
      ok: {
        schema: obj({
          points: arr(obj({ attemptId: int(), target, total: nullableInt(), sections: arr(shortSection), finishedAt: date() })),
          domains: arr(obj({ name: str(), section: str(), correct: int(), total: int(), percent: int() })),
        }),
      },
    }),
  },
  '/results/{attemptId}': {
    get: op({
      tag,
      summary:
        'The result of a finished attempt (status grading until the job has run): for its taker, admins, and teachers or company-admins who see the attempt (tests they author, members of their companies); 404 for anyone else',
      auth: true,
      params: attemptParam,
      ok: { schema: result },
      errors: [404],
    }),
  },
  '/results/{attemptId}/review': {
    get: op({
      tag,
      summary:
        'Every question of a finished attempt with the answer, key and explanation (the walk-through): the same readers as the result; 404 otherwise',
      auth: true,
      params: attemptParam,
      ok: {
        schema: arr(obj({ ...(question.properties as Record<string, Record<string, unknown>>), stem: str(), choices, passage, explanation: str() })),
      },
      errors: [404],
    }),
  },
  '/explanations/questions/{questionId}': {
    get: op({
      tag,
      summary: "A question's key and explanation: for a taker who finished an attempt containing it, its owner and admins; 404 otherwise",
      auth: true,
      params: ['questionId'],
      ok: {
        schema: obj({
          questionId: int(),
          type: oneOfStr(QUESTION_TYPES),
          section: str(),
          domain: str(),
          skill: str(),
          difficulty: str(),
          stem: str(),
          choices,
          passage,
          answerKey: str(),
          explanation: str(),
        }),
      },
      errors: [404],
    }),
  },
};

export const resultsOpenApi: OpenApiPart = { paths };
