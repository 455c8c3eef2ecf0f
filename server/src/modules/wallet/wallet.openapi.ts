/** OpenAPI paths of plans, the wallet, score report unlocks and grading orders; spread into docs/openapi.ts. */
import { GRADING_SERVICES, LEDGER_TYPES, PLAN_KINDS, REPORT_UNLOCK_METHODS, TEACHER_GRADING_STATUSES } from '@app/shared';
import { arr, bool, int, obj, op, str } from '../../docs/openapi-builder';

type Schema = Record<string, unknown>;
const nullableDate = str({ nullable: true, format: 'date-time' });
const paged = (item: Schema) => obj({ data: arr(item), current_page: int(), total: int() });

/** Adds the required Idempotency-Key header, and the 409 of a key reused for another request. */
export function idempotent(operation: Schema): Schema {
  const o = operation as { parameters: Schema[]; responses: Record<string, Schema>; summary: string };
  return {
    ...o,
    summary: `${o.summary}. Idempotency-Key: a retry with the same key answers the first result (header Idempotent-Replayed: true)`,
    parameters: [
      ...o.parameters,
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        schema: str({ minLength: 1, maxLength: 255 }),
        description: 'one per logical request',
      },
    ],
    responses: {
      ...o.responses,
      '409': {
        description: 'Idempotency-Key already used for a different request',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
      '422': {
        description: 'Validation failed (also a missing or malformed Idempotency-Key)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

const plan = obj({
  id: int(),
  code: str(),
  kind: str({ enum: [...PLAN_KINDS] }),
  price: int({ description: 'points (coins)' }),
  duration_months: int({ nullable: true, enum: [1, 6, 12] }),
  lifetime: bool(),
  daily_full_tests: int({ nullable: true }),
  daily_section_practices: int({ nullable: true }),
  report_allowance: int(),
});
const ledgerEntry = obj({
  id: int(),
  date: str({ format: 'date-time' }),
  type: str({ enum: [...LEDGER_TYPES] }),
  amount: int({ description: 'signed: negative for spending' }),
  balance_after: int(),
  notes: str({ nullable: true }),
});
const reportUnlock = obj({
  attempt_id: int(),
  unlocked: bool(),
  method: str({ nullable: true, enum: [...REPORT_UNLOCK_METHODS] }),
  unlocked_at: nullableDate,
  balance: int(),
  report_allowance: int(),
});
const gradingOrder = obj({
  id: int(),
  attempt_id: int(),
  service: str({ enum: [...GRADING_SERVICES] }),
  price: int(),
  list_price: int(),
  priority: bool(),
  status: str({ enum: [...TEACHER_GRADING_STATUSES] }),
  created_at: str({ format: 'date-time' }),
});
const tag = 'Wallet';

export const walletPaths = {
  '/plans': { get: op({ tag, summary: 'The plans (point prices, durations, limits)', ok: { schema: arr(plan) } }) },
  '/plans/{planId}/purchase': {
    post: idempotent(
      op({
        tag,
        summary: 'Buy a plan with coins (again: extends it; pro adds the pro role until its expiry, lifetime = null expiry)',
        auth: true,
        params: ['planId'],
        ok: {
          status: 201,
          schema: obj({
            id: int(),
            plan_id: int(),
            price: int(),
            expires_at: nullableDate,
            balance: int(),
            created_at: str({ format: 'date-time' }),
          }),
        },
        errors: [400, 402, 404],
      }),
    ),
  },
  '/wallet': {
    get: op({
      tag,
      summary: "The caller's balance and plan state",
      auth: true,
      ok: {
        schema: obj({
          balance: int(),
          is_pro: bool(),
          pro_expired_at: nullableDate,
          sat_plan_expired_at: nullableDate,
          report_allowance: int(),
          pro_free_report_available: bool(),
        }),
      },
    }),
  },
  '/wallet/transactions': {
    get: op({
      tag,
      summary: "The caller's ledger, newest first, 20 a page",
      auth: true,
      query: { page: int({ minimum: 1 }) },
      ok: { schema: paged(ledgerEntry) },
    }),
  },
  '/score-reports/{attemptId}': {
    get: op({
      tag,
      summary: "Whether the caller's finished attempt's score report is unlocked",
      auth: true,
      params: ['attemptId'],
      ok: { schema: reportUnlock },
      errors: [400, 403, 404],
    }),
  },
  '/score-reports/{attemptId}/unlock': {
    post: idempotent(
      op({
        tag,
        summary: "Unlock the score report PDF: one plan allowance, else pro's free report, else 10 coins (201; 200 when already unlocked)",
        auth: true,
        params: ['attemptId'],
        ok: { status: 201, schema: reportUnlock },
        errors: [400, 402, 403, 404],
      }),
    ),
  },
  '/grading-orders': {
    get: op({
      tag,
      summary: "The caller's grading orders",
      auth: true,
      query: { page: int({ minimum: 1 }), per_page: int({ minimum: 1, maximum: 100 }) },
      ok: { schema: paged(gradingOrder) },
    }),
    post: idempotent(
      op({
        tag,
        summary: 'Buy grading of a finished attempt (pro: 20% off, priority); one open order per attempt',
        auth: true,
        body: obj({ attempt_id: int(), service: str({ enum: [...GRADING_SERVICES] }) }, ['attempt_id', 'service']),
        ok: { status: 201, schema: gradingOrder },
        errors: [400, 402, 403, 404],
      }),
    ),
  },
};
