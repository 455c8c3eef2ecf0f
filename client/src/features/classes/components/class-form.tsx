import { useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import {
  CLASS_LIMITS,
  CLASS_METHODS,
  WEEK_DAYS,
  type AttemptTargetType,
  type ClassInput,
  type ClassMethod,
  type ClassTemplateSetup,
  type ScheduleSlotDto,
} from '@app/shared';
import { FieldRow } from '../../../components/form/field-row';
import { FormFooter } from '../../../components/form/form-footer';
import { SelectField } from '../../../components/form/select-field';
import { TemplateBar } from '../../../components/form/template-bar';
import { TextField } from '../../../components/form/text-field';
import { timezoneOptions } from '../../../components/form/option-lists';
import { useSubmit } from '../../../components/form/use-submit';
import { toClassInput, newSlot, type ClassFormProblem, type ClassFormValues } from '../class-form';
import { classFormMessages as m, commonMessages as cm } from '../messages';
import { TestPicker } from './test-picker';

const PROBLEM_TEXT: Record<ClassFormProblem, MessageDescriptor> = {
  required: m.required,
  tooLong: m.tooLong,
  capacity: m.capacityRange,
  endBeforeStart: m.endBeforeStart,
  scoreBoth: m.scoreBoth,
  scoreRange: m.scoreRange,
  scoreOrder: m.scoreOrder,
  slotOrder: m.slotOrder,
  slotsMax: m.slotsMax,
};

function ScheduleRows({
  slots,
  errors,
  onChange,
}: {
  slots: ScheduleSlotDto[];
  errors: Record<string, string>;
  onChange: (slots: ScheduleSlotDto[]) => void;
}) {
  const intl = useIntl();
  const set = (i: number, patch: Partial<ScheduleSlotDto>) => onChange(slots.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <div className="d-flex flex-column gap-2 mb-2" data-testid="class-schedule">
      {slots.map((slot, i) => (
        <div key={i}>
          <Row className="g-2 align-items-center">
            <Col xs={12} sm={4}>
              <Form.Select
                size="sm"
                value={slot.day}
                aria-label={intl.formatMessage(m.day)}
                onChange={(e) => set(i, { day: e.target.value as ScheduleSlotDto['day'] })}
                data-testid={`slot-day-${i}`}
              >
                {WEEK_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {intl.formatMessage(cm[`day_${d}`])}
                  </option>
                ))}
              </Form.Select>
            </Col>
            {(['start', 'end'] as const).map((edge) => (
              <Col key={edge} xs={5} sm={3}>
                <Form.Control
                  size="sm"
                  type="time"
                  value={slot[edge]}
                  aria-label={intl.formatMessage(edge === 'start' ? m.startTime : m.endTime)}
                  isInvalid={!!errors[`slots.${i}`]}
                  onChange={(e) => set(i, { [edge]: e.target.value })}
                />
              </Col>
            ))}
            <Col xs={2} className="text-end">
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={intl.formatMessage(m.removeSlot)}
                onClick={() => onChange(slots.filter((_, j) => j !== i))}
              >
                ×
              </Button>
            </Col>
          </Row>
          {errors[`slots.${i}`] && <div className="small text-danger mt-1">{errors[`slots.${i}`]}</div>}
        </div>
      ))}
      {slots.length < CLASS_LIMITS.scheduleSlotsMax && (
        <div>
          <Button size="sm" variant="outline-primary" onClick={() => onChange([...slots, newSlot()])} data-testid="slot-add">
            <FormattedMessage {...m.addSlot} />
          </Button>
        </div>
      )}
    </div>
  );
}

