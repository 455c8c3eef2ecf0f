/** OpenAPI part of analytics: the transaction logs and the daily series. */
import { ANALYTICS_DAYS_MAX, LEDGER_TYPES, TRANSACTION_CATEGORIES, TRANSACTION_UNITS } from '@app/shared';
import { arr, int, obj, oneOfStr, op, paged, pageQuery as page, str, type OpenApiPart } from '../../lib/openapi';

const date = str({ format: 'date-time' });
const day = str({ format: 'date', description: 'YYYY-MM-DD, a GMT+8 calendar day' });
const admin = { auth: true, roles: ['super-admin'] };
const txUser = obj({
  id: int(),
  username: str(),
  name: str({ description: "full name; '' when registration was not completed" }),
  first_name: str(),
  last_name: str(),
});
const transaction = obj({
  id: int(),
  user: txUser,
  category: oneOfStr(TRANSACTION_CATEGORIES),
  unit: oneOfStr(TRANSACTION_UNITS),
  amount: int({ description: 'signed: income positive, expense negative' }),
  balance_after: int(),
  type: oneOfStr(LEDGER_TYPES),
  notes: str({ nullable: true }),
  actor_id: int({ nullable: true }),
  created_at: date,
});
const txFilters = {
  category: oneOfStr(TRANSACTION_CATEGORIES),
  unit: oneOfStr(TRANSACTION_UNITS),
  type: oneOfStr(LEDGER_TYPES),
  user_id: int(),
  q: str({ description: "search of the user's username, e-mail and names" }),
  from: day,
  to: day,
  ...page,
};

const dayRow = (metrics: string[]) => obj({ date: day, ...Object.fromEntries(metrics.map((m) => [m, int()])) });
function analytics(base: string, what: string, metrics: string[]) {
  const row = dayRow(metrics);
  return {
    [`${base}/analysis`]: {
      get: op({
        tag: 'Analytics',
        summary: `${what}: one row per GMT+8 day for the \`days\` complete days before today (default 30), oldest first`,
        ...admin,
        query: { days: int({ minimum: 1, maximum: ANALYTICS_DAYS_MAX }) },
        ok: { schema: obj({ timezone: str({ example: 'Asia/Taipei' }), data: arr(row) }) },
        errors: [403],
      }),
    },
    [`${base}/today`]: { get: op({ tag: 'Analytics', summary: `${what}: today so far (GMT+8)`, ...admin, ok: { schema: row }, errors: [403] }) },
  };
}

export const analyticsOpenApi: OpenApiPart = {
  paths: {
    '/admin/transactions-logs': {
      get: op({
        tag: 'Finance',
        summary: 'Ledger rows of every user, newest first',
        ...admin,
        query: txFilters,
        ok: { schema: paged(transaction) },
        errors: [403],
      }),
    },
    '/admin/transactions-logs/users': {
      get: op({
        tag: 'Finance',
        summary: 'Users with ledger rows matching the filters, with their totals; latest activity first',
        ...admin,
        query: txFilters,
        ok: { schema: paged(obj({ user: txUser, income: int(), expense: int(), count: int(), last_at: date })) },
        errors: [403],
      }),
    },
    ...analytics('/user-exams', 'Test attempts started and finished, distinct takers', ['started', 'finished', 'takers']),
    ...analytics('/transaction-logs', 'Points credited (income) and spent or deducted (expense), ledger rows', ['income', 'expense', 'count']),
    ...analytics('/order', 'Plan purchases and grading orders (points), coin payments created and paid', [
      'orders',
      'plan_purchases',
      'plan_points',
      'grading_orders',
      'grading_points',
      'payments',
      'payments_paid',
      'coins_sold',
    ]),
  },
};
