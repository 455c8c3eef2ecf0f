/** OpenAPI paths of the test-taker catalog; spread into docs/openapi.ts. */
import { ALL_SECTIONS, ATTEMPT_TARGET_TYPES, CATALOG_KINDS, CATALOG_PROGRESS, PRACTICE_TOOLS, TEST_VERSIONS } from '@app/shared';
import { arr, int, obj, op, str } from '../../docs/openapi-builder';

const entryFields = {
  type: str({ enum: [...ATTEMPT_TARGET_TYPES] }),
  id: int(),
  title: str(),
  version: str({ enum: [...TEST_VERSIONS] }),
  kind: str({ enum: [...CATALOG_KINDS], description: 'full for full practice sets and adaptive sets, else the practice kind' }),
  section: str({ enum: [...ALL_SECTIONS], nullable: true, description: 'null for a full test' }),
  questionCount: int(),
  timeLimitSeconds: int({ description: 'testing time without breaks' }),
  progress: str({ enum: [...CATALOG_PROGRESS], description: 'of the caller' }),
  activeAttemptId: int({ nullable: true, description: 'the running attempt (in_progress or on_break)' }),
  takes: int({ description: 'attempts of the caller, restarts included' }),
};
const entry = obj(entryFields);
const tools = arr(str({ enum: [...PRACTICE_TOOLS] }));

export const catalogPaths = {
  '/catalog': {
    get: op({
      tag: 'Catalog',
      summary:
        'What the caller may take (the admins\u2019 published practices, full practice sets and adaptive sets; authors also their own), with their progress. Full tests first, then by title; 20 a page.',
      auth: true,
      query: {
        type: str({ enum: [...ATTEMPT_TARGET_TYPES], description: 'practice, full practice set (fullPractice) or adaptive set' }),
        version: str({ enum: [...TEST_VERSIONS] }),
        kind: str({ enum: [...CATALOG_KINDS] }),
        section: str({ enum: [...ALL_SECTIONS], description: 'full tests have no section and never match' }),
        status: str({ enum: [...CATALOG_PROGRESS] }),
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
      summary: 'One catalog entry with what its start page shows: the timed parts in order (questions, time, tools, breaks)',
      auth: true,
      params: ['type', 'id'],
      ok: {
        schema: obj({
          ...entryFields,
          tools,
          parts: arr(
            obj({
              position: int(),
              section: str({ enum: [...ALL_SECTIONS] }),
              stage: str({ enum: ['single', 'module1', 'module2'] }),
              title: str({ nullable: true }),
              questionCount: int(),
              timeLimitSeconds: int(),
              tools,
              breakAfterSeconds: int(),
            }),
          ),
        }),
      },
      errors: [404],
    }),
  },
};
