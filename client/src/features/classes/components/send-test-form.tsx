import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { CLASS_LIMITS, CLASS_TEST_COINS_PER_START, type ClassTestDto } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { PATHS } from '../../../config/paths';
import { displayName } from '../../../lib/user-name';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import type { ClassPageStore } from '../class-page-store';
import { isCoinsRefusal, problemText } from '../class-errors';
import { sendMessages as m } from '../messages';
import { emptySendTest, toSendRequest, type SendTestProblem, type SendTestValues } from '../send-test-form';
import { TestPicker } from './test-picker';
import { TestWindowFields } from './test-window-fields';

export const PROBLEM_TEXT: Record<SendTestProblem, MessageDescriptor> = {
  required: m.required,
  pickStudents: m.pickStudents,
  dueBeforeOpens: m.dueBeforeOpens,
  dueInPast: m.dueInPast,
  attempts: m.attemptsRange,
};

/**
 * Sends a test to the class: the test (own or library), all students or the picked ones (at least one), the
 * window and the attempts allowed. A refusal for the owner's coins shows here, with the way to top up.
 */
export const SendTestForm = observer(function SendTestForm({ store, onSent }: { store: ClassPageStore; onSent: (test: ClassTestDto) => void }) {
  const intl = useIntl();
  const { ui, session } = useStores();
  // The window is read on the wall clock of the teacher's profile zone, as the class pages show times.
  const tz = session.user?.timezone ?? undefined;
  const [values, setValues] = useState<SendTestValues>(() => emptySendTest(new Date(), tz));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [coins, setCoins] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<SendTestValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k];
      return next;
    });
  };
  const students = store.activeStudents;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setCoins(false);
    const checked = toSendRequest(values, new Date(), tz);
    if (checked.problems) {
      setErrors(Object.fromEntries(Object.entries(checked.problems).map(([k, p]) => [k, intl.formatMessage(PROBLEM_TEXT[p], CLASS_LIMITS)])));
      return;
    }
    setBusy(true);
    try {
      const test = await store.sendTest(checked.request);
      setValues(emptySendTest(new Date(), tz));
      onSent(test);
    } catch (error) {
      if (isCoinsRefusal(error)) setCoins(true);
      else {
        if (error instanceof ApiError && error.errors) setErrors(error.fieldMessages());
        setProblem(problemText(ui, error));
      }
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: number, on: boolean) => set({ student_ids: on ? [...values.student_ids, id] : values.student_ids.filter((s) => s !== id) });

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid="send-test-form">
      <TestPicker
        type={values.target_type}
        id={values.target_id}
        error={errors.target_id}
        onChange={(target_type, target_id) => set({ target_type, target_id })}
        testId="send-test-pick"
      />
      <TextField
        name="title"
        label={intl.formatMessage(m.title)}
        optional
        help={intl.formatMessage(m.titleHelp)}
        value={values.title}
        maxLength={CLASS_LIMITS.classTestTitleMax}
        error={errors.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <fieldset className="mb-3">
        <legend className="fs-6 fw-medium mb-2">
          <FormattedMessage {...m.students} />
        </legend>
        <Form.Check
          type="switch"
          id="send-all"
          label={intl.formatMessage(m.allStudents, { n: students.length })}
          checked={values.all_students}
          onChange={(e) => set({ all_students: e.target.checked, student_ids: [] })}
          data-testid="send-all"
        />
        {!values.all_students && (
          <div className="border rounded p-2 mt-2" style={{ maxHeight: 220, overflowY: 'auto' }} data-testid="send-students">
            {students.length === 0 && (
              <span className="small text-body-secondary">
                <FormattedMessage {...m.noStudents} />
              </span>
            )}
            {students.map((s) => (
              <Form.Check
                key={s.id}
                id={`send-student-${s.id}`}
                label={`${displayName(s)} (@${s.username})`}
                checked={values.student_ids.includes(s.id)}
                onChange={(e) => toggle(s.id, e.target.checked)}
                data-testid={`send-student-${s.id}`}
              />
            ))}
          </div>
        )}
        {errors.student_ids && (
          <div className="small text-danger mt-1" data-field-error="student_ids">
            {errors.student_ids}
          </div>
        )}
      </fieldset>
      <TestWindowFields values={values} errors={errors} set={set} opensHelp={intl.formatMessage(m.opensHelp)} zone={tz} testIdPrefix="send" />
      <p className="small text-body-secondary">
        <FormattedMessage {...m.costNote} values={{ coins: CLASS_TEST_COINS_PER_START }} />
      </p>
      {coins && (
        <Alert variant="warning" data-testid="send-insufficient-coins">
          <FormattedMessage {...m.insufficientCoins} values={{ coins: CLASS_TEST_COINS_PER_START }} />{' '}
          <Link to={PATHS.balance} className="alert-link">
            <FormattedMessage {...m.topUp} />
          </Link>
        </Alert>
      )}
      <FormAlert message={problem} testId="send-error" />
      <Button type="submit" disabled={busy} data-testid="send-test-submit">
        {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
        <FormattedMessage {...m.send} />
      </Button>
    </Form>
  );
});
