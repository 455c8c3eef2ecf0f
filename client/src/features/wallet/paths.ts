/** The wallet's pages (spec section 2; the invitation page has no path in the spec, so it takes /invitation). */
export const WALLET_PATHS = {
  balance: '/balance',
  plans: '/plans',
  pro: '/Pro',
  invitation: '/invitation',
} as const;

/** `?t-coins` on /balance (named route ToeflProfileBalance) opens the deposit panel. */
export const DEPOSIT_QUERY = 't-coins';
export const DEPOSIT_PATH = `${WALLET_PATHS.balance}?${DEPOSIT_QUERY}`;
