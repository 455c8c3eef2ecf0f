/**
 * Every route of the module is one row (lib/route-table.ts): its path from @app/shared's CLASS_ROUTES,
 * method, roles, rules, handler and documentation.
 */
import { CLASS_ROUTES, type ClassRouteName } from '@app/shared';
import { routeTable, type RouteRow as Row } from '../../lib/route-table';

export type { Method } from '../../lib/route-table';
export type RouteRow = Row<ClassRouteName>;
export const { buildRouter, buildOpenApi } = routeTable(CLASS_ROUTES);
