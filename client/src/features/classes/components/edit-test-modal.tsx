import { useState, type FormEvent } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { CLASS_LIMITS, type ClassTestDto } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import type { ClassPageStore } from '../class-page-store';
import { problemText } from '../class-errors';
import { sendMessages as sm, testsMessages as m } from '../messages';
import { editValuesOf, toUpdateRequest, type TestWindowValues } from '../send-test-form';
import { PROBLEM_TEXT } from './send-test-form';
import { TestWindowFields } from './test-window-fields';

/**
 * Edits a sent class test (PATCH /class-exams/{id}): its title, window and attempts allowed, and releases
 * its explanations before the due date. Moving the due date into the past closes the test now.
 */
export function EditTestModal({ test, store, onClose }: { test: ClassTestDto; store: ClassPageStore; onClose: () => void }) {
  const intl = useIntl();
  const { ui, session } = useStores();
  // The window is read on the wall clock of the teacher's profile zone, as the class pages show times.
  const tz = session.user?.timezone ?? undefined;
  const [values, setValues] = useState<TestWindowValues>(() => editValuesOf(test, tz));
  const [release, setRelease] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<TestWindowValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const checked = toUpdateRequest(values, test, tz);
    if (checked.problems) {
      setErrors(Object.fromEntries(Object.entries(checked.problems).map(([k, p]) => [k, intl.formatMessage(PROBLEM_TEXT[p], CLASS_LIMITS)])));
      return;
    }
    setBusy(true);
    try {
      const saved = await store.updateTest(test.id, checked.request);
      if (release) await store.releaseExplanations(test.id);
      ui.toast(intl.formatMessage(m.saved, { title: saved.title }), 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.fieldMessages());
      setProblem(problemText(ui, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal show onHide={onClose} centered size="lg" data-testid="edit-test-modal">
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            <FormattedMessage {...m.editTitle} values={{ title: test.title }} />
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">
            <FormattedMessage {...m.editHelp} />
          </p>
          <TextField
            name="title"
            label={intl.formatMessage(sm.title)}
            value={values.title}
            maxLength={CLASS_LIMITS.classTestTitleMax}
            error={errors.title}
            onChange={(e) => set({ title: e.target.value })}
            testId="edit-test-title"
          />
          <TestWindowFields values={values} errors={errors} set={set} zone={tz} testIdPrefix="edit-test" />
          {test.explanations_released ? (
            <p className="small text-success mb-0">
              <FormattedMessage {...m.released} />
            </p>
          ) : (
            <Form.Check
              type="switch"
              id={`edit-test-release-${test.id}`}
              label={intl.formatMessage(m.releaseNow)}
              checked={release}
              onChange={(e) => setRelease(e.target.checked)}
              data-testid="edit-test-release"
            />
          )}
          {!test.explanations_released && (
            <div className="small text-body-secondary ms-5">
              <FormattedMessage {...m.releaseNowHelp} />
            </div>
          )}
          <FormAlert message={problem} testId="edit-test-error" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
            <FormattedMessage {...m.cancel} />
          </Button>
          <Button type="submit" disabled={busy} data-testid="edit-test-save">
            {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            <FormattedMessage {...m.save} />
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
