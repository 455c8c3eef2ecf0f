import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useRemoteCheck } from '../../../components/form/use-remote-check';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import { authApi } from '../api';
import { authMessages } from '../messages';

/**
 * Checks a username's availability on blur. A malformed name shows the server's reason;
 * any other failed check counts as taken (spec section 5).
 */
export function useUsernameCheck() {
  const { api } = useStores();
  const intl = useIntl();
  const check = useCallback((username: string) => authApi(api).checkUsername(username), [api]);
  const remote = useRemoteCheck(check);
  const s = remote.state;

  const taken = intl.formatMessage(authMessages.usernameTaken);
  let error: string | undefined;
  if (s.status === 'done' && !s.result.available) error = taken;
  if (s.status === 'failed') error = (s.error instanceof ApiError ? s.error.errors?.username?.[0] : undefined) ?? taken;

  return {
    available: s.status === 'done' && s.result.available,
    error,
    check: remote.run,
    reset: remote.reset,
  };
}
