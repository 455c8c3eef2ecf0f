import { Col, Row } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { CLASS_LIMITS } from '@app/shared';
import { TextField } from '../../../components/form/text-field';
import { sendMessages as m } from '../messages';
import type { TestWindowValues } from '../send-test-form';

/** A class test's window: opens, due and attempts allowed (the send form and the edit form). */
export function TestWindowFields({
  values,
  errors,
  set,
  opensHelp,
  zone,
  testIdPrefix,
}: {
  values: TestWindowValues;
  errors: Record<string, string>;
  set: (patch: Partial<TestWindowValues>) => void;
  /** Under the opening time: what an empty one means (sending: now). */
  opensHelp?: string;
  /** The time zone the times are read in (the teacher's profile zone), said under the due time. */
  zone?: string;
  testIdPrefix: string;
}) {
  const intl = useIntl();
  return (
    <Row className="g-sm-3">
      <Col sm={4}>
        <TextField
          name="opens_at"
          type="datetime-local"
          optional={!!opensHelp}
          label={intl.formatMessage(m.opens)}
          help={opensHelp}
          value={values.opens_at}
          error={errors.opens_at}
          onChange={(e) => set({ opens_at: e.target.value })}
          testId={`${testIdPrefix}-opens`}
        />
      </Col>
      <Col sm={4}>
        <TextField
          name="due_at"
          type="datetime-local"
          label={intl.formatMessage(m.due)}
          help={zone ? intl.formatMessage(m.zone, { zone }) : undefined}
          value={values.due_at}
          error={errors.due_at}
          onChange={(e) => set({ due_at: e.target.value })}
          testId={`${testIdPrefix}-due`}
        />
      </Col>
      <Col sm={4}>
        <TextField
          name="attempts_allowed"
          type="number"
          inputMode="numeric"
          min={CLASS_LIMITS.attemptsAllowedMin}
          max={CLASS_LIMITS.attemptsAllowedMax}
          label={intl.formatMessage(m.attempts)}
          value={values.attempts_allowed}
          error={errors.attempts_allowed}
          onChange={(e) => set({ attempts_allowed: e.target.value })}
          testId={`${testIdPrefix}-attempts`}
        />
      </Col>
    </Row>
  );
}
