import path from 'node:path';
import fs from 'node:fs';
import compression from 'compression';
import express, { Router } from 'express';
import helmet from 'helmet';
import { createRequireAuth } from './auth/require-auth';
import type { AppContext } from './context';
import { mountApiDocs } from './docs/api-docs';
import { apiNotFound, errorHandler } from './lib/error-handler';
import { REPO_ROOT } from './lib/paths';
import { activityLogModule } from './modules/activity-log/activity-log.module';
import { adminUsersModule } from './modules/admin-users/admin-users.module';
import { analyticsModule } from './modules/analytics/analytics.module';
import { attemptsModule } from './modules/attempts/attempts.module';
import { authModule } from './modules/auth/auth.module';
import { catalogModule } from './modules/catalog/catalog.module';
import { rateLimiterFactory } from './modules/auth/rate-limits';
import { geoRouter } from './modules/geo/geo.routes';
import { healthRouter } from './modules/health/health.routes';
import { labelsModule } from './modules/labels/labels.module';
import { notificationsRouter } from './modules/notifications/notifications.routes';
import { passagesModule } from './modules/passages/passages.module';
import { paymentsModule, STRIPE_WEBHOOK_PATH } from './modules/payments/payments.module';
import { practiceSetsModule } from './modules/practice-sets/practice-sets.module';
import { practicesModule, takenPracticeDeleteGuard } from './modules/practices/practices.module';
import { profilesModule } from './modules/profiles/profiles.module';
import { questionsModule } from './modules/questions/questions.module';
import { referralsModule } from './modules/referrals/referrals.module';
import { reportsModule } from './modules/reports/reports.module';
import { resultsModule } from './modules/results/results.module';
import { gradingModule } from './modules/grading/grading.module';
import { resultAnalysisModule } from './modules/result-analysis/result-analysis.module';
import { scoreTablesModule } from './modules/score-tables/score-tables.module';
import { teacherGradingModule } from './modules/teacher-grading/teacher-grading.module';
import { tenantMiddleware } from './modules/tenants/tenant-resolver';
import { tenantsRouter } from './modules/tenants/tenants.routes';
import { walletModule } from './modules/wallet/wallet.module';

export interface CreateAppOptions {
  /** Serve the built client (client/dist) with SPA fallback. Off in API tests. */
  serveClient?: boolean;
}

/** The API router alone: every route lives under it, so tests and the docs check can walk it. */
export function createApiRouter(ctx: AppContext): Router {
  const requireAuth = createRequireAuth(ctx.ds, ctx.config.jwt);
  const limit = rateLimiterFactory(ctx.config.rateLimit, ctx.redis);
  const api = Router();
  // The test runner first: its autosaves and submits are most of the API's traffic (a whole class at
  // once), and Express tries a request against the layers in mount order, so mounted behind the other
  // modules every one of them walked their routes first (~13% of the server's CPU in one class-finish
  // run, within noise in others). No other module's route matches a path of this one: the order changes
  // no answer.
  api.use(attemptsModule(ctx, requireAuth, limit).router);
  api.use(healthRouter(ctx.ds));
  api.use(tenantsRouter());
  api.use(geoRouter());
  api.use(authModule(ctx, requireAuth, limit).router);
  api.use(profilesModule(ctx, requireAuth).router);
  api.use(questionsModule(ctx, requireAuth, [takenPracticeDeleteGuard]).router);
  api.use(passagesModule(ctx, requireAuth).router);
  api.use(labelsModule(ctx, requireAuth).router);
  api.use(practicesModule(ctx, requireAuth).router);
  api.use(practiceSetsModule(ctx, requireAuth).router);
  api.use(scoreTablesModule(ctx, requireAuth).router);
  api.use(catalogModule(ctx, requireAuth).router);
  api.use(adminUsersModule(ctx, requireAuth).router);
  api.use(activityLogModule(ctx, requireAuth).router);
  api.use(analyticsModule(ctx, requireAuth).router);
  api.use(walletModule(ctx, requireAuth).router);
  api.use(reportsModule(ctx, requireAuth).router);
  api.use(referralsModule(ctx, requireAuth).router);
  api.use(paymentsModule(ctx, requireAuth).router);
  api.use(resultAnalysisModule(ctx, requireAuth).router);
  api.use(teacherGradingModule(ctx, requireAuth).router);
  api.use(resultsModule(ctx, requireAuth).router);
  api.use(gradingModule(ctx, requireAuth).router);
  api.use(notificationsRouter(ctx.ds, requireAuth));
  return api;
}

export function createApp(ctx: AppContext, options: CreateAppOptions = {}): express.Express {
  const app = express();
  app.set('trust proxy', ctx.config.trustProxy);
  app.disable('x-powered-by');
  // API answers are per-user and uncached; hashing every JSON body for an ETag is wasted work.
  app.set('etag', false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Captchas, lettermark logos and MathJax output are inline SVG/data URIs.
          'img-src': ["'self'", 'data:', 'blob:'],
          'style-src': ["'self'", "'unsafe-inline'"],
        },
      },
    }),
  );
  // Stripe signs the exact bytes it sends: its webhook gets the raw body, which the JSON parser then leaves alone.
  app.use(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }));
  app.use(express.json({ limit: '1mb' }));
  app.use(tenantMiddleware(ctx.config.tenantHosts));

  const api = createApiRouter(ctx);
  mountApiDocs(app);
  app.use('/api', api);
  app.use('/api', apiNotFound);

  if (options.serveClient && !serveClient(app)) {
    ctx.logger.warn('client/dist is not built: serving the API only (npm run build, or use the Vite dev server of npm run dev)');
  }
  app.use(errorHandler(ctx.logger));
  return app;
}

/** The built client, with the SPA's index.html for every non-API path. False when it is not built. */
function serveClient(app: express.Express): boolean {
  const dist = path.join(REPO_ROOT, 'client', 'dist');
  const index = path.join(dist, 'index.html');
  // Compression where it pays: the bundle and index.html. API answers are small per-user JSON, and in
  // production the proxy in front compresses anyway.
  const compress = compression();
  if (!fs.existsSync(index)) return false;
  app.use('/assets', compress, express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(compress, express.static(dist, { index: false }));
  app.get('/{*path}', compress, (_req, res) => {
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return true;
}
