import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api-error';
import { appMessages } from '../../i18n/app-messages';
import { useStores } from '../../stores/store-context';
import { FullPageSpinner } from '../full-page-spinner';

/**
 * Partner-token login (spec section 4): with `?token=` the view stays hidden while the token is
 * exchanged for a session; then the token leaves the URL and the page shows.
 */
export function PartnerTokenLogin({ token }: { token: string }) {
  const { session, tenant, ui } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    const { pathname, search, hash } = location;
    void (async () => {
      await tenant.load();
      try {
        await session.loginWithPartnerToken(tenant.tenant.product, token);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 400 || error.status === 422)) {
          ui.toast(appMessages.partnerLoginFailed, 'danger');
        } else {
          ui.handleError(error);
        }
      }
      const params = new URLSearchParams(search);
      params.delete('token');
      const rest = params.toString();
      navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    })();
  }, [location, navigate, session, tenant, token, ui]);

  return <FullPageSpinner />;
}
