import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { listRoutes } from '../docs/route-list';

/**
 * Module routers dispatched by the first segment of the path (issue 17). Mounted one after the other, a
 * request walked every module's routes until one matched (33 Layer.match calls for /api/auth/me, 212 for
 * /api/notifications). The modules' routes are full paths (`/auth/me`), so a router is handed only the
 * requests whose first segment one of its routes starts with; a router with a route that starts with a
 * parameter (or anything but a plain word) sees every request, in its place in the list. Routers keep their
 * mount order and Express's own matching, so every request meets the same routes in the same order as
 * before, minus the ones that could not match it: the answers are unchanged.
 *
 * The handler carries a router-like `stack` of the module routers, so route listings (the OpenAPI check)
 * walk it as they walk a router.
 */
export type PrefixDispatch = RequestHandler & { stack: { handle: Router }[] };

const LITERAL = /^[\w.~-]+$/;

function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  // Express matches paths case-insensitively by default: so does the lookup.
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

export function prefixDispatch(routers: readonly Router[]): PrefixDispatch {
  const segmentsOf = routers.map((r) => new Set(listRoutes(r).map((route) => firstSegment(route.path))));
  const seesAll = segmentsOf.map((segs) => [...segs].some((s) => !LITERAL.test(s)));
  const fallback = routers.filter((_r, i) => seesAll[i]);
  const bySegment = new Map<string, Router[]>();
  for (const seg of new Set(segmentsOf.flatMap((segs) => [...segs].filter((s) => LITERAL.test(s))))) {
    bySegment.set(
      seg,
      routers.filter((_r, i) => seesAll[i] || segmentsOf[i].has(seg)),
    );
  }

  const dispatch = (req: Request, res: Response, next: NextFunction) => {
    const list = bySegment.get(firstSegment(req.path)) ?? fallback;
    let i = 0;
    const step = (err?: unknown) => {
      // An error, or the last router passed: back to the app (a router's 'router' exit arrives as no error).
      if (err || i === list.length) return next(err as Error | undefined);
      list[i++](req, res, step);
    };
    step();
  };
  return Object.assign(dispatch, { stack: routers.map((handle) => ({ handle })) });
}
