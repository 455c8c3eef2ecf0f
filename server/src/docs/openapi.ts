/**
 * The API's OpenAPI document, served at /api/docs: each module's part (modules/*\/*.openapi.ts), put
 * together in the module list's order. A test fails when a mounted route is missing here.
 */
import { arr, obj, str } from '../lib/openapi';
import { MODULES } from '../modules';

export const openApiDocument = {
  openapi: '3.0.3',
  info: {
    title: 'SAT practice and tutoring platform API',
    version: '0.1.0',
    description:
      'Every error answers `{ code, message, errors? }` (codes in @app/shared ErrorCode). Send `Authorization: Bearer <access_token>`, `accept-language` (en-US, zh-CN, zh-TW) and `x-mock-type`.',
  },
  servers: [{ url: '/api' }],
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    schemas: {
      Error: obj({ code: str(), message: str(), errors: { type: 'object', additionalProperties: arr(str()) } }, ['code', 'message']),
      ...Object.assign({}, ...MODULES.map((m) => m.openapi?.schemas ?? {})),
    },
  },
  paths: Object.assign({}, ...MODULES.map((m) => m.openapi?.paths ?? {})),
};
