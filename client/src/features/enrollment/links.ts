import { ENROLLMENT_PAGES, type EnrollmentStep } from '@app/shared';

export type EnrollmentArea = 'admin' | 'company';

/** The mailed link's page, at a step. */
export const formPath = (token: string, step?: EnrollmentStep) => `${ENROLLMENT_PAGES.resume(token)}${step ? `?step=${step}` : ''}`;
export const areaEnrollmentsPath = (area: EnrollmentArea) => `/${area}/enrollments`;
export const areaEnrollmentPath = (area: EnrollmentArea, id: number) => `/${area}/enrollments/${id}`;
