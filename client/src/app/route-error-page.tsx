import { useEffect } from 'react';
import { Button, Container } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../lib/chunk-errors';
import { useStores } from '../stores/store-context';
import { NoticeDialog } from '../components/notice-dialog';
import { appMessages } from '../i18n/app-messages';

/**
 * A route failed to load or render. A lost chunk asks for a reload (spec section 8).
 * Inside the app shell the shell's notice dialog is used; `standalone` (the shell itself failed) brings its own.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { ui } = useStores();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (chunk) ui.showNotice('refresh');
    else console.error(error);
  }, [chunk, error, ui]);

  return (
    <Container className="py-5 text-center" data-testid="route-error">
      {!chunk && (
        <>
          <h1 className="h4 fw-semibold mb-3">
            <FormattedMessage {...appMessages.routeErrorTitle} />
          </h1>
          <p className="text-body-secondary mb-4">
            <FormattedMessage {...appMessages.routeErrorBody} />
          </p>
          <Button onClick={() => window.location.reload()}>
            <FormattedMessage {...appMessages.routeErrorReload} />
          </Button>
        </>
      )}
      {standalone && <NoticeDialog />}
    </Container>
  );
}
