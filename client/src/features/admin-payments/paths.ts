import { ADMIN_PATHS } from '../../config/paths';

/** The spec lists "payment" among the admin area's jobs (section 6) but no path for it: /admin/payments. */
export const ADMIN_PAYMENTS_PATH = ADMIN_PATHS.payments;
