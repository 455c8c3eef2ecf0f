import { ADMIN_PATHS } from '../../config/paths';
import { LinksNav, type AreaLink } from './links-nav';
import { areaNavMessages as m } from './messages';

/** The admin area's pages (spec section 2, plus the pages the spec names without a path). */
export const ADMIN_LINKS: readonly AreaLink[] = [
  { to: ADMIN_PATHS.practices, label: m.practices },
  { to: ADMIN_PATHS.questions, label: m.questions },
  { to: ADMIN_PATHS.users, label: m.users },
  { to: ADMIN_PATHS.companies, label: m.companies },
  { to: ADMIN_PATHS.payments, label: m.payments },
  { to: ADMIN_PATHS.transactions, label: m.transactions },
  { to: ADMIN_PATHS.activityLog, label: m.activityLog },
  { to: ADMIN_PATHS.analytics, label: m.analytics },
  { to: ADMIN_PATHS.students, label: m.students },
  { to: ADMIN_PATHS.results, label: m.results },
  { to: ADMIN_PATHS.grading, label: m.grading },
  { to: ADMIN_PATHS.courses, label: m.courses },
  { to: ADMIN_PATHS.privateLessons, label: m.privateLessons },
  { to: ADMIN_PATHS.enrollments, label: m.enrollments },
  { to: ADMIN_PATHS.orders, label: m.orders },
  { to: ADMIN_PATHS.salary, label: m.salary },
  { to: ADMIN_PATHS.contactInbox, label: m.contactInbox },
  { to: ADMIN_PATHS.notifications, label: m.notifications },
  { to: ADMIN_PATHS.siteTexts, label: m.siteTexts },
  { to: ADMIN_PATHS.subjects, label: m.subjects },
];

export function AdminNav() {
  return <LinksNav links={ADMIN_LINKS} label={m.adminLabel} testId="admin-nav" />;
}
