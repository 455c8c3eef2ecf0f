/** The provider's public site: its editable texts, the contact form and inbox, server-rendered pages, robots and sitemap. */
import type { AppModule } from '../../core/app-module';
import { contactService } from './contact.service';
import { siteOpenApi } from './site.openapi';
import { siteRouter } from './site.routes';
import { siteTextsService, type SiteTextsService } from './site-texts.service';
import { toCourseSession } from '@app/shared';
import { publicCourseSession } from '../courses';
import { coursePageSlug, renderSitePage, robotsTxt, sitemapXml } from './seo';
import type { DataSource } from 'typeorm';

// One texts service (and so one overrides cache) per data source: the router and the page renderer share it.
const servicesByDs = new WeakMap<DataSource, SiteTextsService>();
const textsOf = (ds: DataSource) => {
  let s = servicesByDs.get(ds);
  if (!s) servicesByDs.set(ds, (s = siteTextsService(ds)));
  return s;
};

export const siteModule: AppModule = {
  name: 'site',
  router: (ctx, { requireAuth, limit }) => siteRouter(ctx, textsOf(ctx.ds), contactService(ctx), requireAuth, limit),
  openapi: siteOpenApi,
  // Not under /api: search engines ask the site's root for these.
  requestMiddleware: () => (req, res, next) => {
    if (req.method !== 'GET' || (req.path !== '/robots.txt' && req.path !== '/sitemap.xml')) return next();
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    if (req.path === '/robots.txt') res.type('text/plain').send(robotsTxt(origin));
    else res.type('application/xml').send(sitemapXml(origin));
  },
  pages: (ctx) => {
    const texts = textsOf(ctx.ds);
    return async (req, indexHtml) => {
      // A course page linked to a course of the back office shows its next session in the HTML too.
      const slug = req.tenant.isMainBrand ? coursePageSlug(req) : null;
      const [overrides, session] = await Promise.all([texts.overrides(), slug ? publicCourseSession(ctx, slug) : null]);
      return renderSitePage(req, indexHtml, overrides, session && toCourseSession(session));
    };
  },
};
