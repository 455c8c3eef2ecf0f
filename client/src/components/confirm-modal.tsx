import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { confirmMessages as m } from './messages';

export interface ConfirmModalProps {
  show: boolean;
  /** Defaults to a generic "Please confirm". */
  title?: ReactNode;
  body: ReactNode;
  /** Defaults to "Confirm". */
  confirmLabel?: ReactNode;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Really do this?": names what happens; both buttons wait while the action runs. */
export function ConfirmModal({ show, title, body, confirmLabel, danger, busy, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal show={show} onHide={onCancel} centered data-testid="confirm-modal" aria-labelledby="confirm-modal-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirm-modal-title" className="h5">
          {title ?? <FormattedMessage {...m.title} />}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy} data-testid="confirm-cancel">
          <FormattedMessage {...m.cancel} />
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy} data-testid="confirm-ok">
          {confirmLabel ?? <FormattedMessage {...m.confirm} />}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
