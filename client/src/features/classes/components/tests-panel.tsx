import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Badge, Button, Card, Collapse, ListGroup, ProgressBar, Spinner } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ClassTestDto } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useStores } from '../../../stores/store-context';
import type { ClassPageStore } from '../class-page-store';
import { commonMessages as cm, testsMessages as m } from '../messages';
import { lockPath } from '../paths';
import { EditTestModal } from './edit-test-modal';
import { SendTestForm } from './send-test-form';

function TestRow({
  test,
  store,
  onDelete,
  onEdit,
}: {
  test: ClassTestDto;
  store: ClassPageStore;
  onDelete: (t: ClassTestDto) => void;
  onEdit: (t: ClassTestDto) => void;
}) {
  const { ui } = useStores();
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const closed = Date.parse(test.due_at) <= Date.now();
  const done = test.finished_count;
  const notStarted = Math.max(0, test.assigned_count - done - test.in_progress_count);
  const link = `${window.location.origin}${lockPath(test.id)}`;
  const release = async () => {
    try {
      await store.releaseExplanations(test.id);
    } catch (error) {
      ui.handleError(error);
    }
  };
  return (
    <ListGroup.Item className="py-3" data-testid={`class-test-${test.id}`}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <div className="fw-semibold">
            {test.title}{' '}
            <Badge bg="light" text="dark" className="border fw-normal">
              <FormattedMessage {...cm[`type_${test.target_type}`]} />
            </Badge>{' '}
            {closed ? (
              <Badge bg="secondary">
                <FormattedMessage {...m.closed} />
              </Badge>
            ) : (
              <Badge bg="success">
                <FormattedMessage {...m.open} />
              </Badge>
            )}
          </div>
          <div className="small text-body-secondary">
            <FormattedMessage
              {...m.window}
              values={{
                opens: <FormattedDate value={test.opens_at} dateStyle="medium" timeStyle="short" />,
                due: <FormattedDate value={test.due_at} dateStyle="medium" timeStyle="short" />,
                attempts: test.attempts_allowed,
              }}
            />
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2 align-items-start">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setParams({ class: String(store.classId), tab: 'results', test: String(test.id) })}
            data-testid={`test-results-${test.id}`}
          >
            <FormattedMessage {...m.results} />
          </Button>
          {!store.readOnly && (
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => onEdit(test)}
              aria-label={intl.formatMessage(m.editLabel, { title: test.title })}
              data-testid={`test-edit-${test.id}`}
            >
              <FormattedMessage {...m.edit} />
            </Button>
          )}
          {!store.readOnly && !test.explanations_released && !closed && (
            <Button size="sm" variant="outline-secondary" onClick={() => void release()} data-testid={`test-release-${test.id}`}>
              <FormattedMessage {...m.release} />
            </Button>
          )}
          {!store.readOnly && (
            <Button size="sm" variant="outline-danger" onClick={() => onDelete(test)} data-testid={`test-delete-${test.id}`}>
              <FormattedMessage {...m.delete} />
            </Button>
          )}
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
        <ProgressBar now={test.assigned_count ? (100 * done) / test.assigned_count : 0} style={{ width: 160, height: 8 }} aria-hidden="true" />
        <span className="small" data-testid={`test-progress-${test.id}`}>
          <FormattedMessage {...m.progress} values={{ done, assigned: test.assigned_count }} />
        </span>
        <span className="small text-body-secondary" data-testid={`test-counts-${test.id}`}>
          <FormattedMessage {...m.counts} values={{ notStarted, inProgress: test.in_progress_count, finished: done }} />
        </span>
        {(test.explanations_released || closed) && (
          <span className="small text-success">
            <FormattedMessage {...m.explanationsOpen} />
          </span>
        )}
      </div>
      <div className="small mt-1 text-body-secondary text-break">
        <FormattedMessage {...m.link} />{' '}
        <a href={link} aria-label={intl.formatMessage(m.linkLabel, { title: test.title })}>
          {link}
        </a>
      </div>
    </ListGroup.Item>
  );
}

/** The tests tab: send a test, and the class's tests with their windows and how many finished. */
export const TestsPanel = observer(function TestsPanel({ store }: { store: ClassPageStore }) {
  const { ui } = useStores();
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState<ClassTestDto | null>(null);
  const [editing, setEditing] = useState<ClassTestDto | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    Promise.all([store.loadTests(), store.roster ? Promise.resolve() : store.loadRoster()]).catch((error: unknown) => ui.handleError(error));
  }, [store, ui]);
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await store.deleteTest(deleting.id);
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  return (
    <div data-testid="tests-panel">
      {!store.readOnly && (
        <Card className="shadow-soft mb-4">
          <Card.Body>
            <div className="d-flex justify-content-between align-items-center gap-2">
              <h2 className="h6 fw-semibold mb-0">
                <FormattedMessage {...m.sendTitle} />
              </h2>
              <Button
                size="sm"
                variant={sending ? 'outline-secondary' : 'primary'}
                onClick={() => setSending((s) => !s)}
                aria-expanded={sending}
                data-testid="send-test-toggle"
              >
                <FormattedMessage {...(sending ? m.hide : m.sendOpen)} />
              </Button>
            </div>
            <Collapse in={sending}>
              <div>
                <div className="pt-3">
                  {sending && (
                    <SendTestForm
                      store={store}
                      onSent={(t) => {
                        setSending(false);
                        ui.toast(intl.formatMessage(m.sent, { title: t.title }), 'success');
                      }}
                    />
                  )}
                </div>
              </div>
            </Collapse>
          </Card.Body>
        </Card>
      )}
      <Card className="shadow-soft" data-testid="class-tests">
        {!store.tests ? (
          <Spinner animation="border" className="d-block mx-auto my-4" />
        ) : store.tests.length === 0 ? (
          <Card.Body className="text-center text-body-secondary py-5">
            <FormattedMessage {...m.empty} />
          </Card.Body>
        ) : (
          <ListGroup variant="flush">
            {store.tests.map((t) => (
              <TestRow key={t.id} test={t} store={store} onDelete={setDeleting} onEdit={setEditing} />
            ))}
          </ListGroup>
        )}
      </Card>
      {editing && <EditTestModal test={editing} store={store} onClose={() => setEditing(null)} />}
      <ConfirmModal
        show={deleting !== null}
        busy={busy}
        danger
        body={deleting && <FormattedMessage {...m.deleteBody} values={{ title: deleting.title }} />}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
});
