/** OpenAPI paths of test authoring (practices, full practice sets, adaptive sets, score tables); spread into docs/openapi.ts. */
import { arr, bool, int, obj, op, str } from '../../docs/openapi-builder';

const page = { page: int({ minimum: 1 }), per_page: int({ minimum: 1, maximum: 100 }) };
const paged = (item: Record<string, unknown>) => obj({ data: arr(item), current_page: int(), total: int() });
const authors = ['teacher', 'company-admin', 'admin'];
const status = str({ enum: ['draft', 'published'] });
const version = str({ enum: ['digital', 'paper'] });
const owned = {
  status,
  owner_id: int(),
  owner_kind: str({ enum: ['admin', 'teacher', 'company'] }),
  first_taken_at: str({ nullable: true, format: 'date-time' }),
};

const practicePublic = obj({
  id: int(),
  title: str(),
  version,
  kind: str({ enum: ['module', 'section', 'drill', 'quick'] }),
  section: str(),
  question_count: int(),
  time_limit_seconds: int(),
  tools: arr(str({ enum: ['calculator', 'reference-sheet', 'highlighter', 'annotate', 'eliminator'] })),
});
const practice = obj({
  ...(practicePublic.properties as Record<string, Record<string, unknown>>),
  ...owned,
  questions: arr(
    obj({
      position: int(),
      question: obj({ id: int(), type: str(), section: str(), domain: str(), skill: str(), difficulty: str(), stem_excerpt: str() }),
    }),
  ),
});
const practiceBody = (required: string[]) =>
  obj(
    {
      title: str({ maxLength: 255 }),
      version,
      kind: str({ enum: ['module', 'section', 'drill', 'quick'] }),
      section: str(),
      time_limit_seconds: int({ minimum: 60, maximum: 18000 }),
      tools: arr(str()),
      question_ids: arr(int()),
    },
    required,
  );

const practiceSet = obj({
  id: int(),
  title: str(),
  version,
  question_count: int(),
  time_limit_seconds: int(),
  items: arr(obj({ position: int(), practice: practicePublic, break_after_seconds: int() })),
  ...owned,
});
const setBody = (required: string[]) =>
  obj(
    { title: str(), version, items: arr(obj({ practice_id: int(), break_after_seconds: int({ minimum: 0, maximum: 3600 }) }, ['practice_id'])) },
    required,
  );

const adaptiveSet = obj({
  id: int(),
  title: str(),
  version: str({ enum: ['digital'] }),
  break_after_seconds: int(),
  sections: arr(
    obj({
      position: int(),
      section: str({ enum: ['reading-writing', 'math'] }),
      module1: practicePublic,
      easier_module2: practicePublic,
      harder_module2: practicePublic,
      routing_threshold: int({ description: 'authors only' }),
    }),
  ),
  ...owned,
});
const adaptiveBody = (required: string[]) =>
  obj(
    {
      title: str(),
      break_after_seconds: int({ minimum: 0, maximum: 3600, default: 600 }),
      sections: arr(
        obj(
          {
            section: str({ enum: ['reading-writing', 'math'] }),
            module1_id: int(),
            easier_module2_id: int(),
            harder_module2_id: int(),
            routing_threshold: int({ minimum: 0, description: 'module 1 correct answers at or above it route to the harder module 2' }),
          },
          ['section', 'module1_id', 'easier_module2_id', 'harder_module2_id', 'routing_threshold'],
        ),
      ),
    },
    required,
  );

const scoreRows = arr(
  obj({ raw: int({ minimum: 0 }), scaled: int(), lower: int({ nullable: true }), upper: int({ nullable: true }) }, ['raw', 'scaled']),
);
const scoreTable = obj({
  id: int(),
  target: str({ enum: ['practice', 'practice_set', 'adaptive_set'] }),
  target_id: int(),
  type: str({ enum: ['reading-writing', 'math', 'reading', 'writing-language'] }),
  route: str({ nullable: true, enum: ['easier', 'harder'] }),
  max_raw: int(),
  rows: scoreRows,
  updated_at: str({ format: 'date-time' }),
});

