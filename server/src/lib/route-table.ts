/**
 * A module's routes as rows: path, method, roles, rules, handler and documentation. The router and the
 * OpenAPI part are both built from the rows, so a mounted route cannot miss its documentation (the classes
 * module started this; courses and flashcards use it through here). Rows name their path directly, or by a
 * route name from a module's @app/shared path table (routeTable), so the client's paths are the server's.
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { ValidationChain } from 'express-validator';
import { Role } from '@app/shared';
import { requireRole } from '../auth/require-auth';
import { op, type OpenApiPart, type Schema } from './openapi';
import { JsonText } from './sql-json';
import { validate } from './validate';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface RouteDoc {
  summary: string;
  body?: Schema;
  multipart?: Schema;
  query?: Record<string, Schema>;
  ok?: { status?: number; schema?: Schema };
  errors?: number[];
}

export interface PathRouteRow {
  path: string;
  /** Open without a session (the flashcards library a visitor studies). */
  anonymous?: boolean;
  method: Method;
  /** Roles allowed by the route (403 for others); empty: any logged-in user (the service decides 404). */
  roles: Role[];
  rules: ValidationChain[];
  /** Middleware between the role check and validation (a multipart parser). */
  before?: RequestHandler[];
  handler: RequestHandler;
  doc: RouteDoc;
}

/**
 * Answers the handler's value as JSON (`status`, 200 by default), a JsonText as it was written (with the
 * Content-Type res.json sets); undefined answers 204.
 */
export const handle =
  (fn: (req: Request) => Promise<unknown>, status = 200): RequestHandler =>
  async (req, res) => {
    const out = await fn(req);
    if (out === undefined) res.status(204).end();
    else if (out instanceof JsonText) res.status(status).type('application/json').send(out.text);
    else res.status(status).json(out);
  };

export function buildRouter(rows: PathRouteRow[], requireAuth: RequestHandler): Router {
  const router = Router();
  for (const r of rows) {
    const gates = r.anonymous ? [] : [requireAuth, ...(r.roles.length ? [requireRole(...r.roles)] : [])];
    router[r.method](r.path, ...gates, ...(r.before ?? []), validate(r.rules), r.handler);
  }
  return router;
}

const ROLE_NAMES: Record<string, string> = { [Role.Teacher]: 'teacher', [Role.Student]: 'student' };

export function buildOpenApi(tag: string, rows: PathRouteRow[], schemas: Record<string, Schema>): OpenApiPart {
  const paths: OpenApiPart['paths'] = {};
  for (const r of rows) {
    const path = r.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const params = [...r.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
    (paths[path] ??= {})[r.method] = op({
      tag,
      summary: r.doc.summary,
      auth: !r.anonymous,
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

/** A row that names its path in a module's path table; `path` overrides it (two paths sharing one name). */
export interface RouteRow<Name extends string = string> extends Omit<PathRouteRow, 'path'> {
  name: Name;
  path?: string;
}

/** buildRouter and buildOpenApi for rows named in `paths` (a module's route table from @app/shared). */
export function routeTable<Name extends string>(paths: Record<Name, string>) {
  const withPaths = (rows: RouteRow<Name>[]): PathRouteRow[] => rows.map((r) => ({ ...r, path: r.path ?? paths[r.name] }));
  return {
    buildRouter: (rows: RouteRow<Name>[], requireAuth: RequestHandler): Router => buildRouter(withPaths(rows), requireAuth),
    buildOpenApi: (tag: string, rows: RouteRow<Name>[], schemas: Record<string, Schema>): OpenApiPart => buildOpenApi(tag, withPaths(rows), schemas),
  };
}
