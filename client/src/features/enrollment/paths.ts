import { ENROLLMENT_PAGES, type EnrollmentStep } from '@app/shared';

/**
 * The enrollment pages. The family's: /enroll (step 1; `?course=<public page slug>` or `?course_id=` chooses
 * the course, as the public site's enroll buttons do) and /enroll/form/{token} (the mailed link: the next
 * step, `?step=` to go back to one, the success page once sent). The back office's (the spec names the
 * screens, not their paths): /{admin,company}/enrollments and /{admin,company}/enrollments/{id}.
 */
export const ENROLLMENT_PATHS = {
  start: ENROLLMENT_PAGES.form,
  form: '/enroll/form/:token',
  areaList: 'enrollments',
  areaDetail: 'enrollments/:id',
} as const;

export type EnrollmentArea = 'admin' | 'company';

export const formPath = (token: string, step?: EnrollmentStep) => `${ENROLLMENT_PAGES.resume(token)}${step ? `?step=${step}` : ''}`;
export const areaEnrollmentsPath = (area: EnrollmentArea) => `/${area}/enrollments`;
export const areaEnrollmentPath = (area: EnrollmentArea, id: number) => `/${area}/enrollments/${id}`;
