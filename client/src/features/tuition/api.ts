import {
  TUITION_SCREENSHOT_FIELD,
  tuitionPath,
  type ArrangeClassDto,
  type ArrangeDto,
  type CoursePlacementTestDto,
  type CoursePlacementTestInput,
  type PlacementInvitationDto,
  type PlacementLockDto,
  type StartPlacementResponse,
  type OrderRowDto,
  type PagedDto,
  type PlacementDto,
  type PlaceStudentInput,
  type TuitionDto,
  type TuitionInput,
  type TuitionPaymentInput,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

/** Every call of the tuition capability the client makes (route table and DTOs: shared/src/tuition.ts, docs/tuition.md). */
export const tuitionApi = (api: ApiClient) => ({
  arrange: (enrollmentId: number) => api.get<ArrangeDto>(tuitionPath('arrange', { enrollmentId })),
  classes: () => api.get<ArrangeClassDto[]>(tuitionPath('arrangeClasses')),
  place: (enrollmentId: number, input: PlaceStudentInput) => api.post<PlacementDto>(tuitionPath('placements', { enrollmentId }), input),
  unplace: (placementId: number) => api.delete<void>(tuitionPath('placement', { placementId })),
  tuition: (enrollmentId: number) => api.get<TuitionDto>(tuitionPath('tuition', { enrollmentId })),
  save: (enrollmentId: number, input: TuitionInput) => api.request<TuitionDto>('PUT', tuitionPath('tuition', { enrollmentId }), { body: input }),
  /** A payment, with its screenshot as multipart when there is one. */
  pay: (enrollmentId: number, input: TuitionPaymentInput, screenshot: File | null) => {
    if (!screenshot) return api.post<TuitionDto>(tuitionPath('payments', { enrollmentId }), input);
    const form = new FormData();
    for (const [k, v] of Object.entries(input)) if (v !== undefined) form.append(k, String(v));
    form.append(TUITION_SCREENSHOT_FIELD, screenshot);
    return api.post<TuitionDto>(tuitionPath('payments', { enrollmentId }), form);
  },
  removePayment: (paymentId: number) => api.delete<TuitionDto>(tuitionPath('payment', { paymentId })),
  screenshot: (paymentId: number) => api.get<Blob>(tuitionPath('screenshot', { paymentId }), { responseType: 'blob' }),
  bill: (enrollmentId: number) => api.get<Blob>(tuitionPath('bill', { enrollmentId }), { responseType: 'blob' }),
  setPlacementTest: (courseId: number, input: CoursePlacementTestInput) =>
    api.request<CoursePlacementTestDto>('PUT', tuitionPath('coursePlacementTest', { courseId }), { body: input }),
  invite: (enrollmentId: number, enrollmentStudentId: number) =>
    api.post<PlacementInvitationDto>(tuitionPath('placementInvitations', { enrollmentId }), { enrollment_student_id: enrollmentStudentId }),
  placementLock: (invitationId: number) => api.get<PlacementLockDto>(tuitionPath('placementLock', { invitationId })),
  startPlacement: (invitationId: number) => api.post<StartPlacementResponse>(tuitionPath('placementStart', { invitationId })),
  orders: (query: Record<string, string | number>, signal?: AbortSignal) => api.get<PagedDto<OrderRowDto>>(tuitionPath('orders'), { query, signal }),
});
export type TuitionApi = ReturnType<typeof tuitionApi>;
