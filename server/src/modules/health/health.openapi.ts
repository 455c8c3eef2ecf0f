/** OpenAPI part of the health module. */
import { obj, op, str, type OpenApiPart } from '../../lib/openapi';

export const healthOpenApi: OpenApiPart = {
  paths: {
    '/health': { get: op({ tag: 'System', summary: 'Liveness and database check', ok: { schema: obj({ status: str() }) } }) },
  },
};
