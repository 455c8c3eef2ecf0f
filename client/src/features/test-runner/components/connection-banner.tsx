import { observer } from 'mobx-react-lite';
import { Alert } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { connectionMessages as m } from '../messages';
import type { TestRunnerStore } from '../test-runner-store';

/** Autosave health: a warning while saves fail or the browser is offline, a brief success once they drain. */
export const ConnectionBanner = observer(function ConnectionBanner({ store }: { store: TestRunnerStore }) {
  const state = store.connection;
  return (
    <div className="tr-connection" role="status" aria-live="polite">
      <Alert
        show={state !== 'online'}
        variant={state === 'restored' ? 'success' : 'warning'}
        className="tr-connection-alert mb-0 py-1 px-3"
        data-testid="connection-banner"
      >
        {state === 'restored' ? <FormattedMessage {...m.restored} /> : state === 'unstable' ? <FormattedMessage {...m.unstable} /> : null}
      </Alert>
    </div>
  );
});
