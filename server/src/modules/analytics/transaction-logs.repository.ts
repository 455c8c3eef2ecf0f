import type { DataSource, EntityManager } from 'typeorm';
import type { LedgerType, TransactionCategory } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { likePattern, pagedRows } from '../../lib/sql';
import { dayRangeConditions } from '../../lib/business-day';

export interface TransactionFilters {
  category?: TransactionCategory;
  /** Only 'point' exists; accepted so the client can send the spec's filter. */
  unit?: 'point';
  user_id?: number;
  type?: LedgerType;
  q?: string;
  from?: string;
  to?: string;
}

export interface UserColumns {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
}

export interface TransactionRow extends UserColumns {
  id: string;
  type: LedgerType;
  amount: number;
  balanceAfter: number;
  notes: string | null;
  actorId: number | null;
  createdAt: Date;
}

export interface TransactionUserRow extends UserColumns {
  income: string;
  expense: string;
  count: number;
  lastAt: Date;
}

/** Conditions over `ledger_entries l` (and `users u` for the search). */
function ledgerConditions(f: TransactionFilters, params: unknown[], withSearch: boolean): string[] {
  const out = ['true'];
  if (f.category === 'income') out.push('l.amount > 0');
  if (f.category === 'expense') out.push('l.amount < 0');
  if (f.user_id) out.push(`l.user_id = $${params.push(f.user_id)}`);
  if (f.type) out.push(`l.type = $${params.push(f.type)}`);
  out.push(...dayRangeConditions('l.created_at', f, params));
  if (withSearch && f.q) {
    const p = `$${params.push(likePattern(f.q))}`;
    out.push(`(u.username ILIKE ${p} OR u.email ILIKE ${p} OR u.first_name ILIKE ${p} OR u.last_name ILIKE ${p})`);
  }
  return out;
}

export function transactionLogsRepository(db: DataSource | EntityManager) {
  return {
    list(f: TransactionFilters, page: Page): Promise<{ rows: TransactionRow[]; total: number }> {
      const params: unknown[] = [];
      return pagedRows(
        db,
        {
          columns: `l.id, l.user_id AS "userId", u.username, u.first_name AS "firstName", u.last_name AS "lastName", l.type, l.amount,
                    l.balance_after AS "balanceAfter", l.notes, l.actor_id AS "actorId", l.created_at AS "createdAt"`,
          from: 'ledger_entries l JOIN users u ON u.id = l.user_id',
          where: ledgerConditions(f, params, true).join(' AND '),
          params,
          orderBy: 'l.created_at DESC, l.id DESC',
        },
        page,
      );
    },

    /** Users with rows matching the filters, with their totals; the latest activity first. */
    users(f: TransactionFilters, page: Page): Promise<{ rows: TransactionUserRow[]; total: number }> {
      const params: unknown[] = [];
      const where = ledgerConditions(f, params, true).join(' AND ');
      return pagedRows(
        db,
        {
          columns: `s.user_id AS "userId", s.username, s.first_name AS "firstName", s.last_name AS "lastName", s.income, s.expense, s.count,
                    s.last_at AS "lastAt"`,
          from: `(SELECT l.user_id, u.username, u.first_name, u.last_name,
                         COALESCE(sum(l.amount) FILTER (WHERE l.amount > 0), 0)::bigint AS income,
                         COALESCE(-sum(l.amount) FILTER (WHERE l.amount < 0), 0)::bigint AS expense,
                         count(*)::int AS count, max(l.created_at) AS last_at
                    FROM ledger_entries l JOIN users u ON u.id = l.user_id
                   WHERE ${where}
                   GROUP BY l.user_id, u.username, u.first_name, u.last_name) s`,
          where: 'true',
          params,
          orderBy: 's.last_at DESC, s.user_id DESC',
        },
        page,
      );
    },
  };
}
