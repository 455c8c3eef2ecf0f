/** OpenAPI part: regrades */
import { ATTEMPT_TARGET_TYPES, REGRADE_RUN_STATUSES } from '@app/shared';
import { arr, int, obj, oneOfStr, op, type OpenApiPart, str } from '../../lib/openapi';

const tag = 'Grading';
const roles = ['teacher', 'company-admin', 'admin'];
const totals = obj({ total: int({ nullable: true }), correct: int() });
const run = obj({
  id: int(),
  target: obj({ type: oneOfStr(ATTEMPT_TARGET_TYPES), id: int() }),
  status: oneOfStr(REGRADE_RUN_STATUSES),
  total: int({ description: 'finished attempts to regrade' }),
  done: int(),
  changed: int({ description: 'results that changed (each one in log)' }),
  log: arr(obj({ attemptId: int(), before: totals, after: totals })),
  error: str({ nullable: true, description: "a failed run's error text, for admins only (null for others)" }),
  createdAt: str({ format: 'date-time' }),
  finishedAt: str({ format: 'date-time', nullable: true }),
});

const paths = {
  '/regrades': {
    post: op({
      tag,
      summary:
        "Regrade every finished attempt of exactly one of practiceId (every attempt that took the practice), composePracticeId, adaptiveId, with today's keys and score tables: a bulk job (202 with the run)",
      auth: true,
      roles,
      body: obj({ practiceId: int(), composePracticeId: int(), adaptiveId: int() }),
      ok: { status: 202, schema: run },
      errors: [403, 404],
    }),
  },
  '/regrades/{id}': {
    get: op({
      tag,
      summary: 'A regrade run: progress and the log of changed results (its requester and admins)',
      auth: true,
      roles,
      params: ['id'],
      ok: { schema: run },
      errors: [403, 404],
    }),
  },
};

export const gradingOpenApi: OpenApiPart = { paths };
