import type { UIMatch } from 'react-router-dom';
import type { RoleArea } from '@app/shared';

/** What a route declares about itself; children override their parents. */
export interface RouteHandle {
  /** 'required': login-only page. Pages without it are public. */
  auth?: 'required' | 'public';
  /** A role area: its roles are in AREA_ROLES. */
  area?: RoleArea;
  /** Skip the finish-bind check (e-mail verification, the details form itself). */
  skipBind?: boolean;
  /** No header, footer or banners (test runner, class exams). */
  bare?: boolean;
  /** A visitor without a token goes to the public site's landing page instead of Login (main brand only). */
  visitorHome?: boolean;
  /** Never the page to return to after login (the public site's marketing pages: a student who logs in
   *  from the landing page wants the practice home, not the brochure). */
  notRemembered?: boolean;
  /** The page reads `?token=` itself (password links), so it is not a partner-token login. */
  ownsTokenParam?: boolean;
}

/** `matches`: the rendered route's (useMatches), or the router's own before the first render. */
export function mergeHandles(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle {
  return matches.reduce<RouteHandle>((acc, m) => ({ ...acc, ...((m.handle as RouteHandle | undefined) ?? {}) }), {});
}
