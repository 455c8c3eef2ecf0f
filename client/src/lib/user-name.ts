/**
 * What a transaction row shows for a user who never finished registration (spec section 8: "A transaction
 * user with empty name is shown as '（未完成註冊）'"). The spec gives this exact text for every language, so
 * it is not a catalog message: the catalogs test refuses a Chinese text identical to the English one.
 */
export const UNREGISTERED_NAME = '（未完成註冊）';

export interface NamedUser {
  first_name?: string | null;
  last_name?: string | null;
}

/** "First Last"; the unregistered marker when both names are empty or blank. */
export function displayName(user: NamedUser | null | undefined): string {
  const full = [user?.first_name, user?.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return full || UNREGISTERED_NAME;
}
