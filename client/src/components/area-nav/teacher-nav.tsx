import { observer } from 'mobx-react-lite';
import { AREA_HOME } from '../../config/paths';
import { useStores } from '../../stores/store-context';
import { LinksNav, type AreaLink } from './links-nav';
import { areaNavMessages as m } from './messages';

/** The teacher area's main pages (spec section 2): classes first, where /teacher lands. */
export const TEACHER_LINKS: readonly AreaLink[] = [
  { to: AREA_HOME.teacher, label: m.classes },
  { to: '/teacher/users', label: m.students },
  { to: '/teacher/courses', label: m.courses },
  { to: '/teacher/private-lessons', label: m.privateLessons },
  { to: '/teacher/lessons', label: m.lessons },
  { to: '/teacher/pay', label: m.pay },
  { to: '/teacher/practices', label: m.practices },
  { to: '/teacher/allQuestions', label: m.questions },
  { to: '/teacher/results', label: m.results },
  { to: '/teacher/grading', label: m.grading },
];

/**
 * The grading queue is open only to teachers an admin made graders; anyone else would land on a 403,
 * so the link shows only to them (the user's `grader` flag).
 */
export const TeacherNav = observer(function TeacherNav() {
  const { session } = useStores();
  const links = session.user?.grader ? TEACHER_LINKS : TEACHER_LINKS.filter((l) => l.to !== '/teacher/grading');
  return <LinksNav links={links} label={m.teacherLabel} testId="teacher-nav" />;
});
