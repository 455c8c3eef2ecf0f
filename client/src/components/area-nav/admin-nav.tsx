import { AREA_HOME } from '../../config/paths';
import { ADMIN_PAYMENTS_PATH } from '../../features/admin-payments/paths';
import { ADMIN_USER_PATHS } from '../../features/admin-users/paths';
import { LinksNav, type AreaLink } from './links-nav';
import { areaNavMessages as m } from './messages';

/** The admin area's pages (spec section 2, plus the pages the spec names without a path). */
export const ADMIN_LINKS: readonly AreaLink[] = [
  { to: AREA_HOME.admin, label: m.practices },
  { to: '/admin/allQuestions', label: m.questions },
  { to: ADMIN_USER_PATHS.users, label: m.users },
  { to: ADMIN_PAYMENTS_PATH, label: m.payments },
  { to: ADMIN_USER_PATHS.transactions, label: m.transactions },
  { to: ADMIN_USER_PATHS.logs, label: m.activityLog },
  { to: ADMIN_USER_PATHS.analytics, label: m.analytics },
  { to: ADMIN_USER_PATHS.students, label: m.students },
  { to: '/admin/results', label: m.results },
  { to: '/admin/grading', label: m.grading },
];

export function AdminNav() {
  return <LinksNav links={ADMIN_LINKS} label={m.adminLabel} testId="admin-nav" />;
}
