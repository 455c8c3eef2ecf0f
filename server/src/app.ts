import path from 'node:path';
import fs from 'node:fs';
import compression from 'compression';
import express, { Router, type RequestHandler } from 'express';
import helmet from 'helmet';
import { createRequireAuth } from './auth/require-auth';
import type { AppContext } from './context';
import { mountApiDocs } from './docs/api-docs';
import { apiNotFound, errorHandler } from './lib/error-handler';
import { fixedHeaders } from './lib/fixed-headers';
import { useLeanJson } from './lib/json-response';
import { REPO_ROOT } from './lib/paths';
import { rateLimiterFactory } from './lib/rate-limits';
import { refuseUnstorableText } from './lib/storable-text';
import { SERVER_PAINT_GUARD_CSP } from './lib/server-paint-guard';
import { MODULES } from './modules';
import { prefixDispatch } from './lib/prefix-dispatch';

export interface CreateAppOptions {
  /** Serve the built client (client/dist) with SPA fallback. Off in API tests. */
  serveClient?: boolean;
  /** Where the built client is (default client/dist); tests point it at a folder of their own. */
  clientDist?: string;
}

// API answers are per-user: no browser or proxy keeps them. Public files (uploads) set their own.
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/** The API router alone: every route lives under it, so tests and the docs check can walk it. */
export function createApiRouter(ctx: AppContext): Router {
  const requireAuth = createRequireAuth(ctx.ds, ctx.config.jwt);
  const limit = rateLimiterFactory(ctx.config.rateLimit, ctx.redis);
  const admitClassRestart = MODULES.find((m) => m.admitClassRestart)?.admitClassRestart;
  const api = Router();
  // Every API answer, matched or not (the docs and the 404 after this router get them too): no-store and the
  // unstorable-text refusal. Inside this router rather than as app.use('/api', ...) layers of their own: each
  // such layer cost every request a prefix trim, its restore and a fresh parse of the URL (issue 17).
  api.use(noStore, refuseUnstorableText);
  // Each request meets only the routers with a route under its first path segment, in the list's order
  // (see modules/index.ts for why the test runner comes first).
  api.use(prefixDispatch(MODULES.flatMap((m) => (m.router ? [m.router(ctx, { requireAuth, limit, admitClassRestart })] : []))));
  return api;
}

export function createApp(ctx: AppContext, options: CreateAppOptions = {}): express.Express {
  const app = express();
  app.set('trust proxy', ctx.config.trustProxy);
  app.disable('x-powered-by');
  // API answers are per-user and uncached; hashing every JSON body for an ETag is wasted work.
  app.set('etag', false);
  // res.json's everyday case without Express's general path: the same bytes, less work (lib/json-response.ts).
  useLeanJson(app);
  // The same headers for every response: built once, replayed per request (lib/fixed-headers.ts).
  app.use(
    fixedHeaders(
      helmet({
        contentSecurityPolicy: {
          directives: {
            // Captchas, lettermark logos and MathJax output are inline SVG/data URIs.
            'img-src': ["'self'", 'data:', 'blob:'],
            'style-src': ["'self'", "'unsafe-inline'"],
            // The server-rendered pages' guard, allowed by its hash (lib/server-paint-guard.ts).
            'script-src': ["'self'", SERVER_PAINT_GUARD_CSP],
          },
        },
      }),
    ),
  );
  // Signed webhooks get their raw body, which the JSON parser then leaves alone.
  for (const rawPath of MODULES.flatMap((m) => m.rawBodyPaths ?? [])) app.use(rawPath, express.raw({ type: () => true, limit: '1mb' }));
  app.use(express.json({ limit: '1mb' }));
  // Request-wide middleware of the modules (the tenant of the Host, robots.txt and the sitemap): none of it
  // answers an /api path, so running it before the API's no-store and text checks changes no answer.
  for (const m of MODULES) if (m.requestMiddleware) app.use(m.requestMiddleware(ctx));

  // The API docs after the API: API requests no longer walk Swagger UI's layers first.
  app.use('/api', createApiRouter(ctx));
  mountApiDocs(app);
  app.use('/api', apiNotFound);

  if (options.serveClient && !serveClient(app, options.clientDist ?? path.join(REPO_ROOT, 'client', 'dist'), pageRenderers(ctx))) {
    ctx.logger.warn('client/dist is not built: serving the API only (npm run build, or use the Vite dev server of npm run dev)');
  }
  app.use(errorHandler(ctx.logger));
  return app;
}

type PageRenderer = ReturnType<NonNullable<(typeof MODULES)[number]['pages']>>;
const pageRenderers = (ctx: AppContext): PageRenderer[] => MODULES.flatMap((m) => (m.pages ? [m.pages(ctx)] : []));

/**
 * The built client, with the SPA's index.html for every non-API path, or the page a module renders on the
 * server for it (the public site's pages, for search engines). False when it is not built.
 */
function serveClient(app: express.Express, dist: string, renderers: PageRenderer[]): boolean {
  const index = path.join(dist, 'index.html');
  // Compression where it pays: the bundle and index.html. API answers are small per-user JSON, and in
  // production the proxy in front compresses anyway.
  const compress = compression();
  if (!fs.existsSync(index)) return false;
  app.use('/assets', compress, express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(compress, express.static(dist, { index: false }));
  const indexHtml = fs.readFileSync(index, 'utf8');
  app.get('/{*path}', compress, async (req, res) => {
    for (const render of renderers) {
      const html = await render(req, indexHtml);
      if (html !== null) {
        // The language comes from the `lang` cookie (the login page) or Accept-Language (the public pages).
        res.set({ 'Cache-Control': 'no-cache', Vary: 'Accept-Language, Cookie' }).type('html').send(html);
        return;
      }
    }
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return true;
}
