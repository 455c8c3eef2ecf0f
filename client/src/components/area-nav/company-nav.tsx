import { AREA_HOME } from '../../config/paths';
import { LinksNav, type AreaLink } from './links-nav';
import { areaNavMessages as m } from './messages';

/** The company area's pages built so far: courses (its root), their enrollments, the company's classes, results. */
export const COMPANY_LINKS: readonly AreaLink[] = [
  { to: AREA_HOME.company, label: m.courses },
  { to: '/company/enrollments', label: m.enrollments },
  { to: '/company/orders', label: m.orders },
  { to: '/company/classes', label: m.classes },
  { to: '/company/results', label: m.results },
];

export function CompanyNav() {
  return <LinksNav links={COMPANY_LINKS} label={m.companyLabel} testId="company-nav" />;
}
