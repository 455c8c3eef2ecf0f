// What the rest of the app may use of the public-site feature.
export { publicSiteRoutes } from './routes';
/** The public site's frame and texts, for public pages other features add to it (the enrollment form). */
export { SitePage } from './components/site-page';
export { useSiteTexts } from './use-site-texts';
export { SITE_PATHS } from './paths';
