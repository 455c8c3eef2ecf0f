import { observer } from 'mobx-react-lite';
import { Button, Modal } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { appMessages } from '../i18n/app-messages';
import { useStores } from '../stores/store-context';

/**
 * Spec section 8: after a chunk/CSS load failure or a network time-out the page must be reloaded.
 * The dialog cannot be dismissed; its only button reloads.
 */
export const NoticeDialog = observer(function NoticeDialog() {
  const { ui, tenant } = useStores();
  const email = tenant.tenant.email;
  return (
    <Modal show={ui.notice !== null} backdrop="static" keyboard={false} centered data-testid="notice-dialog" aria-labelledby="notice-dialog-title">
      <Modal.Body className="p-4 text-center">
        <h2 id="notice-dialog-title" className="h5 mb-3">
          <FormattedMessage {...appMessages.chunkLoadingError1} />
        </h2>
        <p className="text-body-secondary mb-2">
          <FormattedMessage {...appMessages.chunkLoadingError2} />
        </p>
        {email && (
          <p className="text-body-secondary small mb-4">
            <FormattedMessage {...appMessages.chunkLoadingError3} values={{ email: <a href={`mailto:${email}`}>{email}</a> }} />
          </p>
        )}
        <Button variant="primary" className="px-4" onClick={() => window.location.reload()} data-testid="notice-dialog-reload">
          <FormattedMessage {...appMessages.noticeRefresh} />
        </Button>
      </Modal.Body>
    </Modal>
  );
});
