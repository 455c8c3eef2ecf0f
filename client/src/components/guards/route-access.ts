import { AREA_ROLES, hasAnyRole, type FinishBindDto, type Role } from '@app/shared';
import { PATHS } from '../../config/paths';
import type { RouteHandle } from '../../lib/routing/route-handle';

export interface AccessInput {
  handle: RouteHandle;
  pathname: string;
  hasToken: boolean;
  userStatus: 'idle' | 'loading' | 'ready' | 'failed';
  roles: readonly Role[] | null;
  bind: FinishBindDto | null;
  bindStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** The tenant has the public site (the main brand); a company's or partner's visitor lands on its login. */
  publicSite?: boolean;
}

export type AccessDecision =
  | { kind: 'allow' }
  /** Wait for the profile or the bind check before deciding. */
  | { kind: 'wait'; for: 'user' | 'bind' }
  | { kind: 'redirect'; to: string };

/**
 * The route guard of spec sections 2 and 4, as a pure function:
 * login-only pages need a token and a profile, role areas need their roles (else 403),
 * and a user who has not finished the role details goes to fill them in.
 */
export function decideAccess(input: AccessInput): AccessDecision {
  const { handle } = input;
  if (!needsLogin(handle)) return { kind: 'allow' };
  if (!input.hasToken) return { kind: 'redirect', to: handle.visitorHome && input.publicSite ? PATHS.siteHome : PATHS.login };
  if (input.userStatus !== 'ready' || !input.roles) return { kind: 'wait', for: 'user' };
  if (handle.area && !hasAnyRole(input.roles, AREA_ROLES[handle.area])) return { kind: 'redirect', to: PATHS.forbidden };
  if (handle.skipBind) return { kind: 'allow' };
  if (input.bindStatus !== 'ready') return { kind: 'wait', for: 'bind' };
  if (input.bind && !input.bind.finishBind && input.pathname !== PATHS.registerDetails) return { kind: 'redirect', to: PATHS.registerDetails };
  return { kind: 'allow' };
}

const needsLogin = (handle: RouteHandle) => handle.auth === 'required' || handle.area !== undefined;

/**
 * Whether the guard will ask for the bind check on this page: with a token it waits for the profile
 * there, and asks for the bind check meanwhile unless the page skips it. The app asks as it starts, with
 * the profile, instead of once the page's chunk is in (one round trip less before the page; issue 17).
 */
export function guardAsksBind(handle: RouteHandle, hasToken: boolean): boolean {
  return hasToken && needsLogin(handle) && !handle.skipBind;
}

const NOT_REMEMBERED = [/^\/login(\/|$)/, /^\/register(\/|$)/, /^\/404$/, /^\/403$/, /^\/password(\/|$)/, /^\/email\/verify(\/|$)/];

/** The last visited path is remembered, except login/register, not-found, forbidden, password and verify pages. */
export function shouldRememberPath(pathname: string): boolean {
  return !NOT_REMEMBERED.some((re) => re.test(pathname));
}
