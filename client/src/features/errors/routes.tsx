import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { PATHS } from '../../config/paths';
import { ForbiddenPage } from './pages/forbidden-page';
import { NotFoundPage } from './pages/not-found-page';

/** The 403 and 404 pages, public and in the main bundle: redirects land on them when a chunk may be what failed. */
export const errorRoutes: FeatureRoutes = {
  pages: [
    { path: PATHS.forbidden, element: <ForbiddenPage />, handle: { auth: 'public' } },
    { path: PATHS.notFound, element: <NotFoundPage />, handle: { auth: 'public' } },
  ],
};
