export const openApiDocument = { openapi: '3.1.0', info: { title: 'SAT platform API', version: '0.1.0' }, paths: {} };
