import { Role, type OwnerKind } from '@app/shared';
import type { AuthUser } from '../../auth/session-user';
import { forbidden, notFound } from '../../lib/errors';

/** Who asks, as the question bank needs it. */
export type Caller = Pick<AuthUser, 'id' | 'roles'>;

/** Roles that author content (the super-admin passes requireRole anyway). */
export const AUTHOR_ROLES = [Role.Teacher, Role.CompanyAdmin, Role.Admin] as const;

/** Super-admins and admins manage every author's content. */
export const isContentAdmin = (c: Caller): boolean => c.roles.includes(Role.SuperAdmin) || c.roles.includes(Role.Admin);

/** The owner kind content gets from its author's role: admin content is the shared library. */
export function ownerKindOf(c: Caller): OwnerKind {
  if (isContentAdmin(c)) return 'admin';
  if (c.roles.includes(Role.CompanyAdmin)) return 'company';
  return 'teacher';
}

export interface Owned {
  ownerId: number;
}

/**
 * The permission check comes before the existence check, so nobody but an admin learns which ids exist:
 * for other callers a missing row and someone else's row both answer 403.
 */
export function authorize<T extends Owned>(caller: Caller, row: T | null, allowed: (row: T) => boolean): T {
  if (isContentAdmin(caller)) {
    if (!row) throw notFound();
    return row;
  }
  if (!row || !allowed(row)) throw forbidden();
  return row;
}

export const isOwner = (caller: Caller) => (row: Owned) => row.ownerId === caller.id;

/** `%` and `_` typed by the user match themselves. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** Postgres unique_violation. */
export const isUniqueViolation = (err: unknown): boolean => (err as { code?: string })?.code === '23505';
