/** OpenAPI paths of user management, the activity log, transaction logs and analytics; spread into docs/openapi.ts. */
import { ACTIVITY_ACTIONS, ADMIN_POINT_MAX, ALL_ROLES, ANALYTICS_DAYS_MAX, LEDGER_TYPES } from '@app/shared';
import { arr, int, obj, op, str } from '../../docs/openapi-builder';

const page = { page: int({ minimum: 1 }), per_page: int({ minimum: 1, maximum: 100 }) };
const paged = (item: Record<string, unknown>) => obj({ data: arr(item), current_page: int(), total: int() });
const date = str({ format: 'date-time' });
const nullableDate = str({ format: 'date-time', nullable: true });
const day = str({ format: 'date', description: 'YYYY-MM-DD, a GMT+8 calendar day' });
const admin = { auth: true, roles: ['super-admin'] };

const adminUser = obj({
  id: int(),
  username: str(),
  first_name: str(),
  last_name: str(),
  email: str(),
  phone: str({ nullable: true }),
  all_roles: arr(str({ enum: [...ALL_ROLES] })),
  joined_at: date,
  avatar_url: str({ nullable: true }),
  email_verified_at: nullableDate,
  balance: int(),
  pro_expired_at: nullableDate,
  taken_unlimited_expire_at: nullableDate,
});
const userRef = obj({ id: int(), username: str(), first_name: str(), last_name: str() });
const activity = obj({
  id: int(),
  action: str({ enum: [...ACTIVITY_ACTIONS] }),
  actor: { ...userRef, nullable: true },
  target_user: { ...userRef, nullable: true },
  details: obj({}),
  ip: str({ nullable: true }),
  created_at: date,
});
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
  category: str({ enum: ['income', 'expense'] }),
  unit: str({ enum: ['point'] }),
  amount: int({ description: 'signed: income positive, expense negative' }),
  balance_after: int(),
  type: str({ enum: [...LEDGER_TYPES] }),
  notes: str({ nullable: true }),
  actor_id: int({ nullable: true }),
  created_at: date,
});
const txFilters = {
  category: str({ enum: ['income', 'expense'] }),
  unit: str({ enum: ['point'] }),
  type: str({ enum: [...LEDGER_TYPES] }),
  user_id: int(),
  q: str({ description: "search of the user's username, e-mail and names" }),
  from: day,
  to: day,
  ...page,
};
const pointBody = obj({ point: int({ minimum: 1, maximum: ADMIN_POINT_MAX }) }, ['point']);
const pointResult = obj({ user_id: int(), entry_id: int(), amount: int({ description: 'signed ledger amount' }), balance: int() });

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

