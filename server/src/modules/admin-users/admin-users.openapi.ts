/** OpenAPI part of user management: users, roles, pro, points, deletion, company membership. */
import { ADMIN_POINT_MAX, ALL_ROLES, ATTEMPT_CATEGORIES, ATTEMPT_STATUSES, ATTEMPT_TARGET_TYPES } from '@app/shared';
import { arr, bool, int, obj, oneOfStr, op, paged, pageQuery as page, str, type OpenApiPart } from '../../lib/openapi';

const date = str({ format: 'date-time' });
const nullableDate = str({ format: 'date-time', nullable: true });
const admin = { auth: true, roles: ['super-admin'] };

const adminUser = obj({
  id: int(),
  username: str(),
  first_name: str(),
  last_name: str(),
  email: str(),
  phone: str({ nullable: true }),
  all_roles: arr(oneOfStr(ALL_ROLES)),
  joined_at: date,
  avatar_url: str({ nullable: true }),
  email_verified_at: nullableDate,
  balance: int(),
  pro_expired_at: nullableDate,
  taken_unlimited_expire_at: nullableDate,
  grader: bool(),
});
const pointBody = obj({ point: int({ minimum: 1, maximum: ADMIN_POINT_MAX }) }, ['point']);
const pointResult = obj({ user_id: int(), entry_id: int(), amount: int({ description: 'signed ledger amount' }), balance: int() });

export const adminUsersOpenApi: OpenApiPart = {
  paths: {
    '/admin/user': {
      get: op({
        tag: 'Admin users',
        summary: 'Users (not deleted), newest first; q searches username, e-mail and names',
        ...admin,
        query: { q: str(), role: oneOfStr(ALL_ROLES), ...page },
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
        body: obj({ roles: arr(oneOfStr(ALL_ROLES)) }, ['roles']),
        ok: { schema: adminUser },
        errors: [403, 404],
      }),
    },
    '/admin/users/{id}/grader': {
      put: op({
        tag: 'Admin users',
        summary: 'Open the grading queue (pending orders with answers) to a teacher; 422 for a user without the teacher role',
        ...admin,
        params: ['id'],
        ok: { schema: adminUser },
        errors: [403, 404],
      }),
      delete: op({
        tag: 'Admin users',
        summary: 'Close the grading queue to a teacher',
        ...admin,
        params: ['id'],
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
        query: { status: oneOfStr(ATTEMPT_STATUSES), ...page },
        ok: {
          schema: paged(
            obj({
              id: int(),
              target_type: oneOfStr(ATTEMPT_TARGET_TYPES),
              target_id: int(),
              title: str(),
              category: oneOfStr(ATTEMPT_CATEGORIES),
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
  },
};
