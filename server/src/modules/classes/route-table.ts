/**
 * Every route of the module is one row: its path from @app/shared's CLASS_ROUTES, method, roles, rules,
 * handler and documentation. The router and the OpenAPI part are both built from the rows, so a mounted
 * route cannot miss its documentation, and the client's paths are the server's.
 */
import { Router, type RequestHandler } from 'express';
import type { ValidationChain } from 'express-validator';
import { CLASS_ROUTES, Role, type ClassRouteName } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import { op, type OpenApiPart, type Schema } from '../../lib/openapi';
import { validate } from '../../lib/validate';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface RouteRow {
  name: ClassRouteName;
  method: Method;
  /** Roles allowed by the route (403 for others); empty: any logged-in user (the service decides 404). */
  roles: Role[];
  rules: ValidationChain[];
  /** Middleware between the role check and validation (a multipart parser). */
  before?: RequestHandler[];
  handler: RequestHandler;
  /** Overrides the path (the two user-exams paths share one route name). */
  path?: string;
  doc: {
    summary: string;
    body?: Schema;
    multipart?: Schema;
    query?: Record<string, Schema>;
    ok?: { status?: number; schema?: Schema };
    errors?: number[];
  };
}

const pathOf = (r: RouteRow) => r.path ?? CLASS_ROUTES[r.name];

export function buildRouter(rows: RouteRow[], requireAuth: RequestHandler): Router {
  const router = Router();
  for (const r of rows) {
    const gates = r.roles.length ? [requireRole(...r.roles)] : [];
    router[r.method](pathOf(r), requireAuth, ...gates, ...(r.before ?? []), validate(r.rules), r.handler);
  }
  return router;
}

const ROLE_NAMES: Record<string, string> = { [Role.Teacher]: 'teacher', [Role.Student]: 'student' };

export function buildOpenApi(tag: string, rows: RouteRow[], schemas: Record<string, Schema>): OpenApiPart {
  const paths: OpenApiPart['paths'] = {};
  for (const r of rows) {
    const path = pathOf(r).replace(/:([A-Za-z]+)/g, '{$1}');
    const params = [...pathOf(r).matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
    (paths[path] ??= {})[r.method] = op({
      tag,
      summary: r.doc.summary,
      auth: true,
      roles: r.roles.length ? r.roles.map((x) => ROLE_NAMES[x] ?? x) : undefined,
      params: params.length ? params : undefined,
      body: r.doc.body,
      multipart: r.doc.multipart,
      query: r.doc.query,
      ok: r.doc.ok ?? { status: r.method === 'delete' ? 204 : 200 },
      errors: [...new Set([...(r.roles.length ? [403] : []), ...(params.length ? [404] : []), ...(r.doc.errors ?? [])])],
    });
  }
  return { paths, schemas };
}
