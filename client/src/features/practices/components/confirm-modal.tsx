import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { actionsMessages as m } from '../messages';

export interface ConfirmModalProps {
  show: boolean;
  body: ReactNode;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmModal({ show, body, danger, busy, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal show={show} onHide={onCancel} centered data-testid="confirm-modal" aria-labelledby="confirm-modal-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirm-modal-title" className="h5">
          <FormattedMessage {...m.confirmTitle} />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} data-testid="confirm-cancel">
          <FormattedMessage {...m.cancel} />
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy} data-testid="confirm-ok">
          <FormattedMessage {...m.confirm} />
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
