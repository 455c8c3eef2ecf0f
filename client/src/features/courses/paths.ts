import type { RoleArea } from '@app/shared';

/** The courses pages (spec section 2): the student's, and each role area's (one set of components for all). */
export const COURSES_PATHS = {
  mine: '/courses',
  detail: '/courseDetail/:id',
  join: '/join',
  areaList: 'courses',
  areaAdd: 'course/add',
  areaEdit: 'course/edit/:id',
  areaDetail: 'courseDetail/:id',
  /** Private lessons (spec section 6 names the screen, not its path): in each managing area. */
  privateLessons: 'private-lessons',
} as const;

/** The areas that manage courses. */
export type CourseArea = Extract<RoleArea, 'admin' | 'company' | 'teacher'>;

export const courseDetailPath = (id: number) => `/courseDetail/${id}`;
/** The teacher area has no courseDetail page (spec section 2): its course page is the general one. */
export const areaCourseDetailPath = (area: CourseArea, id: number) => (area === 'teacher' ? courseDetailPath(id) : `/${area}/courseDetail/${id}`);
export const areaCoursesPath = (area: CourseArea) => `/${area}/courses`;
export const areaAddPath = (area: CourseArea) => `/${area}/course/add`;
export const areaEditPath = (area: CourseArea, id: number) => `/${area}/course/edit/${id}`;
export const joinPath = (code?: string) => (code ? `/join?code=${encodeURIComponent(code)}` : '/join');
