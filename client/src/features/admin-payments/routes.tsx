import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';

const payments = () => import('./pages/payments-page');

/** /admin/payments (spec section 6: "payment" is an admin-area job; the spec gives no path). */
export const adminPaymentRoutes: FeatureRoutes = {
  areas: { admin: [{ path: 'payments', lazy: lazyPage(payments, 'PaymentsPage') }] },
};
