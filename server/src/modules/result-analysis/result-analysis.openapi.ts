/** OpenAPI part: result analysis (results lists, statistics, CSV export, combined scores) */
import { ATTEMPT_TARGET_TYPES, MODULE_ROUTES, QUESTION_TYPES, TEST_VERSIONS } from '@app/shared';
import { arr, bool, int, obj, oneOfStr, op, type OpenApiPart, str } from '../../lib/openapi';

type Schema = Record<string, unknown>;

const tag = 'Result analysis';
const AUTHORS = ['teacher', 'company-admin', 'admin'];
const num = (extra: Schema = {}): Schema => ({ type: 'number', ...extra });
const nullableInt = () => int({ nullable: true });
const date = () => str({ format: 'date-time' });
const targetType = oneOfStr(ATTEMPT_TARGET_TYPES);
const target = obj({ type: targetType, id: int(), title: str(), version: oneOfStr(TEST_VERSIONS) });
const page = { page: int({ minimum: 1 }), per_page: int({ minimum: 1, maximum: 100 }) };
const paged = (item: Schema) => obj({ data: arr(item), current_page: int(), total: int() });
const route = oneOfStr(MODULE_ROUTES, { nullable: true });

const row = obj({
  attemptId: int(),
  student: obj({ id: int(), name: str(), username: str() }),
  target,
  total: nullableInt(),
  sections: arr(obj({ name: str(), raw: int(), maxRaw: int(), scaled: nullableInt(), route })),
  counts: obj({ correct: int(), wrong: int(), omitted: int(), unscored: int() }),
  leaveCount: int(),
  startedAt: date(),
  finishedAt: date(),
});

const distribution = obj({
  name: str({ description: "'total' or a score type" }),
  count: int({ description: 'attempts with this score' }),
  mean: num({ nullable: true }),
  median: num({ nullable: true }),
  min: nullableInt(),
  max: nullableInt(),
  buckets: arr(obj({ from: int(), to: int({ description: 'inclusive' }), count: int() })),
});

const questionStat = obj({
  questionId: int(),
  modulePosition: int(),
  moduleTitle: str(),
  number: int(),
  section: str(),
  type: oneOfStr(QUESTION_TYPES),
  domain: str(),
  skill: str(),
  difficulty: str(),
  answerKey: str(),
  route,
  attempts: int(),
  correct: int(),
  wrong: int(),
  omitted: int(),
  unscored: int(),
  percentCorrect: num({ nullable: true, description: '0-100 over scored answers' }),
  omittedRate: num({ description: '0-100' }),
  averageTimeSeconds: num(),
  answers: arr(obj({ answer: str(), count: int(), correct: bool() })),
});

const analysis = obj({
  target,
  attempts: int(),
  students: int(),
  total: { ...distribution, nullable: true },
  sections: arr(distribution),
  omittedRate: num(),
  averageTimeSeconds: num(),
  routing: arr(obj({ name: str(), easier: int(), harder: int() })),
  questions: arr(questionStat),
});

const combined = obj({
  id: int(),
  userId: int(),
  version: oneOfStr(TEST_VERSIONS),
  total: nullableInt(),
  sections: arr(obj({ name: str(), raw: int(), maxRaw: int(), scaled: nullableInt(), attemptId: int() })),
  parts: arr(obj({ attemptId: int(), target, finishedAt: date() })),
  createdBy: nullableInt(),
  createdAt: date(),
});

const targetParams = ['type', 'targetId'];
const rowFilters = { type: targetType, targetId: int({ minimum: 1, description: 'needs type' }) };

const csv = op({
  tag,
  summary: "A test's visible graded attempts as CSV (UTF-8 with BOM): student, times, scores, counts, leaves, then each question's outcome",
  auth: true,
  roles: AUTHORS,
  params: targetParams,
  errors: [403, 404],
}) as { responses: Record<string, Schema> };

const paths = {
  '/analysis/results': {
    get: op({
      tag,
      summary:
        "Graded attempts the caller may see, newest first: admins all; teachers and company-admins those of their own tests and of their companies' members (classes: not yet)",
      auth: true,
      roles: AUTHORS,
      query: { ...rowFilters, q: str({ description: 'student name, username or email, or test title' }), ...page },
      ok: { schema: paged(row) },
      errors: [403],
    }),
  },
  '/analysis/{type}/{targetId}': {
    get: op({
      tag,
      summary:
        "Statistics of a test's graded attempts that the caller may see (as in /analysis/results): score distributions, per-question percent correct, answers given, time, omissions, adaptive routing. For any test in the caller's catalog (own, the admins' published library; admins all) and a company-admin's company authors' tests; none visible answers attempts 0; 404 otherwise",
      auth: true,
      roles: AUTHORS,
      params: targetParams,
      ok: { schema: analysis },
      errors: [403, 404],
    }),
  },
  '/analysis/{type}/{targetId}/students': {
    get: op({
      tag,
      summary: "A test's graded attempts the caller may see, per student, newest first (404 for a test whose statistics the caller may not open)",
      auth: true,
      roles: AUTHORS,
      params: targetParams,
      query: page,
      ok: { schema: paged(row) },
      errors: [403, 404],
    }),
  },
  '/analysis/{type}/{targetId}/export.csv': {
    get: {
      ...csv,
      responses: {
        ...csv.responses,
        '200': { description: 'The CSV, as an attachment (Content-Disposition with a file name)', content: { 'text/csv': { schema: str() } } },
      },
    },
  },
  '/analysis/users/{userId}/results': {
    get: op({
      tag,
      summary: "One user's graded attempts, optionally of one test (admins; a company-admin for members of their company; 404 otherwise)",
      auth: true,
      roles: ['admin', 'company-admin'],
      params: ['userId'],
      query: { ...rowFilters, ...page },
      ok: { schema: paged(row) },
      errors: [403, 404],
    }),
  },
  '/analysis/combine': {
    post: op({
      tag,
      summary:
        'Combine graded attempts of one student into one whole test (complete, no section twice; paper math from an attempt with both parts). 422 on attemptIds: validation.combine.incomplete, .repeated, .other_user, .not_graded, .mixed_versions. The same selection again answers the stored row',
      auth: true,
      roles: ['admin'],
      body: obj({ userId: int({ minimum: 1 }), attemptIds: arr(int({ minimum: 1 })) }, ['userId', 'attemptIds']),
      ok: { status: 201, schema: combined },
      errors: [403],
    }),
  },
  '/analysis/combined': {
    get: op({
      tag,
      summary: 'Stored combined scores, newest first, of one student or of everyone',
      auth: true,
      roles: ['admin'],
      query: { userId: int({ minimum: 1 }), ...page },
      ok: { schema: paged(combined) },
      errors: [403],
    }),
  },
};

export const resultAnalysisOpenApi: OpenApiPart = { paths };
