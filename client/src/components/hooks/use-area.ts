import { useLocation } from 'react-router-dom';
import type { RoleArea } from '@app/shared';

/** The role area the current page is in (pages shared by the areas live under /admin, /teacher and /company). */
export function useArea(): RoleArea {
  const first = useLocation().pathname.split('/')[1];
  return first === 'teacher' || first === 'company' ? first : 'admin';
}
