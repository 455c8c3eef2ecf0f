import {
  coursePath,
  enrollmentPath,
  type CourseSummaryDto,
  type EnrollableCourseDto,
  type EnrollmentCreatedDto,
  type EnrollmentDetailDto,
  type EnrollmentFormDto,
  type EnrollmentPageDto,
  type EnrollmentPatch,
  type EnrollmentStep,
  type EnrollmentStep1Input,
  type EnrollmentStep2Input,
  type EnrollmentStep3Input,
  type EnrollmentSubmitInput,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

type StepInput = { 1: EnrollmentStep1Input; 2: EnrollmentStep2Input; 3: EnrollmentStep3Input };

/** Every call of the enrollment capability the client makes (route table and DTOs: shared/src/enrollment.ts, docs/enrollment.md). */
export const enrollmentApi = (api: ApiClient) => ({
  courses: () => api.get<EnrollableCourseDto[]>(enrollmentPath('courses')),
  create: (input: EnrollmentStep1Input) => api.post<EnrollmentCreatedDto>(enrollmentPath('create'), input),
  form: (token: string) => api.get<EnrollmentFormDto>(enrollmentPath('form', { token })),
  save: <S extends EnrollmentStep>(token: string, step: S, body: StepInput[S]) =>
    api.request<EnrollmentFormDto>('PUT', enrollmentPath('step', { token, step }), { body }),
  submit: (token: string, body: EnrollmentSubmitInput) => api.post<EnrollmentFormDto>(enrollmentPath('submit', { token }), body),
  // The back office
  list: (query: Record<string, string | number>, signal?: AbortSignal) => api.get<EnrollmentPageDto>(enrollmentPath('list'), { query, signal }),
  detail: (enrollmentId: number) => api.get<EnrollmentDetailDto>(enrollmentPath('detail', { enrollmentId })),
  update: (enrollmentId: number, patch: EnrollmentPatch) => api.patch<EnrollmentDetailDto>(enrollmentPath('detail', { enrollmentId }), patch),
  /** The list's course filter: the courses the caller manages (admins all, company-admins their companies'). */
  managedCourses: () => api.get<CourseSummaryDto[]>(coursePath('managed')),
});
export type EnrollmentApi = ReturnType<typeof enrollmentApi>;
