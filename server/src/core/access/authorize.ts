import { forbidden, notFound } from '../../lib/errors';
import { isContentAdmin, type Caller } from './roles';

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
