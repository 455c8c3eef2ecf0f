/**
 * Every route of the module is one row: its path from @app/shared's CLASS_ROUTES, method, roles, rules,
 * handler and documentation. The router and the OpenAPI part are built from the rows by lib/route-table,
 * so a mounted route cannot miss its documentation, and the client's paths are the server's.
 */
import type { RequestHandler, Router } from 'express';
import { CLASS_ROUTES, type ClassRouteName } from '@app/shared';
import type { OpenApiPart, Schema } from '../../lib/openapi';
import * as table from '../../lib/route-table';

export type Method = table.Method;

export interface RouteRow extends Omit<table.PathRouteRow, 'path'> {
  name: ClassRouteName;
  /** Overrides the path (the two user-exams paths share one route name). */
  path?: string;
}

const withPaths = (rows: RouteRow[]): table.PathRouteRow[] => rows.map((r) => ({ ...r, path: r.path ?? CLASS_ROUTES[r.name] }));

export const buildRouter = (rows: RouteRow[], requireAuth: RequestHandler): Router => table.buildRouter(withPaths(rows), requireAuth);

export const buildOpenApi = (tag: string, rows: RouteRow[], schemas: Record<string, Schema>): OpenApiPart =>
  table.buildOpenApi(tag, withPaths(rows), schemas);
