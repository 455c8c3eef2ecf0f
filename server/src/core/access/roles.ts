/** Who the caller is, as the access rules see it: an id and roles. */
import { CONTENT_ADMIN_ROLES, hasAnyRole, Role, type OwnerKind } from '@app/shared';
import type { AuthUser } from '../../auth/session-user';

/** Who asks. Every rule of core/access needs only the caller's id and roles. */
export type Caller = Pick<AuthUser, 'id' | 'roles'>;

type WithRoles = { roles: readonly string[] };

export const hasRole = (user: WithRoles, role: Role): boolean => user.roles.includes(role);

/** Super-admins may act on anyone's account; every other account permission is about the caller's own data or links. */
export const isSuperAdmin = (user: WithRoles): boolean => hasRole(user, Role.SuperAdmin);

/** Super-admins and admins: they see every user's payments, attempts and results. */
export const isAdmin = (user: WithRoles): boolean => hasAnyRole(user.roles, CONTENT_ADMIN_ROLES);

/** Admins manage every author's content (and its library is theirs). */
export const isContentAdmin = isAdmin;

/** Company-admins look after their company: its authors' tests and its members' results. */
export const isCompanyAdmin = (user: WithRoles): boolean => hasRole(user, Role.CompanyAdmin);

/** Roles that author content (the super-admin passes requireRole anyway). */
export const AUTHOR_ROLES = [Role.Teacher, Role.CompanyAdmin, Role.Admin] as const;

/** Authors see the authoring shapes; everybody else (students, parents) the test-taker shapes. */
export const isAuthor = (c: Caller): boolean => hasAnyRole(c.roles, [...AUTHOR_ROLES, Role.SuperAdmin]);

/** The owner kind content gets from its author's role: admin content is the shared library. */
export function ownerKindOf(c: Caller): OwnerKind {
  if (isContentAdmin(c)) return 'admin';
  if (isCompanyAdmin(c)) return 'company';
  return 'teacher';
}

/** A caller acting on the account `userId`: its owner, or a super-admin. */
export const mayActOnAccount = (c: Caller, userId: number): boolean => c.id === userId || isSuperAdmin(c);
