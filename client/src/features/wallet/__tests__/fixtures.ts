import type { LedgerEntryDto, PlanDto, WalletDto } from '@app/shared';

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
