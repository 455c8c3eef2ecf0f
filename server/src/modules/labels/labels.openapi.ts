/** OpenAPI part of labels: the question tags. */
import { AUTHOR_ROLES } from '../../core/access';
import { arr, obj, op, ref, str, int, type OpenApiPart } from '../../lib/openapi';

const AUTHORS = [...AUTHOR_ROLES];
const labelRef = ref('Label');

export const labelsOpenApi: OpenApiPart = {
  paths: {
    '/labels': {
      get: op({ tag: 'Questions', summary: 'Question labels, by name', auth: true, roles: AUTHORS, ok: { schema: arr(labelRef) }, errors: [403] }),
      post: op({
        tag: 'Questions',
        summary: 'Create a label (names are unique, ignoring case)',
        auth: true,
        roles: ['super-admin'],
        body: obj({ name: str() }, ['name']),
        ok: { status: 201, schema: labelRef },
        errors: [403],
      }),
    },
    '/labels/{id}': {
      patch: op({
        tag: 'Questions',
        summary: 'Rename a label',
        auth: true,
        roles: ['super-admin'],
        params: ['id'],
        body: obj({ name: str() }, ['name']),
        ok: { schema: labelRef },
        errors: [403, 404],
      }),
      delete: op({
        tag: 'Questions',
        summary: 'Delete a label (questions lose it)',
        auth: true,
        roles: ['super-admin'],
        params: ['id'],
        ok: { status: 204, description: 'Deleted' },
        errors: [403, 404],
      }),
    },
  },
  schemas: {
    Label: obj({ id: int(), name: str() }),
  },
};
