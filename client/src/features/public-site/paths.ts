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
  /** The enrollment form (features/enrollment): `?course=` opens it with the course behind that page chosen. */
  enroll: '/enroll',
  enrollCourse: (slug: CourseSlug) => `/enroll?course=${slug}`,
} as const;
