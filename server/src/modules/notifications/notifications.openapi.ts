/** OpenAPI part of the notifications module. */
import { arr, int, obj, op, str, type OpenApiPart } from '../../lib/openapi';

export const notificationsOpenApi: OpenApiPart = {
  paths: {
    '/notifications': {
      get: op({
        tag: 'System',
        summary: 'Active banner notifications',
        auth: true,
        ok: { schema: arr(obj({ id: int(), type: str(), start: str(), end: str(), description: obj({}), link: obj({}) })) },
      }),
    },
  },
};
