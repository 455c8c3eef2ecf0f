/**
 * A module's routes as rows: path, method, roles, rules, handler and documentation. The router and the
 * OpenAPI part are both built from the rows, so a mounted route cannot miss its documentation, and a
 * module whose paths come from @app/shared serves exactly the client's paths. (Classes and flashcards.)
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { ValidationChain } from 'express-validator';
import { Role } from '@app/shared';
import { requireRole } from '../auth/require-auth';
import { op, type OpenApiPart, type Schema } from './openapi';
import { validate } from './validate';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface RouteRow<Name extends string = string> {
  name: Name;
  method: Method;
  /** Roles allowed by the route (403 for others); empty: any logged-in user (the service decides 404). */
  roles: Role[];
  /** Open without a session (the flashcards library a visitor studies). */
  anonymous?: boolean;
  rules: ValidationChain[];
  /** Middleware between the role check and validation (a multipart parser). */
  before?: RequestHandler[];
  handler: RequestHandler;
  /** Overrides the path (two paths sharing one route name). */
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

/** Answers the handler's value as JSON (`status`, 201 for creations); undefined answers 204. */
export const handle =
  (fn: (req: Request) => Promise<unknown>, status = 200): RequestHandler =>
  async (req, res) => {
    const out = await fn(req);
    if (out === undefined) res.status(204).end();
    else res.status(status).json(out);
  };

export function routeTable<Name extends string>(paths: Record<Name, string>) {
  const pathOf = (r: RouteRow<Name>) => r.path ?? paths[r.name];

  function buildRouter(rows: RouteRow<Name>[], requireAuth: RequestHandler): Router {
    const router = Router();
    for (const r of rows) {
      const gates = r.anonymous ? [] : [requireAuth, ...(r.roles.length ? [requireRole(...r.roles)] : [])];
      router[r.method](pathOf(r), ...gates, ...(r.before ?? []), validate(r.rules), r.handler);
    }
    return router;
  }

  function buildOpenApi(tag: string, rows: RouteRow<Name>[], schemas: Record<string, Schema>): OpenApiPart {
    const out: OpenApiPart['paths'] = {};
    for (const r of rows) {
      const path = pathOf(r).replace(/:([A-Za-z]+)/g, '{$1}');
      const params = [...pathOf(r).matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      (out[path] ??= {})[r.method] = op({
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
    return { paths: out, schemas };
  }

  return { buildRouter, buildOpenApi };
}

const ROLE_NAMES: Record<string, string> = { [Role.Teacher]: 'teacher', [Role.Student]: 'student' };
