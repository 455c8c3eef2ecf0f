import { ACTIVITY_ACTIONS, ALL_ROLES, LEDGER_TYPES, TRANSACTION_CATEGORIES, TRANSACTION_UNITS } from '@app/shared';
import { LIST_PAGE_SIZE, listParams } from '../../components/lists/list-params';

/** Page size of every admin list here: the one every paged list uses. */
export const ADMIN_PAGE_SIZE = LIST_PAGE_SIZE;

/** /admin/users: text search (username, name, e-mail) and one role. */
export const usersQuery = listParams({ q: { kind: 'text' }, role: { kind: 'oneOf', values: ALL_ROLES } });

/** /admin/users/logs: one action, who did it, to whom, and a period of business days. */
export const activityQuery = listParams({
  action: { kind: 'oneOf', values: ACTIVITY_ACTIONS },
  actor: { kind: 'id', api: 'actor_id' },
  target: { kind: 'id', api: 'target_user_id' },
  from: { kind: 'date' },
  to: { kind: 'date' },
});

/** /admin/transactions: category, unit and one user (spec section 7 filters), plus the ledger type and days. */
export const transactionsQuery = listParams({
  category: { kind: 'oneOf', values: TRANSACTION_CATEGORIES },
  unit: { kind: 'oneOf', values: TRANSACTION_UNITS },
  user: { kind: 'id', api: 'user_id' },
  type: { kind: 'oneOf', values: LEDGER_TYPES },
  from: { kind: 'date' },
  to: { kind: 'date' },
});

/** /students: text search. */
export const studentsQuery = listParams({ q: { kind: 'text' } });
