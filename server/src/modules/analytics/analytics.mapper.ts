import type { TransactionLogDto, TransactionLogUserDto } from '@app/shared';
import type { TransactionRow, TransactionUserRow } from './transaction-logs.repository';

/** `name` is the full name; empty when the user never completed registration (the client labels it). */
const userOf = (r: { user_id: number; username: string; first_name: string; last_name: string }): TransactionLogDto['user'] => ({
  id: r.user_id,
  username: r.username,
  name: [r.first_name, r.last_name].filter(Boolean).join(' '),
  first_name: r.first_name,
  last_name: r.last_name,
});

export const toTransactionLogDto = (r: TransactionRow): TransactionLogDto => ({
  id: Number(r.id),
  user: userOf(r),
  category: r.amount > 0 ? 'income' : 'expense',
  unit: 'point',
  amount: r.amount,
  balance_after: r.balance_after,
  type: r.type,
  notes: r.notes,
  actor_id: r.actor_id,
  created_at: new Date(r.created_at).toISOString(),
});

export const toTransactionLogUserDto = (r: TransactionUserRow): TransactionLogUserDto => ({
  user: userOf(r),
  income: Number(r.income),
  expense: Number(r.expense),
  count: r.count,
  last_at: new Date(r.last_at).toISOString(),
});
