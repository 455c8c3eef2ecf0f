import { Button, Modal } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { authMessages } from '../messages';

export function VerifyConfirmDialog({
  show,
  email,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  email: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal show={show} onHide={onCancel} centered data-testid="verify-confirm" aria-labelledby="verify-confirm-title">
      <Modal.Header closeButton>
        <Modal.Title id="verify-confirm-title" className="h5">
          <FormattedMessage {...authMessages.verifyConfirmTitle} />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormattedMessage {...authMessages.verifyConfirmBody} values={{ email: <strong>{email}</strong> }} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} data-testid="verify-confirm-cancel">
          <FormattedMessage {...authMessages.verifyConfirmCancel} />
        </Button>
        <Button variant="primary" onClick={onConfirm} data-testid="verify-confirm-ok">
          <FormattedMessage {...authMessages.verifyConfirmOk} />
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
