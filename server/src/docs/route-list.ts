import type { Router } from 'express';

export interface ListedRoute {
  method: string;
  /** OpenAPI style: `/profile/{id}`. */
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const toOpenApiPath = (p: string) => p.replace(/:(\w+)/g, '{$1}');

/** Every route of a router and the routers mounted inside it (all are mounted without a prefix). */
export function listRoutes(router: Router): ListedRoute[] {
  const out: ListedRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths) for (const m of Object.keys(layer.route.methods)) out.push({ method: m.toLowerCase(), path: toOpenApiPath(p) });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return out;
}
