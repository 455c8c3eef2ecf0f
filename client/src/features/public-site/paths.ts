import type { CourseSlug } from '@app/shared';

/** The public site's pages (spec section 2; the server renders the same list for search engines: modules/site/seo.ts). */
export const SITE_PATHS = {
  home: '/home',
  others: '/others',
  course: (slug: CourseSlug) => `/others/${slug}`,
  stories: '/stories',
  counselling: '/counselling',
  mentoring: '/mentoring',
  faq: '/FAQ',
  classesAndCounselling: '/ClassesAndCounseling',
  /** The enrollment form's route (another issue builds the form; until then it is the contact form). */
  enroll: '/enroll',
  enrollCourse: (slug: CourseSlug) => `/enroll?course=${slug}`,
} as const;
