import type { RoleArea } from '@app/shared';
import { AdminNav } from './admin-nav';
import { TeacherNav } from './teacher-nav';

/**
 * The links of the role area a page belongs to (its route handle's `area`): every /admin page and the
 * admin-only /analytics and /students, every /teacher page. The company area has no such links yet.
 */
export function AreaNav({ area }: { area: RoleArea | undefined }) {
  if (area === 'admin') return <AdminNav />;
  if (area === 'teacher') return <TeacherNav />;
  return null;
}