/** The class's fields (create and edit): the list, checked here as the server checks them. */
export function ClassForm({
  initial,
  submitLabel,
  onSubmit,
  testId,
}: {
  initial: ClassFormValues;
  submitLabel: MessageDescriptor;
  onSubmit: (input: ClassInput) => Promise<void>;
  testId: string;
}) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  // The kind stays picked while no test of it is chosen yet.
  const [pickType, setPickType] = useState<AttemptTargetType>((initial.default_test.split(':')[0] as AttemptTargetType) || 'practice');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const set = <K extends keyof ClassFormValues>(key: K, value: ClassFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const next = { ...e };
      delete next[key];
      return next;
    });
  };
  const text = (key: keyof ClassFormValues) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = toClassInput(values);
    if (checked.problems) {
      setErrors(Object.fromEntries(Object.entries(checked.problems).map(([k, p]) => [k, intl.formatMessage(PROBLEM_TEXT[p], CLASS_LIMITS)])));
      return;
    }
    void run(() => onSubmit(checked.input));
  };
  const testId_ = values.default_test.split(':')[1] ?? '';
  /** The class as a template (spec section 3): name, description, method, weekly schedule, capacity; no dates. */
  const templateOf = (): ClassTemplateSetup | null => {
    const checked = toClassInput({ ...values, start_date: '', end_date: '', score_min: '', score_max: '', default_test: '' });
    if (checked.problems) {
      setErrors(Object.fromEntries(Object.entries(checked.problems).map(([k, p]) => [k, intl.formatMessage(PROBLEM_TEXT[p], CLASS_LIMITS)])));
      return null;
    }
    const { name, description, method, schedule, capacity } = checked.input;
    return { name, description: description ?? '', method, schedule: schedule ?? null, capacity };
  };
  const applyTemplate = (t: ClassTemplateSetup) => {
    setValues((v) => ({
      ...v,
      name: t.name,
      description: t.description ?? '',
      method: t.method,
      slots: t.schedule?.slots ?? [],
      time_zone: t.schedule?.time_zone ?? v.time_zone,
      capacity: String(t.capacity),
    }));
    setErrors({});
  };

  return (
    <Form noValidate onSubmit={submit} data-testid={testId}>
      <TemplateBar kind="class" onApply={applyTemplate} current={templateOf} testId="class-template" />
      <TextField {...text('name')} label={intl.formatMessage(m.name)} maxLength={CLASS_LIMITS.nameMax} testId="class-name" />
      <TextField
        {...text('description')}
        as="textarea"
        rows={3}
        optional
        label={intl.formatMessage(m.description)}
        maxLength={CLASS_LIMITS.descriptionMax}
        testId="class-description"
      />
      <Form.Group className="mb-3">
        <Form.Label className="fw-medium d-block">
          <FormattedMessage {...m.method} />
        </Form.Label>
        {CLASS_METHODS.map((method: ClassMethod) => (
          <Form.Check
            key={method}
            inline
            type="radio"
            id={`class-method-${method}`}
            name="method"
            label={intl.formatMessage(cm[`method_${method}`])}
            checked={values.method === method}
            onChange={() => set('method', method)}
          />
        ))}
      </Form.Group>
      <FieldRow>
        <TextField {...text('start_date')} type="date" optional label={intl.formatMessage(m.startDate)} testId="class-start" />
        <TextField {...text('end_date')} type="date" optional label={intl.formatMessage(m.endDate)} testId="class-end" />
      </FieldRow>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-medium mb-2">
          <FormattedMessage {...m.schedule} />
          <span className="text-body-secondary fw-normal small ms-1">
            (<FormattedMessage {...m.scheduleHelp} />)
          </span>
        </legend>
        <ScheduleRows slots={values.slots} errors={errors} onChange={(slots) => set('slots', slots)} />
        {values.slots.length > 0 && (
          <SelectField
            {...text('time_zone')}
            label={intl.formatMessage(m.timeZone)}
            options={timezoneOptions()}
            className="mt-2 mb-0"
            testId="class-time-zone"
          />
        )}
      </fieldset>
      <FieldRow>
        <TextField
          {...text('capacity')}
          type="number"
          inputMode="numeric"
          min={CLASS_LIMITS.capacityMin}
          max={CLASS_LIMITS.capacityMax}
          label={intl.formatMessage(m.capacity)}
          testId="class-capacity"
        />
        <Form.Group className="mb-3 pt-sm-4">
          <Form.Check
            type="switch"
            id="class-approval"
            label={intl.formatMessage(m.approval)}
            checked={values.requires_approval}
            onChange={(e) => set('requires_approval', e.target.checked)}
            data-testid="class-approval"
          />
          <Form.Text className="text-body-secondary">
            <FormattedMessage {...m.approvalHelp} />
          </Form.Text>
        </Form.Group>
      </FieldRow>
      <fieldset className="mb-1">
        <legend className="fs-6 fw-medium mb-2">
          <FormattedMessage {...m.defaultTest} />
        </legend>
        <TestPicker
          type={pickType}
          id={testId_}
          optional
          onChange={(type, id) => {
            setPickType(type);
            set('default_test', id ? `${type}:${id}` : '');
          }}
          testId="class-default-test"
        />
      </fieldset>
      <FieldRow>
        {(['score_min', 'score_max'] as const).map((field) => (
          <TextField
            key={field}
            {...text(field)}
            type="number"
            inputMode="numeric"
            optional
            min={CLASS_LIMITS.scoreMin}
            max={CLASS_LIMITS.scoreMax}
            step={10}
            label={intl.formatMessage(field === 'score_min' ? m.scoreMin : m.scoreMax)}
            testId={field === 'score_min' ? 'class-score-min' : 'class-score-max'}
          />
        ))}
      </FieldRow>
      <FormFooter error={formError} submitting={submitting} label={submitLabel} testId={`${testId}-submit`} />
    </Form>
  );
}
