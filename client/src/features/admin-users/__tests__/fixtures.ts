import type { AdminUserDto, PagedDto, TransactionLogDto } from '@app/shared';

export const adminUser = (overrides: Partial<AdminUserDto> = {}): AdminUserDto => ({
  id: 5,
  username: 'grace',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '5551234567',
  all_roles: ['student'],
  joined_at: '2026-01-02T03:04:05.000Z',
  avatar_url: null,
  email_verified_at: '2026-01-03T00:00:00.000Z',
  balance: 30,
  pro_expired_at: null,
  taken_unlimited_expire_at: null,
  grader: false,
  ...overrides,
});

export const transaction = (overrides: Partial<TransactionLogDto> = {}): TransactionLogDto => ({
  id: 1,
  user: { id: 5, username: 'grace', name: 'Grace Hopper', first_name: 'Grace', last_name: 'Hopper' },
  category: 'income',
  unit: 'point',
  amount: 10,
  balance_after: 40,
  type: 'admin_deposit',
  notes: null,
  actor_id: 7,
  created_at: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

export const paged = <T>(data: T[], total = data.length): { body: PagedDto<T> } => ({ body: { data, current_page: 1, total } });
