/** OpenAPI paths of results (score report data, list, history, walk-through, explanations); spread into docs/openapi.ts. */
import { arr, bool, int, obj, op, str } from '../../docs/openapi-builder';

const tag = 'Results';
const date = (extra: Record<string, unknown> = {}) => str({ format: 'date-time', ...extra });
const nullableInt = (description?: string) => int({ nullable: true, ...(description ? { description } : {}) });
const target = obj({
  type: str({ enum: ['practice', 'fullPractice', 'adaptive'] }),
  id: int(),
  title: str(),
  version: str({ enum: ['digital', 'paper'] }),
});
const status = str({ enum: ['grading', 'graded'], description: 'grading: the job has not run yet; scores are null and lists empty' });
const section = obj({
  name: str({ description: 'reading-writing, math (digital); reading, writing-language, math (paper)' }),
  raw: int(),
  maxRaw: int({ description: 'questions that count (unscored ones excluded)' }),
  scaled: nullableInt('200-800 (paper reading / writing-language: the 10-40 test score); null without a score table'),
  lower: nullableInt(),
  upper: nullableInt(),
  route: str({ enum: ['easier', 'harder'], nullable: true }),
});
const breakdown = obj({ name: str(), section: str(), correct: int(), total: int() });
const question = obj({
  questionId: int(),
  number: int(),
  modulePosition: int(),
  moduleTitle: str(),
  section: str(),
  type: str({ enum: ['multiple-choice', 'grid-in'] }),
  domain: str(),
  skill: str(),
  difficulty: str(),
  answer: str(),
  answerKey: str(),
  outcome: str({ enum: ['correct', 'wrong', 'omitted', 'unscored'] }),
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

export const resultPaths = {
  '/results': {
    get: op({
      tag,
      summary: "The caller's finished attempts with their scores, newest first (type: composePractices = full practice sets)",
      auth: true,
      query: {
        type: str({ enum: ['composePractices', 'practice', 'adaptive'] }),
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
          type: str({ enum: ['multiple-choice', 'grid-in'] }),
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
