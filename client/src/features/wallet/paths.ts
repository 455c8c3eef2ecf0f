import { PATHS } from '../../config/paths';

/** The wallet's pages (spec section 2); those the header links to are the app's (config/paths.ts). */
export const WALLET_PATHS = {
  balance: PATHS.balance,
  plans: PATHS.plans,
  pro: '/Pro',
  invitation: PATHS.invitation,
} as const;

/** `?t-coins` on /balance (named route ToeflProfileBalance) opens the deposit panel. */
export const DEPOSIT_QUERY = 't-coins';
export const DEPOSIT_PATH = `${WALLET_PATHS.balance}?${DEPOSIT_QUERY}`;
