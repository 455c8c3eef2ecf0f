/** OpenAPI part of score tables: raw -> scaled conversion per practice, full set or adaptive set (and route). */
import { MODULE_ROUTES, SCORE_TABLE_TARGETS, SCORE_TYPES } from '@app/shared';
import { AUTHOR_ROLES } from '../../core/access';
import { arr, int, obj, oneOfStr, op, str, type OpenApiPart } from '../../lib/openapi';

const authors = [...AUTHOR_ROLES];
const scoreRows = arr(
  obj({ raw: int({ minimum: 0 }), scaled: int(), lower: int({ nullable: true }), upper: int({ nullable: true }) }, ['raw', 'scaled']),
);
const scoreTable = obj({
  id: int(),
  target: oneOfStr(SCORE_TABLE_TARGETS),
  target_id: int(),
  type: oneOfStr(SCORE_TYPES),
  route: oneOfStr(MODULE_ROUTES, { nullable: true }),
  max_raw: int(),
  rows: scoreRows,
  updated_at: str({ format: 'date-time' }),
});

export const scoreTablesOpenApi: OpenApiPart = {
  paths: {
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
            target: oneOfStr(SCORE_TABLE_TARGETS),
            target_id: int(),
            type: oneOfStr(SCORE_TYPES),
            route: oneOfStr(MODULE_ROUTES),
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
  },
};
