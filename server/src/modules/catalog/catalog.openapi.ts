/** OpenAPI part: the test-taker catalog */
import { ALL_SECTIONS, ATTEMPT_TARGET_TYPES, CATALOG_KINDS, CATALOG_PROGRESS, MODULE_STAGES, PRACTICE_TOOLS, TEST_VERSIONS } from '@app/shared';
import { arr, int, obj, oneOfStr, op, type OpenApiPart, str } from '../../lib/openapi';

const entryFields = {
  type: oneOfStr(ATTEMPT_TARGET_TYPES),
  id: int(),
  title: str(),
  version: oneOfStr(TEST_VERSIONS),
  kind: oneOfStr(CATALOG_KINDS, { description: 'full for full practice sets and adaptive sets, else the practice kind' }),
  section: oneOfStr(ALL_SECTIONS, { nullable: true, description: 'null for a full test' }),
  questionCount: int(),
  timeLimitSeconds: int({ description: 'testing time without breaks' }),
  progress: oneOfStr(CATALOG_PROGRESS, { description: 'of the caller' }),
  activeAttemptId: int({ nullable: true, description: 'the running attempt (in_progress or on_break)' }),
  lastFinishedAttemptId: int({ nullable: true, description: 'the latest finished attempt, whose report "Review" opens' }),
  takes: int({ description: 'attempts of the caller, restarts included' }),
};
const entry = obj(entryFields);
const tools = arr(oneOfStr(PRACTICE_TOOLS));

const paths = {
  '/catalog': {
    get: op({
      tag: 'Catalog',
      summary:
        'What the caller may take (the admins\u2019 published practices, full practice sets and adaptive sets; authors also their own), with their progress. Full tests first, then by title; 20 a page. Without a token: the published library, no progress.',
      errors: [401],
      query: {
        type: oneOfStr(ATTEMPT_TARGET_TYPES, { description: 'practice, full practice set (fullPractice) or adaptive set' }),
        version: oneOfStr(TEST_VERSIONS),
        kind: oneOfStr(CATALOG_KINDS),
        section: oneOfStr(ALL_SECTIONS, { description: 'full tests have no section and never match' }),
        status: oneOfStr(CATALOG_PROGRESS),
        q: str({ description: 'title contains' }),
        page: int({ minimum: 1 }),
        per_page: int({ minimum: 1, maximum: 100 }),
      },
      ok: { schema: obj({ data: arr(entry), current_page: int(), total: int() }) },
    }),
  },
  '/catalog/{type}/{id}': {
    get: op({
      tag: 'Catalog',
      summary:
        'One catalog entry with what its start page shows: the timed parts in order (questions, time, tools, breaks). Without a token: library tests only.',
      params: ['type', 'id'],
      ok: {
        schema: obj({
          ...entryFields,
          tools,
          parts: arr(
            obj({
              position: int(),
              section: oneOfStr(ALL_SECTIONS),
              stage: oneOfStr(MODULE_STAGES),
              title: str({ nullable: true }),
              questionCount: int(),
              timeLimitSeconds: int(),
              tools,
              breakAfterSeconds: int(),
            }),
          ),
        }),
      },
      errors: [401, 404],
    }),
  },
};

export const catalogOpenApi: OpenApiPart = { paths };
