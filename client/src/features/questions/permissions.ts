import { Role, type UserDto } from '@app/shared';

/** Super-admins and admins manage every author's questions and passages (server: isContentAdmin). */
export const isContentAdmin = (user: UserDto | null): boolean =>
  !!user && (user.all_roles.includes(Role.SuperAdmin) || user.all_roles.includes(Role.Admin));

/** The server lets the owner or a content admin edit, publish and delete; the list hides what would be refused. */
export const canManage = (user: UserDto | null, row: { owner_id: number }): boolean => isContentAdmin(user) || (!!user && user.id === row.owner_id);
