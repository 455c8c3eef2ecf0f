import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card, Form, InputGroup, ListGroup, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LabelDto } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formMessages } from '../../../components/form/messages';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import { labelsApi } from '../api';
import { qbMessages } from '../messages';
import { PageHeader } from '../../../components/page-header';

const byName = (a: LabelDto, b: LabelDto) => a.name.localeCompare(b.name);

/** admin/questionTags: the super-admin adds, renames and deletes question labels. */
export const LabelsPage = observer(function LabelsPage() {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [labels, setLabels] = useState<LabelDto[] | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: number; name: string; error?: string } | null>(null);
  const [toDelete, setToDelete] = useState<LabelDto | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    labelsApi(api)
      .list()
      .then((l) => setLabels([...l].sort(byName)))
      .catch((e: unknown) => ui.handleError(e, { pageLevel: true }));
  }, [api, ui]);

  /** Runs a call; a 422 or 409 message goes next to the field, other failures the usual way. */
  const attempt = async (call: () => Promise<void>, onFieldError: (message: string) => void) => {
    setBusy(true);
    try {
      await call();
    } catch (e) {
      if (e instanceof ApiError && (e.status === 422 || e.status === 409)) onFieldError(e.fieldMessages().name ?? e.message);
      else ui.handleError(e);
    } finally {
      setBusy(false);
    }
  };

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setNameError(intl.formatMessage(formMessages.required));
    void attempt(async () => {
      const created = await labelsApi(api).create(name.trim());
      setLabels((l) => [...(l ?? []), created].sort(byName));
      setName('');
      setNameError(null);
      ui.toast(qbMessages.labelCreated, 'success');
    }, setNameError);
  };

  const rename = (e: FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    if (!editing.name.trim()) return setEditing({ ...editing, error: intl.formatMessage(formMessages.required) });
    void attempt(
      async () => {
        const saved = await labelsApi(api).rename(editing.id, editing.name.trim());
        setLabels((l) => (l ?? []).map((x) => (x.id === saved.id ? saved : x)).sort(byName));
        setEditing(null);
        ui.toast(qbMessages.labelRenamed, 'success');
      },
      (error) => setEditing((cur) => cur && { ...cur, error }),
    );
  };

  const remove = () =>
    void attempt(
      async () => {
        if (!toDelete) return;
        await labelsApi(api).remove(toDelete.id);
        setLabels((l) => (l ?? []).filter((x) => x.id !== toDelete.id));
        setToDelete(null);
        ui.toast(qbMessages.labelDeleted, 'success');
      },
      (message) => ui.toast(message, 'danger'),
    );

  return (
    <>
      <PageHeader title={<FormattedMessage {...qbMessages.labelsTitle} />} subtitle={<FormattedMessage {...qbMessages.labelsIntro} />} />
      <Card className="shadow-soft" style={{ maxWidth: '44rem' }}>
        <Card.Body className="p-4">
          <Form noValidate onSubmit={add} className="mb-4" data-testid="label-add-form">
            <Form.Label htmlFor="label-new" className="fw-medium">
              <FormattedMessage {...qbMessages.labelName} />
            </Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                id="label-new"
                value={name}
                maxLength={100}
                isInvalid={!!nameError}
                onChange={(e) => {
                  setName(e.target.value);
                  setNameError(null);
                }}
                data-testid="label-new"
              />
              <Button type="submit" disabled={busy} data-testid="label-add">
                <FormattedMessage {...qbMessages.labelAdd} />
              </Button>
              {nameError && <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>}
            </InputGroup>
          </Form>
          {labels === null ? (
            <div className="text-center py-4">
              <Spinner animation="border" size="sm" />
            </div>
          ) : labels.length === 0 ? (
            <p className="text-body-secondary mb-0" data-testid="labels-empty">
              <FormattedMessage {...qbMessages.labelsEmpty} />
            </p>
          ) : (
            <ListGroup data-testid="labels-list">
              {labels.map((l) =>
                editing?.id === l.id ? (
                  <ListGroup.Item key={l.id}>
                    <Form noValidate onSubmit={rename}>
                      <InputGroup size="sm" hasValidation>
                        <Form.Control
                          value={editing.name}
                          maxLength={100}
                          autoFocus
                          isInvalid={!!editing.error}
                          aria-label={intl.formatMessage(qbMessages.labelName)}
                          onChange={(e) => setEditing({ id: l.id, name: e.target.value })}
                          data-testid="label-rename-input"
                        />
                        <Button type="submit" disabled={busy}>
                          <FormattedMessage {...qbMessages.labelSave} />
                        </Button>
                        <Button variant="outline-secondary" onClick={() => setEditing(null)}>
                          <FormattedMessage {...qbMessages.cancel} />
                        </Button>
                        {editing.error && <Form.Control.Feedback type="invalid">{editing.error}</Form.Control.Feedback>}
                      </InputGroup>
                    </Form>
                  </ListGroup.Item>
                ) : (
                  <ListGroup.Item key={l.id} className="d-flex align-items-center gap-2" data-testid={`label-${l.id}`}>
                    <span className="flex-grow-1">{l.name}</span>
                    <Button size="sm" variant="outline-primary" onClick={() => setEditing({ id: l.id, name: l.name })}>
                      <FormattedMessage {...qbMessages.labelRename} />
                    </Button>
                    <Button size="sm" variant="outline-danger" onClick={() => setToDelete(l)}>
                      <FormattedMessage {...qbMessages.delete} />
                    </Button>
                  </ListGroup.Item>
                ),
              )}
            </ListGroup>
          )}
        </Card.Body>
      </Card>
      <ConfirmModal
        show={toDelete !== null}
        title={<FormattedMessage {...qbMessages.labelDeleteTitle} values={{ name: toDelete?.name ?? '' }} />}
        body={<FormattedMessage {...qbMessages.labelDeleteBody} values={{ name: toDelete?.name ?? '' }} />}
        confirmLabel={<FormattedMessage {...qbMessages.delete} />}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
});
