import { AREA_HOME } from '../../config/paths';
import { LinksNav, type AreaLink } from './links-nav';
import { areaNavMessages as m } from './messages';

/** The company area's pages built so far: courses (its root), the company's classes, results. */
export const COMPANY_LINKS: readonly AreaLink[] = [
  { to: AREA_HOME.company, label: m.courses },
  { to: '/company/classes', label: m.classes },
  { to: '/company/results', label: m.results },
  { to: '/company/salary', label: m.salary },
];

export function CompanyNav() {
  return <LinksNav links={COMPANY_LINKS} label={m.companyLabel} testId="company-nav" />;
}
