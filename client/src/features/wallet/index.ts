// What the rest of the app may use of the wallet feature: its pages, and what other pages need to show
// money and ledger rows or to spend coins.
export { walletRoutes } from './routes';
export { walletApi } from './api';
export { formatMoney, formatSignedCoins } from './money';
export { describeNotes } from './ledger-notes';
export { ledgerTypeMessages, providerMessages } from './messages';
export { SpendAction } from './spend-action';
export { InsufficientCoinsModal } from './components/purchase-dialogs';
export { UnlockReportButton } from './components/unlock-report-button';
