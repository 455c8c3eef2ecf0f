import { useState, type FormEvent } from 'react';
import { Button, Card, Form, Modal } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { confirmMessages } from '../../../components/messages';
import { deleteMessages as m } from '../messages';

/**
 * Deleting a user cannot be undone, so the admin types the username to confirm (a stray click on a
 * confirm button is not enough). One's own account is not deleted from here (the server refuses it too).
 */
export function DeleteUserPanel({ username, isSelf, onDelete }: { username: string; isSelf: boolean; onDelete: () => Promise<void> }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { submitting, formError, setFormError, run } = useSubmit(() => {});
  const matches = typed.trim() === username;

  const close = () => {
    setOpen(false);
    setTyped('');
    setFormError(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (matches) void run(onDelete);
  };

  return (
    <Card className="shadow-soft border-danger-subtle" as="section" aria-labelledby="delete-title">
      <Card.Body>
        <h2 className="h5 text-danger mb-2" id="delete-title">
          <FormattedMessage {...m.title} />
        </h2>
        <p className="text-body-secondary small">
          <FormattedMessage {...(isSelf ? m.self : m.body)} />
        </p>
        <Button variant="outline-danger" disabled={isSelf} onClick={() => setOpen(true)} data-testid="user-delete">
          <FormattedMessage {...m.button} />
        </Button>
      </Card.Body>
      <Modal show={open} onHide={close} centered aria-labelledby="delete-user-title" data-testid="user-delete-modal">
        <Form onSubmit={submit} noValidate>
          <Modal.Header closeButton>
            <Modal.Title id="delete-user-title" className="h5">
              <FormattedMessage {...m.confirmTitle} values={{ username }} />
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>
              <FormattedMessage {...m.body} />
            </p>
            <TextField
              name="confirm-username"
              label={intl.formatMessage(m.typeLabel, { username })}
              value={typed}
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value)}
              testId="user-delete-typed"
            />
            <FormAlert message={formError} testId="user-delete-error" />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={submitting}>
              <FormattedMessage {...confirmMessages.cancel} />
            </Button>
            <Button type="submit" variant="danger" disabled={!matches || submitting} data-testid="user-delete-confirm">
              <FormattedMessage {...m.button} />
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </Card>
  );
}
