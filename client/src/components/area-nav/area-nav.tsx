import type { RoleArea } from '@app/shared';
import { AdminNav } from './admin-nav';
import { CompanyNav } from './company-nav';
import { TeacherNav } from './teacher-nav';

/**
 * The links of the role area a page belongs to (its route handle's `area`): every /admin page and the
 * admin-only /analytics and /students, every /teacher and /company page.
 */
export function AreaNav({ area }: { area: RoleArea | undefined }) {
  if (area === 'admin') return <AdminNav />;
  if (area === 'teacher') return <TeacherNav />;
  if (area === 'company') return <CompanyNav />;
  return null;
}
