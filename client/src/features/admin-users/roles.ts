import { Role } from '@app/shared';

/**
 * Roles an admin sets with the checkboxes. Pro is left out: it comes with a pro expiry date (spec sections
 * 6 and 7, PATCH/DELETE admin/user/{id}/pro), which the pro panel sets and removes.
 */
export const EDITABLE_ROLES: readonly Role[] = [Role.SuperAdmin, Role.Admin, Role.CompanyAdmin, Role.Teacher, Role.Parent, Role.Student];

/**
 * Roles the viewer may not take away: their own super-admin (they would lock themselves out of this page,
 * and the server refuses it). Shown checked and disabled.
 */
export function lockedRoles(target: { id: number; all_roles: readonly Role[] }, viewerId: number | null | undefined): Set<Role> {
  return target.id === viewerId && target.all_roles.includes(Role.SuperAdmin) ? new Set([Role.SuperAdmin]) : new Set();
}

/** The roles after ticking or unticking one; locked roles never change. Order follows EDITABLE_ROLES. */
export function toggleRole(current: readonly Role[], role: Role, on: boolean, locked: ReadonlySet<Role> = new Set()): Role[] {
  if (locked.has(role)) return [...current];
  const next = new Set(current);
  if (on) next.add(role);
  else next.delete(role);
  return [...next].sort((a, b) => order(a) - order(b));
}

/** The editable part of a role list, to compare and send (pro stays as the pro panel left it). */
export const editableOf = (roles: readonly Role[]): Role[] => roles.filter((r) => EDITABLE_ROLES.includes(r)).sort((a, b) => order(a) - order(b));

export const sameRoles = (a: readonly Role[], b: readonly Role[]): boolean => editableOf(a).join() === editableOf(b).join();

const order = (r: Role) => {
  const i = EDITABLE_ROLES.indexOf(r);
  return i < 0 ? EDITABLE_ROLES.length : i;
};
