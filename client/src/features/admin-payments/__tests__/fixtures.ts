import type { AdminPaymentDto } from '@app/shared';

export const payment = (overrides: Partial<AdminPaymentDto> = {}): AdminPaymentDto => ({
  id: 41,
  user_id: 5,
  provider: 'bank_transfer',
  currency: 'TWD',
  coins: 100,
  amount: 35000,
  fee: 0,
  total: 35000,
  status: 'pending',
  checkout_url: null,
  payment_code: null,
  expires_at: null,
  confirmed_at: null,
  created_at: '2026-11-20T08:00:00.000Z',
  payer: { id: 5, username: 'mei', first_name: 'Mei', last_name: 'Chen', email: 'mei@example.com' },
  ...overrides,
});

export const paged = <T>(data: T[], total = data.length) => ({ body: { data, current_page: 1, total } });
