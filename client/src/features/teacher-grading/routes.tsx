import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import { GRADING_ORDER_SEGMENT, GRADING_SEGMENT } from './paths';

const queue = () => import('./pages/grading-queue-page');
const order = () => import('./pages/grading-order-page');

/** The same two pages in both areas: the area's guard decides who enters (teacher area: teachers; admin: super-admins). */
const pages = [
  { path: GRADING_SEGMENT, lazy: lazyPage(queue, 'GradingQueuePage') },
  { path: GRADING_ORDER_SEGMENT, lazy: lazyPage(order, 'GradingOrderPage') },
];

/** Teacher grading services (spec section 4): the graders' queue and the grading form. */
export const teacherGradingRoutes: FeatureRoutes = { areas: { teacher: pages, admin: pages } };
