import type { TransactionLogDto, TransactionLogUserDto } from '@app/shared';
import type { TransactionRow, TransactionUserRow, UserColumns } from './transaction-logs.repository';

/** `name` is the full name; empty when the user never completed registration (the client labels it). */
const userOf = (r: UserColumns): TransactionLogDto['user'] => ({
  id: r.userId,
  username: r.username,
  name: [r.firstName, r.lastName].filter(Boolean).join(' '),
  first_name: r.firstName,
  last_name: r.lastName,
});

export const toTransactionLogDto = (r: TransactionRow): TransactionLogDto => ({
  id: Number(r.id),
  user: userOf(r),
  category: r.amount > 0 ? 'income' : 'expense',
  unit: 'point',
  amount: r.amount,
  balance_after: r.balanceAfter,
  type: r.type,
  notes: r.notes,
  actor_id: r.actorId,
  created_at: r.createdAt.toISOString(),
});

export const toTransactionLogUserDto = (r: TransactionUserRow): TransactionLogUserDto => ({
  user: userOf(r),
  income: Number(r.income),
  expense: Number(r.expense),
  count: r.count,
  last_at: r.lastAt.toISOString(),
});
