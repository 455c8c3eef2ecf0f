import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { VIDEO_PATHS } from './paths';

const list = () => import('./pages/video-classes-page');
const detail = () => import('./pages/video-lesson-page');

/** Both pages need login (spec section 2); who may watch or edit each lesson is the server's answer. */
export const videoClassesRoutes: FeatureRoutes = {
  pages: [
    { path: VIDEO_PATHS.home, handle: { auth: 'required' } satisfies RouteHandle, lazy: lazyPage(list, 'VideoClassesPage') },
    { path: VIDEO_PATHS.detail, handle: { auth: 'required' } satisfies RouteHandle, lazy: lazyPage(detail, 'VideoLessonPage') },
  ],
};
