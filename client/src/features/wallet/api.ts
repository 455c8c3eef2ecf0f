import type {
  CreatePaymentRequest,
  LedgerPageDto,
  PaymentCurrency,
  PaymentDto,
  PaymentProvider,
  PaymentQuoteDto,
  PlanDto,
  PlanPurchaseDto,
  ReferralCodeDto,
  ReferralExchangeDto,
  ReferralPageDto,
  ReportUnlockDto,
  ReportUnlockMethod,
  WalletDto,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

/** Spending calls carry the action's key; the server answers a retried key with the first outcome. */
const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const walletApi = (api: ApiClient) => ({
  wallet: () => api.get<WalletDto>('wallet'),
  transactions: (page: number) => api.get<LedgerPageDto>('wallet/transactions', { query: { page } }),

  plans: () => api.get<PlanDto[]>('plans'),
  purchasePlan: (planId: number, key: string) => api.post<PlanPurchaseDto>(`plans/${planId}/purchase`, {}, idempotent(key)),

  quote: (provider: PaymentProvider, currency: PaymentCurrency, coins: number) =>
    api.get<PaymentQuoteDto>('payments/quote', { query: { provider, currency, coins }, background: true }),
  createPayment: (body: CreatePaymentRequest, key: string) => api.post<PaymentDto>('payments', body, idempotent(key)),

  referralCode: () => api.get<ReferralCodeDto>('referral-code'),
  referrals: (page: number) => api.get<ReferralPageDto>('referral-code/used', { query: { page } }),
  exchangeReferralPoints: (key: string) => api.post<ReferralExchangeDto>('referral-code/exchange-point', {}, idempotent(key)),

  report: (attemptId: number) => api.get<ReportUnlockDto>(`score-reports/${attemptId}`),
  unlockReport: (attemptId: number, method: ReportUnlockMethod, key: string) =>
    api.post<ReportUnlockDto>(`score-reports/${attemptId}/unlock`, { method }, idempotent(key)),
});

export type WalletApi = ReturnType<typeof walletApi>;
