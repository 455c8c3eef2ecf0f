import type {
  ActivityLogDto,
  AdminBalanceDto,
  AdminPointResultDto,
  AdminStudentDto,
  AdminUserDto,
  AnalyticsDto,
  PagedDto,
  Role,
  TransactionLogDto,
  TransactionLogUserDto,
  UserExamDto,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';
import { ADMIN_PAGE_SIZE } from './queries';
import type { AnalyticsRow } from './types';

type Query = Record<string, string | number>;
export type PointsAction = 'give' | 'deduct';
/** One give or deduct request; `notes` (optional) is written on the ledger row. */
export interface PointsChange {
  action: PointsAction;
  points: number;
  notes?: string;
}

/** The three analytics sources of spec section 7, each with daily rows and a today row. */
export const ANALYTICS_SOURCES = ['user-exams', 'transaction-logs', 'order'] as const;
export type AnalyticsSource = (typeof ANALYTICS_SOURCES)[number];

/** User management calls of spec section 7 "Account and admin" (server module admin-users). */
export const adminUsersApi = (api: ApiClient) => ({
  search: (query: Query, signal?: AbortSignal) =>
    api.get<PagedDto<AdminUserDto>>('admin/user', { query: { ...query, per_page: ADMIN_PAGE_SIZE }, signal }),
  get: (id: number) => api.get<AdminUserDto>(`admin/users/${id}`),
  setRoles: (id: number, roles: readonly Role[]) => api.patch<AdminUserDto>(`admin/users/${id}/roles`, { roles }),
  /** `expireAt` is an ISO instant (see proExpiryInstant). */
  setPro: (id: number, expireAt: string) => api.patch<AdminUserDto>(`admin/user/${id}/pro`, { taken_unlimited_expire_at: expireAt }),
  removePro: (id: number) => api.delete<AdminUserDto>(`admin/user/${id}/pro`),
  setGrader: (id: number, grader: boolean) =>
    grader ? api.request<AdminUserDto>('PUT', `admin/users/${id}/grader`) : api.delete<AdminUserDto>(`admin/users/${id}/grader`),
  /** One key per admin action: a retry of the same action (lost answer) sends the same key and is not applied twice. */
  changePoints: (id: number, change: PointsChange, idempotencyKey: string) =>
    api.post<AdminPointResultDto>(
      `admin/user/${id}/${change.action === 'give' ? 'give-point' : 'deduct-point'}`,
      { point: change.points, ...(change.notes ? { notes: change.notes } : {}) },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  balance: (id: number) => api.get<AdminBalanceDto>(`admin/users/${id}/balance`, { background: true }),
  remove: (id: number) => api.delete(`admin/users/${id}`),
  exams: (id: number, page: number) =>
    api.get<PagedDto<UserExamDto>>(`admin/users/${id}/user-exams`, { query: { page, per_page: ADMIN_PAGE_SIZE }, background: true }),
  activity: (query: Query, signal?: AbortSignal) =>
    api.get<PagedDto<ActivityLogDto>>('activity-log/history', { query: { ...query, per_page: ADMIN_PAGE_SIZE }, signal }),
  transactions: (query: Query, signal?: AbortSignal) =>
    api.get<PagedDto<TransactionLogDto>>('admin/transactions-logs', { query: { ...query, per_page: ADMIN_PAGE_SIZE }, signal }),
  /** The users that have transactions (most recent first), for the user filter: the first hundred. */
  transactionUsers: () =>
    api.get<PagedDto<TransactionLogUserDto>>('admin/transactions-logs/users', { query: { page: 1, per_page: 100 }, background: true }),
  students: (query: Query, signal?: AbortSignal) =>
    api.get<PagedDto<AdminStudentDto>>('admin/students', { query: { ...query, per_page: ADMIN_PAGE_SIZE }, signal }),
});

/**
 * Spec section 7 "Finance and analytics": `{source}/analysis?days=` (the complete days before today,
 * oldest first) and `{source}/today` (today so far).
 */
export const analyticsApi = (api: ApiClient) => ({
  daily: (source: AnalyticsSource, days: number) => api.get<AnalyticsDto<AnalyticsRow>>(`${source}/analysis`, { query: { days }, background: true }),
  today: (source: AnalyticsSource) => api.get<AnalyticsRow>(`${source}/today`, { background: true }),
});