export const adminUserPaths = {
  '/admin/user': {
    get: op({
      tag: 'Admin users',
      summary: 'Users (not deleted), newest first; q searches username, e-mail and names',
      ...admin,
      query: { q: str(), role: str({ enum: [...ALL_ROLES] }), ...page },
      ok: { schema: paged(adminUser) },
      errors: [403],
    }),
  },
  '/admin/users/{id}': {
    get: op({ tag: 'Admin users', summary: 'One user (admin view)', ...admin, params: ['id'], ok: { schema: adminUser }, errors: [403, 404] }),
    delete: op({
      tag: 'Admin users',
      summary: 'Delete a user: anonymised and signed out; ledger, attempts and logs keep the row (400 for your own account)',
      ...admin,
      params: ['id'],
      ok: { status: 204, description: 'Deleted' },
      errors: [400, 403, 404],
    }),
  },
  '/admin/users/{id}/balance': {
    get: op({
      tag: 'Admin users',
      summary: "A user's point balance",
      ...admin,
      params: ['id'],
      ok: { schema: obj({ user_id: int(), balance: int() }) },
      errors: [403, 404],
    }),
  },
  '/admin/users/{id}/roles': {
    patch: op({
      tag: 'Admin users',
      summary: "Replace a user's roles (you cannot drop your own super-admin)",
      ...admin,
      params: ['id'],
      body: obj({ roles: arr(str({ enum: [...ALL_ROLES] })) }, ['roles']),
      ok: { schema: adminUser },
      errors: [403, 404],
    }),
  },
  '/admin/user/{id}/pro': {
    patch: op({
      tag: 'Admin users',
      summary: 'Make a user pro until a future moment (null: lifetime); sets pro_expired_at and taken_unlimited_expire_at',
      ...admin,
      params: ['id'],
      body: obj({ taken_unlimited_expire_at: str({ format: 'date-time', nullable: true }) }, ['taken_unlimited_expire_at']),
      ok: { schema: adminUser },
      errors: [403, 404],
    }),
    delete: op({
      tag: 'Admin users',
      summary: 'Remove pro (role and expiry dates)',
      ...admin,
      params: ['id'],
      ok: { schema: adminUser },
      errors: [403, 404],
    }),
  },
  '/admin/user/{id}/give-point': {
    post: op({
      tag: 'Admin users',
      summary: 'Credit points (ledger type admin_deposit). Send Idempotency-Key: a retry answers the first result',
      ...admin,
      params: ['id'],
      body: pointBody,
      ok: { status: 201, schema: pointResult },
      errors: [403, 404, 409],
    }),
  },
  '/admin/user/{id}/deduct-point': {
    post: op({
      tag: 'Admin users',
      summary: 'Deduct points (ledger type admin_deduction); 402 point_is_not_enough beyond the balance. Honours Idempotency-Key',
      ...admin,
      params: ['id'],
      body: pointBody,
      ok: { status: 201, schema: pointResult },
      errors: [402, 403, 404, 409],
    }),
  },
  '/admin/users/{id}/user-exams': {
    get: op({
      tag: 'Admin users',
      summary: "A user's test attempts, newest first",
      ...admin,
      params: ['id'],
      query: { status: str({ enum: ['in_progress', 'on_break', 'finished', 'abandoned'] }), ...page },
      ok: {
        schema: paged(
          obj({
            id: int(),
            target_type: str({ enum: ['practice', 'fullPractice', 'adaptive'] }),
            target_id: int(),
            title: str(),
            category: str({ enum: ['full', 'section'] }),
            status: str(),
            started_at: date,
            finished_at: nullableDate,
          }),
        ),
      },
      errors: [403, 404],
    }),
  },
  '/admin/students': {
    get: op({
      tag: 'Admin users',
      summary: 'Students with their test counts (the /students page)',
      ...admin,
      query: { q: str(), ...page },
      ok: {
        schema: paged(
          obj({
            id: int(),
            username: str(),
            first_name: str(),
            last_name: str(),
            email: str(),
            joined_at: date,
            exams_started: int(),
            exams_finished: int(),
            last_exam_at: nullableDate,
          }),
        ),
      },
      errors: [403],
    }),
  },
  '/account/destroy/{id}': {
    delete: op({
      tag: 'Admin users',
      summary: 'Delete an account: your own, or anyone as super-admin (anonymised, like DELETE admin/users/{id})',
      auth: true,
      roles: ['the account owner'],
      params: ['id'],
      ok: { status: 204, description: 'Deleted' },
      errors: [400, 403, 404],
    }),
  },
  '/company/users/{id}': {
    delete: op({
      tag: 'Admin users',
      summary: "Remove a member from the caller's companies (super-admin: from every company); the account stays",
      auth: true,
      roles: ['company-admin'],
      params: ['id'],
      ok: { schema: obj({ user_id: int(), removed_from_company_ids: arr(int()) }) },
      errors: [400, 403, 404],
    }),
  },
  '/activity-log/history': {
    get: op({
      tag: 'Admin users',
      summary: 'Every admin action and sign-in, newest first',
      ...admin,
      query: { actor_id: int(), target_user_id: int(), action: str({ enum: [...ACTIVITY_ACTIONS] }), from: day, to: day, ...page },
      ok: { schema: paged(activity) },
      errors: [403],
    }),
  },
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
};
