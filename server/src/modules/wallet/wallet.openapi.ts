/** OpenAPI part: plans, the wallet, score report unlocks and grading orders */
import { GRADING_SERVICES, LEDGER_TYPES, PLAN_DURATION_MONTHS, PLAN_KINDS, REPORT_UNLOCK_METHODS, TEACHER_GRADING_STATUSES } from '@app/shared';
import { arr, bool, idempotent, int, obj, oneOfStr, op, type OpenApiPart, str } from '../../lib/openapi';

type Schema = Record<string, unknown>;
const nullableDate = str({ nullable: true, format: 'date-time' });
const paged = (item: Schema) => obj({ data: arr(item), current_page: int(), total: int() });

const plan = obj({
  id: int(),
  code: str(),
  kind: oneOfStr(PLAN_KINDS),
  price: int({ description: 'points (coins)' }),
  duration_months: int({ nullable: true, enum: [...PLAN_DURATION_MONTHS] }),
  lifetime: bool(),
  daily_full_tests: int({ nullable: true }),
  daily_section_practices: int({ nullable: true }),
  report_allowance: int(),
});
const ledgerEntry = obj({
  id: int(),
  date: str({ format: 'date-time' }),
  type: oneOfStr(LEDGER_TYPES),
  amount: int({ description: 'signed: negative for spending' }),
  balance_after: int(),
  notes: str({ nullable: true }),
});
const reportUnlock = obj({
  attempt_id: int(),
  unlocked: bool(),
  method: oneOfStr(REPORT_UNLOCK_METHODS, { nullable: true }),
  unlocked_at: nullableDate,
  balance: int(),
  report_allowance: int(),
});
const gradingOrder = obj({
  id: int(),
  attempt_id: int(),
  service: oneOfStr(GRADING_SERVICES),
  price: int(),
  list_price: int(),
  priority: bool(),
  status: oneOfStr(TEACHER_GRADING_STATUSES),
  created_at: str({ format: 'date-time' }),
});
const tag = 'Wallet';

const paths = {
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
        summary:
          'Buy grading of a finished attempt (pro: 20% off, priority); one open order per attempt; "score" is refused (422) for a machine-scored test, which is offered the teacher review',
        auth: true,
        body: obj({ attempt_id: int(), service: oneOfStr(GRADING_SERVICES) }, ['attempt_id', 'service']),
        ok: { status: 201, schema: gradingOrder },
        errors: [400, 402, 403, 404],
      }),
    ),
  },
};

export const walletOpenApi: OpenApiPart = { paths };
