import { PAYMENT_STATUSES, type PaymentStatus } from '@app/shared';
import { listParams } from '../../components/lists/list-params';

/** The status filter's choices: the server's statuses, or every payment. */
export const STATUS_FILTERS = [...PAYMENT_STATUSES, 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Pending deposits are what an admin acts on, so the page opens on them (no `status` in the URL). */
export const DEFAULT_STATUS: StatusFilter = 'pending';

/** /admin/payments?status=...&page=N */
export const paymentsQuery = listParams({ status: { kind: 'oneOf', values: STATUS_FILTERS } });

/** The filter the page shows for the URL's value ('' is the default). */
export const statusFilterOf = (value: string): StatusFilter => (value ? (value as StatusFilter) : DEFAULT_STATUS);

/** The URL value for a chosen filter: the default is left out so the plain address stays plain. */
export const statusParamOf = (filter: StatusFilter): string => (filter === DEFAULT_STATUS ? '' : filter);

/** The server's query: 'all' sends no status, no choice sends the default. */
export function serverQuery(query: Record<string, string | number>): Record<string, string | number> {
  const { status, ...rest } = query;
  const filter = statusFilterOf(typeof status === 'string' ? status : '');
  return filter === 'all' ? rest : { status: filter satisfies PaymentStatus, ...rest };
}
