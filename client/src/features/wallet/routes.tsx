import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { WALLET_PATHS } from './paths';

const LOGIN: RouteHandle = { auth: 'required' };
const PUBLIC: RouteHandle = { auth: 'public' };

const balance = () => import('./pages/balance-page');
const plans = () => import('./pages/plans-page');
const invitation = () => import('./pages/invitation-page');

/**
 * Coins, plans, Pro and invitations (spec section 2). /balance, /plans and /Pro are public: a visitor sees a
 * login prompt on /balance and is sent to Login by Buy. The invitation page is personal through and through.
 */
export const walletRoutes: FeatureRoutes = {
  pages: [
    { path: WALLET_PATHS.balance, handle: PUBLIC, lazy: lazyPage(balance, 'BalancePage') },
    { path: WALLET_PATHS.plans, handle: PUBLIC, lazy: lazyPage(plans, 'PlansPage') },
    { path: WALLET_PATHS.pro, handle: PUBLIC, lazy: lazyPage(plans, 'ProPage') },
    { path: WALLET_PATHS.invitation, handle: LOGIN, lazy: lazyPage(invitation, 'InvitationPage') },
  ],
};
