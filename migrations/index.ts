/** Every migration, in order. Listed explicitly so compiled builds, tsx and jest all load the same set. */
import { Accounts1763700000000 } from './1763700000000-accounts';

export const migrations = [Accounts1763700000000];
