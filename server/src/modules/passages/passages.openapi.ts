/** OpenAPI part of passages: the reading passages questions share. */
import { AUTHOR_ROLES } from '../../core/access';
import { int, obj, op, paged, pageQuery as page, ref, str, type OpenApiPart } from '../../lib/openapi';

const AUTHORS = [...AUTHOR_ROLES];
const passageFields = { title: str(), body: str({ description: 'rich text' }), source: str({ nullable: true }) };

export const passagesOpenApi: OpenApiPart = {
  paths: {
    '/passages': {
      get: op({
        tag: 'Questions',
        summary: "Passages: the caller's own and the admins' (admins see all); q searches title and body",
        auth: true,
        roles: AUTHORS,
        query: { q: str(), ...page },
        ok: { schema: paged(ref('Passage')) },
        errors: [403],
      }),
      post: op({
        tag: 'Questions',
        summary: 'Create a passage; 400 SAT_PASSAGE_EXISTS when the same text (ignoring markup, spacing and case) exists',
        auth: true,
        roles: AUTHORS,
        body: obj(passageFields, ['title', 'body']),
        ok: { status: 201, schema: ref('Passage') },
        errors: [400, 403],
      }),
    },
    '/passages/{id}': {
      get: op({
        tag: 'Questions',
        summary: 'A passage',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        ok: { schema: ref('Passage') },
        errors: [403, 404],
      }),
      patch: op({
        tag: 'Questions',
        summary: 'Update a passage (owner or admin)',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        body: obj(passageFields),
        ok: { schema: ref('Passage') },
        errors: [400, 403, 404],
      }),
      delete: op({
        tag: 'Questions',
        summary: 'Delete a passage (owner or admin); its questions stay, without it',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        ok: { status: 204, description: 'Deleted' },
        errors: [403, 404],
      }),
    },
  },
  schemas: {
    Passage: obj({
      id: int(),
      title: str(),
      body: str(),
      source: str({ nullable: true }),
      owner_id: int(),
      created_at: str({ format: 'date-time' }),
      updated_at: str({ format: 'date-time' }),
    }),
  },
};
