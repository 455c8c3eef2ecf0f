import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { PATHS } from '../../config/paths';
import { useStores } from '../../stores/store-context';
import { FullPageSpinner } from '../full-page-spinner';
import { rememberPath } from './last-path';
import { decideAccess } from './route-access';

/**
 * Applies the route rules of spec sections 2 and 4 to the matched route: fetches the profile and the
 * bind state when needed, redirects, and remembers the last visited path.
 */
export const RouteGuard = observer(function RouteGuard({ handle, children }: { handle: RouteHandle; children: ReactNode }) {
  const { session, tenant } = useStores();
  const { pathname, search } = useLocation();
  const decision = decideAccess({
    handle,
    pathname,
    hasToken: session.isLoggedIn,
    userStatus: session.status,
    roles: session.user ? session.roles : null,
    bind: session.bind,
    bindStatus: session.bindStatus,
    publicSite: tenant.tenant.isMainBrand && !tenant.tenant.isCompany && !session.endedThisVisit,
  });

  // With a token the profile is fetched once, whatever the page (the header shows the user).
  useEffect(() => {
    if (session.isLoggedIn && session.status === 'idle') void session.ensureUser();
  }, [session, session.isLoggedIn, session.status]);

  // A page that will check the role details asks for them with the profile, not after it arrives.
  const waitingForBind = decision.kind === 'wait' && (decision.for === 'bind' || !handle.skipBind);
  useEffect(() => {
    if (waitingForBind) void session.ensureBind();
  }, [session, waitingForBind, session.bindStatus]);

  // A page is remembered when it is shown or when login stands in front of it; not when the role is missing,
  // nor a page that says so (the public site's).
  const remember = !handle.notRemembered && (decision.kind === 'allow' || (decision.kind === 'redirect' && decision.to === PATHS.login));
  useEffect(() => {
    if (remember) rememberPath(pathname, search);
  }, [remember, pathname, search]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return <FullPageSpinner />;
  return <>{children}</>;
});
