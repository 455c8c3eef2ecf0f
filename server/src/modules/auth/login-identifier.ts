import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { presentText, type Identify } from '../../lib/rate-limits';
import { userAccounts } from '../users';

export type LoginIdentifier = { email: string } | { username: string };

/**
 * The one reading of who a login names, shared by its validator, its rate limit and its controller: the
 * e-mail when it is not blank, else the username when it is not blank. A blank field is an absent field,
 * so `{"email": "", "username": "victim"}` names the victim (and draws on the victim's limit).
 */
export function loginIdentifier(body: unknown): LoginIdentifier | undefined {
  const b = (body ?? {}) as Record<string, unknown>;
  const email = presentText(b.email);
  if (email) return { email: email.toLowerCase() };
  const username = presentText(b.username);
  return username ? { username } : undefined;
}

/**
 * The per-account login limit keys on the account the identifier resolves to, so its e-mail and its
 * username (in any letter case) share one budget; an identifier no account uses keys on itself, normalized.
 */
export function loginAccountKey(ds: DataSource): Identify {
  const users = userAccounts(ds);
  return async (req: Request) => {
    const identifier = loginIdentifier(req.body);
    if (!identifier) return undefined;
    const account = await users.findForLogin(identifier);
    if (account) return `account:${account.id}`;
    return 'email' in identifier ? `email:${identifier.email}` : `username:${identifier.username.toLowerCase()}`;
  };
}