/** The eight routes of a catalog of practices or sets. */
function catalog(
  base: string,
  tag: string,
  noun: string,
  item: Record<string, unknown>,
  publicItem: Record<string, unknown>,
  body: (r: string[]) => Record<string, unknown>,
  filters: Record<string, Record<string, unknown>>,
  createRequired: string[],
) {
  const author = { tag, auth: true, roles: authors };
  return {
    [base]: {
      get: op({
        tag,
        summary: `${noun}s the caller sees: admins all; authors own and published admin ones; test takers published admin ones (public shape)`,
        auth: true,
        query: { ...filters, status, q: str(), mine: bool(), ...page },
        ok: { schema: paged(item) },
      }),
      post: op({
        ...author,
        summary: `Create a ${noun.toLowerCase()} (draft)`,
        body: body(createRequired),
        ok: { status: 201, schema: item },
        errors: [400, 403],
      }),
    },
    [`${base}/{id}`]: {
      get: op({
        tag,
        summary: `One ${noun.toLowerCase()} (authors: full; test takers: public shape)`,
        auth: true,
        params: ['id'],
        ok: { schema: publicItem },
        errors: [403, 404],
      }),
      patch: op({
        ...author,
        summary: `Change a ${noun.toLowerCase()} (PRACTICE_EXAM_HAS_TAKEN once taken and the order or count changes)`,
        params: ['id'],
        body: body([]),
        ok: { schema: item },
        errors: [400, 403, 404],
      }),
      delete: op({
        ...author,
        summary: `Delete a ${noun.toLowerCase()} (not once taken)`,
        params: ['id'],
        ok: { status: 204, description: 'Deleted' },
        errors: [400, 403, 404, 409],
      }),
    },
    [`${base}/{id}/duplicate`]: {
      post: op({
        ...author,
        summary: 'An unpublished copy owned by the caller',
        params: ['id'],
        ok: { status: 201, schema: item },
        errors: [403, 404],
      }),
    },
    [`${base}/{id}/publish`]: { post: op({ ...author, summary: 'Publish', params: ['id'], ok: { schema: item }, errors: [403, 404] }) },
    [`${base}/{id}/unpublish`]: { post: op({ ...author, summary: 'Back to draft', params: ['id'], ok: { schema: item }, errors: [403, 404] }) },
  };
}

export const practicePaths = {
  ...catalog('/practices', 'Practices', 'Practice', practice, practicePublic, practiceBody, { kind: str(), version, section: str() }, [
    'title',
    'version',
    'kind',
    'section',
    'time_limit_seconds',
  ]),
  ...catalog('/practice-sets', 'Practice sets', 'Full practice set', practiceSet, practiceSet, setBody, { version }, ['title', 'version']),
  ...catalog('/adaptive-sets', 'Adaptive sets', 'Adaptive set', adaptiveSet, adaptiveSet, adaptiveBody, {}, ['title', 'sections']),
  '/score-tables': {
    get: op({
      tag: 'Score tables',
      summary: 'The score tables of one target (exactly one of practice_id, practice_set_id, adaptive_set_id)',
      auth: true,
      roles: authors,
      query: { practice_id: int(), practice_set_id: int(), adaptive_set_id: int() },
      ok: { schema: arr(scoreTable) },
      errors: [403, 404],
    }),
    post: op({
      tag: 'Score tables',
      summary: 'Add a raw -> scaled table (rows cover raw 0..max_raw; route for adaptive sets)',
      auth: true,
      roles: authors,
      body: obj(
        {
          target: str({ enum: ['practice', 'practice_set', 'adaptive_set'] }),
          target_id: int(),
          type: str({ enum: ['reading-writing', 'math', 'reading', 'writing-language'] }),
          route: str({ enum: ['easier', 'harder'] }),
          max_raw: int(),
          rows: scoreRows,
        },
        ['target', 'target_id', 'type', 'rows'],
      ),
      ok: { status: 201, schema: scoreTable },
      errors: [403, 404],
    }),
  },
  '/score-tables/{id}': {
    patch: op({
      tag: 'Score tables',
      summary: 'Replace the rows',
      auth: true,
      roles: authors,
      params: ['id'],
      body: obj({ rows: scoreRows, max_raw: int() }, ['rows']),
      ok: { schema: scoreTable },
      errors: [403, 404],
    }),
    delete: op({
      tag: 'Score tables',
      summary: 'Delete a score table',
      auth: true,
      roles: authors,
      params: ['id'],
      ok: { status: 204, description: 'Deleted' },
      errors: [403, 404],
    }),
  },
};
