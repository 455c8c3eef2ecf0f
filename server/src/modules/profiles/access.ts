import { Role } from '@app/shared';

/** Super-admins may act on anyone's account; every other permission is about the caller's own data or links. */
export const isSuperAdmin = (user: { roles: readonly string[] }): boolean => user.roles.includes(Role.SuperAdmin);

export const hasRole = (user: { roles: readonly string[] }, role: Role): boolean => user.roles.includes(role);
