// The site's few styles (the hero) are in the first page's stylesheet, not the pages' lazy chunks: the
// server-rendered page is painted with them before the app starts (server/src/modules/site/seo.ts).
import './public-site.css';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { SITE_PATHS } from './paths';

const PUBLIC: RouteHandle = { auth: 'public', notRemembered: true };
const home = () => import('./pages/home-page');
const course = () => import('./pages/course-page');
const info = () => import('./pages/info-pages');
const inbox = () => import('./admin/contact-inbox-page');
const banners = () => import('./admin/notifications-admin-page');
const texts = () => import('./admin/site-texts-page');

/** The provider's public site (spec sections 1 and 2), and its admin pages: contact inbox, banners, texts. */
export const publicSiteRoutes: FeatureRoutes = {
  pages: [
    { path: SITE_PATHS.home, handle: PUBLIC, lazy: lazyPage(home, 'HomePage') },
    { path: SITE_PATHS.others, handle: PUBLIC, lazy: lazyPage(info, 'OthersPage') },
    { path: '/others/:slug', handle: PUBLIC, lazy: lazyPage(course, 'CoursePage') },
    { path: SITE_PATHS.stories, handle: PUBLIC, lazy: lazyPage(info, 'StoriesPage') },
    { path: SITE_PATHS.counselling, handle: PUBLIC, lazy: lazyPage(info, 'CounsellingPage') },
    { path: SITE_PATHS.mentoring, handle: PUBLIC, lazy: lazyPage(info, 'MentoringPage') },
    { path: SITE_PATHS.faq, handle: PUBLIC, lazy: lazyPage(info, 'FaqPage') },
    { path: SITE_PATHS.classesAndCounselling, handle: PUBLIC, lazy: lazyPage(info, 'ClassesAndCounsellingPage') },
  ],
  areas: {
    admin: [
      { path: 'contact-messages', lazy: lazyPage(inbox, 'ContactInboxPage') },
      { path: 'notifications', lazy: lazyPage(banners, 'NotificationsAdminPage') },
      { path: 'site-texts', lazy: lazyPage(texts, 'SiteTextsPage') },
    ],
  },
};
