import { AREA_HOME } from '../../config/paths';
import { LinksNav, type AreaLink } from './links-nav';
import { areaNavMessages as m } from './messages';

/** The teacher area's main pages (spec section 2): classes first, where /teacher lands. */
export const TEACHER_LINKS: readonly AreaLink[] = [
  { to: AREA_HOME.teacher, label: m.classes },
  { to: '/teacher/users', label: m.students },
  { to: '/teacher/courses', label: m.courses },
  { to: '/teacher/practices', label: m.practices },
  { to: '/teacher/allQuestions', label: m.questions },
  { to: '/teacher/results', label: m.results },
  { to: '/teacher/grading', label: m.grading },
];

export function TeacherNav() {
  return <LinksNav links={TEACHER_LINKS} label={m.teacherLabel} testId="teacher-nav" />;
}
