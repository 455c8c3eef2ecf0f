import { Button, Modal } from 'react-bootstrap';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { qbMessages } from '../messages';

export interface ConfirmModalProps {
  show: boolean;
  title: MessageDescriptor;
  body: MessageDescriptor;
  values?: Record<string, string | number>;
  confirmLabel?: MessageDescriptor;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Really delete?": the destructive button is red and the dialog names what goes. */
export function ConfirmModal({ show, title, body, values, confirmLabel = qbMessages.delete, busy, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="qb-confirm-title" data-testid="confirm-modal">
      <Modal.Header closeButton>
        <Modal.Title id="qb-confirm-title" className="h5">
          <FormattedMessage {...title} values={values} />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormattedMessage {...body} values={values} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          <FormattedMessage {...qbMessages.cancel} />
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} data-testid="confirm-modal-confirm">
          <FormattedMessage {...confirmLabel} />
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
