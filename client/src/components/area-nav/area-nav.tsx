import { lazy, Suspense } from 'react';
import type { RoleArea } from '@app/shared';

// Each area's links load with the area's first page, not on the first page a visitor sees: the three
// lists and their labels are kilobytes the 170 KB first-page budget (scripts/check-bundle.mjs) cannot carry.
const AREA_NAVS = {
  admin: lazy(() => import('./admin-nav').then((m) => ({ default: m.AdminNav }))),
  teacher: lazy(() => import('./teacher-nav').then((m) => ({ default: m.TeacherNav }))),
  company: lazy(() => import('./company-nav').then((m) => ({ default: m.CompanyNav }))),
} satisfies Record<RoleArea, unknown>;

/**
 * The links of the role area a page belongs to (its route handle's `area`): every /admin page and the
 * admin-only /analytics and /students, every /teacher and /company page.
 */
export function AreaNav({ area }: { area: RoleArea | undefined }) {
  const Nav = area ? AREA_NAVS[area] : null;
  if (!Nav) return null;
  return (
    <Suspense fallback={null}>
      <Nav />
    </Suspense>
  );
}
