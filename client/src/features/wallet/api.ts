import type {
  CreatePaymentRequest,
  LedgerPageDto,
  PaymentDto,
  PaymentMethodsDto,
  PaymentPageDto,
  PlanDto,
  PlanPurchaseDto,
  ReferralCodeDto,
  ReferralExchangeDto,
  ReferralPageDto,
  ReportUnlockDto,
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

  /** What this site has set up: only these are offered. */
  paymentMethods: () => api.get<PaymentMethodsDto>('payments/methods'),
  createPayment: (body: CreatePaymentRequest, key: string) => api.post<PaymentDto>('payments', body, idempotent(key)),
  payment: (id: number) => api.get<PaymentDto>(`payments/${id}`),
  pendingPayments: () => api.get<PaymentPageDto>('payments', { query: { status: 'pending' }, background: true }),

  referralCode: () => api.get<ReferralCodeDto>('referral-code'),
  referrals: (page: number) => api.get<ReferralPageDto>('referral-code/used', { query: { page } }),
  exchangeReferralPoints: (key: string) => api.post<ReferralExchangeDto>('referral-code/exchange-point', {}, idempotent(key)),

  report: (attemptId: number) => api.get<ReportUnlockDto>(`score-reports/${attemptId}`),
  /** The server picks how it is paid: a plan allowance, else pro's free report, else coins. */
  unlockReport: (attemptId: number, key: string) => api.post<ReportUnlockDto>(`score-reports/${attemptId}/unlock`, {}, idempotent(key)),
});

export type WalletApi = ReturnType<typeof walletApi>;
