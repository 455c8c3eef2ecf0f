import { AREA_HOME } from '../../config/paths';
import { LinksNav, type AreaLink } from './links-nav';
import { areaNavMessages as m } from './messages';

/**
 * The company area's pages (spec section 2): courses (its root), the company's students (users) and
 * teachers, enrollments, classes, private lessons, results, and the company's info (details and join code).
 */
export const COMPANY_LINKS: readonly AreaLink[] = [
  { to: AREA_HOME.company, label: m.courses },
  { to: '/company/users', label: m.students },
  { to: '/company/teachers', label: m.teachers },
  { to: '/company/enrollments', label: m.enrollments },
  { to: '/company/orders', label: m.orders },
  { to: '/company/classes', label: m.classes },
  { to: '/company/private-lessons', label: m.privateLessons },
  { to: '/company/results', label: m.results },
  { to: '/company/info', label: m.companyInfo },
  { to: '/company/salary', label: m.salary },
];

export function CompanyNav() {
  return <LinksNav links={COMPANY_LINKS} label={m.companyLabel} testId="company-nav" />;
}
