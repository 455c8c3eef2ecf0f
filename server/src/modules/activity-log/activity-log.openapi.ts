/** OpenAPI part of the activity log. */
import { ACTIVITY_ACTIONS } from '@app/shared';
import { int, obj, oneOfStr, op, paged, pageQuery as page, str, type OpenApiPart } from '../../lib/openapi';

const date = str({ format: 'date-time' });
const day = str({ format: 'date', description: 'YYYY-MM-DD, a GMT+8 calendar day' });
const admin = { auth: true, roles: ['super-admin'] };
const userRef = obj({ id: int(), username: str(), first_name: str(), last_name: str() });
const activity = obj({
  id: int(),
  action: oneOfStr(ACTIVITY_ACTIONS),
  actor: { ...userRef, nullable: true },
  target_user: { ...userRef, nullable: true },
  details: obj({}),
  ip: str({ nullable: true }),
  created_at: date,
});

export const activityLogOpenApi: OpenApiPart = {
  paths: {
    '/activity-log/history': {
      get: op({
        tag: 'Admin users',
        summary: 'Every admin action and sign-in, newest first',
        ...admin,
        query: { actor_id: int(), target_user_id: int(), action: oneOfStr(ACTIVITY_ACTIONS), from: day, to: day, ...page },
        ok: { schema: paged(activity) },
        errors: [403],
      }),
    },
  },
};
