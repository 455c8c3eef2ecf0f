import type {
  CompleteGradingRequest,
  GradingFeedbackDto,
  GradingOrderDto,
  GradingService,
  PagedDto,
  StudentGradingDto,
  TeacherGradingDetailDto,
  TeacherGradingOrderDto,
  TeacherGradingStatus,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

/** Teacher grading calls (server module teacher-grading), plus the wallet's purchase of an order. */
export const teacherGradingApi = (api: ApiClient) => ({
  queue: (status: TeacherGradingStatus, page: number, signal?: AbortSignal) =>
    api.get<PagedDto<TeacherGradingOrderDto>>('teacher-grading/queue', { query: { status, page }, signal }),
  order: (orderId: number) => api.get<TeacherGradingDetailDto>(`teacher-grading/${orderId}`),
  claim: (orderId: number) => api.post<TeacherGradingOrderDto>(`teacher-grading/${orderId}/claim`),
  complete: (orderId: number, body: CompleteGradingRequest) => api.post<TeacherGradingDetailDto>(`teacher-grading/${orderId}/complete`, body),

  /** The student's order on an attempt; 404 when none was bought. */
  /** Null when the attempt has no order (the usual case). */
  forAttempt: (attemptId: number) => api.get<StudentGradingDto | null>(`attempts/${attemptId}/grading-order`, { background: true }),
  feedback: (orderId: number) => api.get<GradingFeedbackDto>(`grading-orders/${orderId}/feedback`),
  /** Spending: one Idempotency-Key per user action (see the wallet's SpendAction). */
  orderGrading: (attemptId: number, service: GradingService, key: string) =>
    api.post<GradingOrderDto>('grading-orders', { attempt_id: attemptId, service }, { headers: { 'Idempotency-Key': key } }),
});

export type TeacherGradingApi = ReturnType<typeof teacherGradingApi>;
