import request from 'supertest';
import { createApiRouter } from '../../src/app';
import { listRoutes } from '../../src/docs/route-list';
import { openApiDocument } from '../../src/docs/openapi';
import { buildTestApp, type TestApp } from '../helpers/context';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const documented = () =>
  Object.entries(openApiDocument.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method} ${path}`),
  );

describe('OpenAPI document', () => {
  it('documents every mounted route, and nothing that is not mounted', () => {
    const mounted = listRoutes(createApiRouter(t.ctx)).map((r) => `${r.method} ${r.path}`);
    expect(mounted.length).toBeGreaterThan(20);
    expect(mounted.filter((r) => !documented().includes(r))).toEqual([]);
    expect(documented().filter((r) => !mounted.includes(r))).toEqual([]);
  });

  it('serves Swagger UI and the JSON document', async () => {
    const json = await request(t.app).get('/api/docs/openapi.json').expect(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toContain('/auth/login');
    const ui = await request(t.app).get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });
});
