import type { RouteObject } from 'react-router-dom';
import type { RoleArea } from '@app/shared';

/**
 * What a feature adds to the router: pages inside the role areas (paths relative to /admin, /teacher,
 * /company) and pages elsewhere. Each feature keeps its routes in its own routes.tsx, so features never
 * edit the same router file.
 */
export interface FeatureRoutes {
  areas?: Partial<Record<RoleArea, RouteObject[]>>;
  pages?: RouteObject[];
}

export function mergeFeatureRoutes(features: readonly FeatureRoutes[]) {
  return {
    area: (name: RoleArea) => features.flatMap((f) => f.areas?.[name] ?? []),
    pages: features.flatMap((f) => f.pages ?? []),
  };
}
