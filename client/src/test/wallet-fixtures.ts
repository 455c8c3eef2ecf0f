import type { LedgerEntryDto, PaymentDto, PaymentProvider, PlanDto, WalletDto } from '@app/shared';

export const wallet = (overrides: Partial<WalletDto> = {}): WalletDto => ({
  balance: 100,
  is_pro: false,
  pro_expired_at: null,
  sat_plan_expired_at: null,
  report_allowance: 0,
  pro_free_report_available: false,
  ...overrides,
});

export const plan = (overrides: Partial<PlanDto> = {}): PlanDto => ({
  id: 3,
  code: 'pro-6m',
  kind: 'pro',
  price: 60,
  duration_months: 6,
  lifetime: false,
  daily_full_tests: null,
  daily_section_practices: null,
  report_allowance: 0,
  ...overrides,
});

export const entry = (id: number, overrides: Partial<LedgerEntryDto> = {}): LedgerEntryDto => ({
  id,
  date: '2026-03-05T10:00:00.000Z',
  type: 'deposit',
  amount: 10,
  balance_after: 100,
  notes: null,
  ...overrides,
});

export const payment = (id: number, provider: PaymentProvider, overrides: Partial<PaymentDto> = {}): PaymentDto => ({
  id,
  user_id: 7,
  provider,
  currency: 'TWD',
  coins: 100,
  amount: 100_000,
  fee: provider === 'card' ? 5_000 : 0,
  total: provider === 'card' ? 105_000 : 100_000,
  status: 'pending',
  checkout_url: null,
  payment_code: null,
  expires_at: null,
  confirmed_at: null,
  created_at: '2026-03-05T10:00:00.000Z',
  ...overrides,
});
