/**
 * The enrollment pages' routes (the app's route table reads this file, so it stays free of the shared
 * package: the first page carries it). The family's: /enroll (step 1; `?course=<public page slug>` or
 * `?course_id=` chooses the course, as the public site's enroll buttons do) and /enroll/form/{token} (the
 * mailed link, ENROLLMENT_PAGES of @app/shared: the next step, `?step=` to go back to one, the success page
 * once sent). The back office's (the spec names the screens, not their paths): /{admin,company}/enrollments
 * and /{admin,company}/enrollments/{id}.
 */
export const ENROLLMENT_PATHS = {
  start: '/enroll',
  form: '/enroll/form/:token',
  areaList: 'enrollments',
  areaDetail: 'enrollments/:id',
} as const;
