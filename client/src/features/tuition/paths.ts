/**
 * The tuition pages inside the back office (the spec names the screens, not their paths): the arrange screen of an
 * enrollment at /{admin,company}/enrollments/{id}/arrange, the orders list at /{admin,company}/orders. The tuition
 * panel and the bill live on the enrollment's detail page.
 */
export const TUITION_PATHS = {
  arrange: 'enrollments/:id/arrange',
  orders: 'orders',
  /** The invited student's lock page of a placement test (public, bare, like the class test's). */
  placementLock: '/placement/:invitationId',
} as const;

export type TuitionArea = 'admin' | 'company';

export const arrangePath = (area: TuitionArea, enrollmentId: number) => `/${area}/enrollments/${enrollmentId}/arrange`;
export const ordersPath = (area: TuitionArea) => `/${area}/orders`;
export const enrollmentPagePath = (area: TuitionArea, enrollmentId: number) => `/${area}/enrollments/${enrollmentId}`;
