/** Roles of spec section 6. A user holds a list of them (`all_roles`). */
export const Role = {
  SuperAdmin: 'super-admin',
  Admin: 'admin',
  Teacher: 'teacher',
  CompanyAdmin: 'company-admin',
  Parent: 'parent',
  Student: 'student',
  Pro: 'pro',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ALL_ROLES: readonly Role[] = Object.values(Role);

/** Roles a visitor may pick at registration (spec section 6: student/teacher/parent chosen at registration). */
export const REGISTRABLE_ROLES = [Role.Student, Role.Teacher, Role.Parent] as const;
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

/** Role areas of the client and the roles that may enter them (spec sections 2 and 4). */
export const AREA_ROLES = {
  admin: [Role.SuperAdmin],
  company: [Role.CompanyAdmin, Role.SuperAdmin],
  teacher: [Role.Teacher, Role.SuperAdmin],
} as const satisfies Record<string, readonly Role[]>;
export type RoleArea = keyof typeof AREA_ROLES;

export function hasAnyRole(userRoles: readonly string[], wanted: readonly Role[]): boolean {
  return wanted.some((r) => userRoles.includes(r));
}

/** Admins and super-admins manage every author's content (the library is theirs). */
export const CONTENT_ADMIN_ROLES: readonly Role[] = [Role.SuperAdmin, Role.Admin];

/**
 * May publish, move to drafts, edit or delete this content: its owner or a content admin, as the server's
 * content rules decide. Anyone who sees it may duplicate it.
 */
export function mayManageContent(user: { id: number; roles: readonly string[] }, content: { owner_id: number }): boolean {
  return content.owner_id === user.id || hasAnyRole(user.roles, CONTENT_ADMIN_ROLES);
}
