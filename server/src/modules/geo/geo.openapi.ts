/** OpenAPI part of the geo module. */
import { obj, op, str, type OpenApiPart } from '../../lib/openapi';

export const geoOpenApi: OpenApiPart = {
  paths: {
    '/ip-geo': {
      get: op({
        tag: 'System',
        summary: 'Country, city and time zone of the caller (default United States, Salt Lake City, America/Denver)',
        ok: { schema: obj({ iso_code: str(), country: str(), city: str(), timezone: str() }) },
      }),
    },
  },
};
