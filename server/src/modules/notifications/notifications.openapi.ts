/** OpenAPI part of the notifications module. */
import { NOTIFICATION_ROUTES, NOTIFICATION_TYPES } from '@app/shared';
import { arr, int, obj, oneOfStr, op, pageQuery, paged, str, type OpenApiPart } from '../../lib/openapi';

const texts = obj({ 'en-US': str(), 'zh-CN': str(), 'zh-TW': str() }, ['en-US', 'zh-CN', 'zh-TW']);
const notification = obj({ id: int(), type: str(), start: str(), end: str(), description: obj({}), link: obj({}) });
const input = obj(
  {
    type: oneOfStr(NOTIFICATION_TYPES),
    start: str({ format: 'date-time' }),
    end: str({ format: 'date-time' }),
    description: texts,
    link: obj({ routerName: oneOfStr(NOTIFICATION_ROUTES), text: texts }, ['routerName', 'text']),
  },
  ['type', 'start', 'end', 'description', 'link'],
);
const admin = { tag: 'System', auth: true, roles: ['super-admin'], errors: [403] };

export const notificationsOpenApi: OpenApiPart = {
  paths: {
    '/notifications': {
      get: op({ tag: 'System', summary: 'Active banner notifications', auth: true, ok: { schema: arr(notification) } }),
    },
    '/admin/notifications': {
      get: op({
        ...admin,
        summary: 'Every banner notification, newest start first',
        query: { ...pageQuery, state: oneOfStr(['scheduled', 'active', 'ended']) },
        ok: { schema: paged(notification) },
      }),
      post: op({ ...admin, summary: 'Create (schedule) a banner notification', body: input, ok: { status: 201, schema: notification } }),
    },
    '/admin/notifications/{id}': {
      put: op({ ...admin, summary: 'Edit a banner notification', params: ['id'], body: input, errors: [403, 404], ok: { schema: notification } }),
    },
    '/admin/notifications/{id}/retire': {
      post: op({
        ...admin,
        summary: 'Retire a banner: end it now, or remove it before it starts',
        params: ['id'],
        errors: [403, 404],
        ok: { status: 204, description: 'Retired' },
      }),
    },
  },
};
