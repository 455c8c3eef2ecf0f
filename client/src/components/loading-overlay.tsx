import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Spinner } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { appMessages } from '../i18n/app-messages';
import { LOADING_OVERLAY_DELAY_MS } from '../config/env';
import { useStores } from '../stores/store-context';

/** Covers the page while API calls run; appears only after a short delay so fast calls do not flash it. */
export const LoadingOverlay = observer(function LoadingOverlay() {
  const { ui } = useStores();
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const busy = ui.isLoading;

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!busy || !visible) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary">
        <span className="visually-hidden">{intl.formatMessage(appMessages.loading)}</span>
      </Spinner>
    </div>
  );
});
