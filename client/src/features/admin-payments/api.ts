import type { AdminPaymentPageDto, AdminUserDto, PaymentDto } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';
import { LIST_PAGE_SIZE } from '../../components/lists/list-params';

/** Deposits as the admin area sees them (server module payments: admin list and confirm). */
export const adminPaymentsApi = (api: ApiClient) => ({
  list: (query: Record<string, string | number>, signal?: AbortSignal) =>
    api.get<AdminPaymentPageDto>('admin/payments', { query: { ...query, per_page: LIST_PAGE_SIZE }, signal }),
  /**
   * Credits the payment's coins. `total` (minor units) is what the admin counted; the server refuses it
   * when it differs from the payment's. One key per request: a retry after a lost answer is not credited twice.
   */
  confirm: (id: number, total: number | undefined, idempotencyKey: string) =>
    api.post<PaymentDto>(`admin/payments/${id}/confirm`, total === undefined ? {} : { total }, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  /** The payer's name and e-mail for the confirmation; secondary, so no loading overlay. */
  payer: (id: number) => api.get<AdminUserDto>(`admin/users/${id}`, { background: true }),
});

export type AdminPaymentsApi = ReturnType<typeof adminPaymentsApi>;
