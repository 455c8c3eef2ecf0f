import { useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  COURSE_LIMITS as L,
  COURSE_MODES,
  DEFAULT_COURSE_TIME_ZONE,
  REPEAT_FREQS,
  REPEAT_WEEKDAYS,
  type AttemptTargetType,
  type CourseCurrency,
  type CourseSessionDto,
  type CourseSessionInput,
  type RepeatFreq,
  type RepeatWeekday,
  type SessionTemplateSetup,
} from '@app/shared';
import { FieldRow } from '../../../components/form/field-row';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TemplateBar } from '../../../components/form/template-bar';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { TestPicker } from '../../classes';
import { coursesApi } from '../api';
import { formMessages, freqMessages, modeMessages, sessionFormMessages as m, weekdayMessages } from '../messages';
import { moneyText, parseMoney } from '../money-input';

interface Values {
  title: string;
  city: string;
  fee: string;
  prepay: boolean;
  mode: CourseSessionInput['mode'];
  start_date: string;
  end_date: string;
  time_from: string;
  time_to: string;
  freq: RepeatFreq | 'none';
  interval: string;
  weekdays: RepeatWeekday[];
  tags: string;
  class_id: string;
  test_type: AttemptTargetType;
  test_id: string;
}

const BLANK: Values = {
  title: '',
  city: '',
  fee: '0',
  prepay: false,
  mode: 'in_class',
  start_date: '',
  end_date: '',
  time_from: '09:00',
  time_to: '12:00',
  freq: 'weekly',
  interval: '1',
  weekdays: [],
  tags: '',
  class_id: '',
  test_type: 'practice',
  test_id: '',
};

/** The form's values of a stored session (editing it). */
const valuesOf = (s: CourseSessionDto): Values => ({
  title: s.title,
  city: s.city ?? '',
  fee: moneyText(s.fee),
  prepay: s.prepay,
  mode: s.mode,
  start_date: s.start_date,
  end_date: s.end_date ?? '',
  time_from: s.time_from,
  time_to: s.time_to,
  freq: s.repeat?.freq ?? 'none',
  interval: String(s.repeat?.interval ?? 1),
  weekdays: s.repeat?.weekdays ?? [],
  tags: s.tags.join(', '),
  class_id: s.class ? String(s.class.id) : '',
  test_type: s.test?.target_type ?? 'practice',
  test_id: s.test ? String(s.test.target_id) : '',
});

/**
 * A new session of the course, or a stored one (`session`) to change: its meetings come from the repeat rule
 * (GMT+8). Saving a changed rule keeps the meetings it still produces (with their cancellations).
 */
export function SessionForm({
  courseId,
  currency,
  session,
  onSaved,
}: {
  courseId: number;
  currency: CourseCurrency;
  session?: CourseSessionDto;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const { api } = useStores();
  const [values, setValues] = useState(() => (session ? valuesOf(session) : BLANK));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const { data: classes } = useLoad(() => coursesApi(api).sessionClasses(), 'session-classes');
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const text = (key: keyof Values) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    testId: `session-${key}`,
  });

  /** The form as a template: everything but the dates and the class (null, with the fee's error, when the fee is not a number). */
  const setupOf = (): SessionTemplateSetup | null => {
    const fee = parseMoney(values.fee);
    if (fee === null) {
      setErrors({ fee: intl.formatMessage(formMessages.feeInvalid) });
      return null;
    }
    return {
      title: values.title.trim(),
      city: values.city.trim() || null,
      fee,
      prepay: values.prepay,
      mode: values.mode,
      time_from: values.time_from,
      time_to: values.time_to,
      time_zone: DEFAULT_COURSE_TIME_ZONE,
      repeat: values.freq === 'none' ? null : { freq: values.freq, interval: Number(values.interval), weekdays: values.weekdays },
      test: values.test_id ? { target_type: values.test_type, target_id: Number(values.test_id) } : null,
      tags: values.tags
        .split(/[,，]/)
        .map((t) => t.trim())
        .filter(Boolean),
    };
  };
  const applyTemplate = (t: SessionTemplateSetup) => {
    setValues((v) => ({
      ...v,
      title: t.title,
      city: t.city ?? '',
      fee: moneyText(t.fee),
      prepay: t.prepay,
      mode: t.mode,
      time_from: t.time_from,
      time_to: t.time_to,
      freq: t.repeat?.freq ?? 'none',
      interval: String(t.repeat?.interval ?? 1),
      weekdays: t.repeat?.weekdays ?? [],
      tags: (t.tags ?? []).join(', '),
      test_type: t.test?.target_type ?? 'practice',
      test_id: t.test ? String(t.test.target_id) : '',
    }));
    setErrors({});
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fee = parseMoney(values.fee);
    if (fee === null) {
      setErrors({ fee: intl.formatMessage(formMessages.feeInvalid) });
      return;
    }
    const input: CourseSessionInput = {
      title: values.title,
      city: values.city.trim() || null,
      fee,
      prepay: values.prepay,
      mode: values.mode,
      start_date: values.start_date,
      end_date: values.end_date || null,
      time_from: values.time_from,
      time_to: values.time_to,
      time_zone: DEFAULT_COURSE_TIME_ZONE,
      repeat: values.freq === 'none' ? null : { freq: values.freq, interval: Number(values.interval), weekdays: values.weekdays },
      class_id: values.class_id ? Number(values.class_id) : null,
      test: values.test_id ? { target_type: values.test_type, target_id: Number(values.test_id) } : null,
      tags: values.tags
        .split(/[,，]/)
        .map((t) => t.trim())
        .filter(Boolean),
    };
    void run(async () => {
      if (session) await coursesApi(api).updateSession(session.id, input);
      else await coursesApi(api).addSession(courseId, input);
      setValues(BLANK);
      onSaved();
    });
  };

  return (
    <Form noValidate onSubmit={submit} data-testid={session ? 'session-edit-form' : 'session-form'}>
      <TemplateBar kind="session" onApply={applyTemplate} current={setupOf} testId="session-template" />
      <FieldRow>
        <TextField {...text('title')} label={intl.formatMessage(m.title)} maxLength={L.titleMax} />
        <TextField {...text('city')} optional label={intl.formatMessage(m.city)} maxLength={L.cityMax} />
      </FieldRow>
      <FieldRow>
        <TextField {...text('fee')} inputMode="decimal" label={intl.formatMessage(m.fee, { currency })} />
        <SelectField
          {...text('mode')}
          label={intl.formatMessage(m.mode)}
          options={COURSE_MODES.map((x) => ({ value: x, label: intl.formatMessage(modeMessages[x]) }))}
        />
      </FieldRow>
      <Form.Check
        type="switch"
        id={`session-prepay-${courseId}-${session?.id ?? 'new'}`}
        className="mb-3"
        label={intl.formatMessage(m.prepay)}
        checked={values.prepay}
        onChange={(e) => set('prepay', e.target.checked)}
      />
      <FieldRow>
        <TextField {...text('start_date')} type="date" label={intl.formatMessage(m.startDate)} />
        <TextField {...text('end_date')} type="date" optional={values.freq === 'none'} label={intl.formatMessage(m.endDate)} />
      </FieldRow>
      <FieldRow>
        <TextField {...text('time_from')} type="time" label={intl.formatMessage(m.timeFrom)} />
        <TextField {...text('time_to')} type="time" label={intl.formatMessage(m.timeTo)} />
      </FieldRow>
      <Form.Text className="d-block text-body-secondary mb-3 mt-n2">
        <FormattedMessage {...m.timeZoneHelp} values={{ zone: 'GMT+8' }} />
      </Form.Text>
      <FieldRow>
        <SelectField
          {...text('freq')}
          error={errors.repeat || errors['repeat.freq']}
          label={intl.formatMessage(m.repeat)}
          options={[
            { value: 'none', label: intl.formatMessage(freqMessages.none) },
            ...REPEAT_FREQS.map((f) => ({ value: f, label: intl.formatMessage(freqMessages[f]) })),
          ]}
        />
        {values.freq !== 'none' && (
          <TextField
            {...text('interval')}
            error={errors['repeat.interval']}
            type="number"
            min={1}
            max={L.intervalMax}
            label={intl.formatMessage(m.interval)}
          />
        )}
      </FieldRow>
      {values.freq === 'weekly' && (
        <Form.Group className="mb-3">
          <Form.Label className="fw-medium d-block">
            <FormattedMessage {...m.weekdays} />
          </Form.Label>
          {REPEAT_WEEKDAYS.map((d) => (
            <Form.Check
              key={d}
              inline
              id={`session-day-${courseId}-${session?.id ?? 'new'}-${d}`}
              label={intl.formatMessage(weekdayMessages[d])}
              checked={values.weekdays.includes(d)}
              onChange={(e) => set('weekdays', e.target.checked ? [...values.weekdays, d] : values.weekdays.filter((x) => x !== d))}
              data-testid={`session-day-${d}`}
            />
          ))}
        </Form.Group>
      )}
      <FieldRow>
        <TextField {...text('tags')} optional error={errors.tags} label={intl.formatMessage(m.tags)} help={<FormattedMessage {...m.tagsHelp} />} />
        {classes && classes.length > 0 && (
          <SelectField
            {...text('class_id')}
            optional
            label={intl.formatMessage(m.class)}
            options={[{ value: '', label: intl.formatMessage(m.noClass) }, ...classes.map((c) => ({ value: String(c.id), label: c.name }))]}
          />
        )}
      </FieldRow>
      <TestPicker
        type={values.test_type}
        id={values.test_id}
        optional
        error={errors.test || errors['test.target_id'] || errors['test.target_type']}
        onChange={(test_type, test_id) => {
          setValues((v) => ({ ...v, test_type, test_id }));
          setErrors((e) => ({ ...e, test: '' }));
        }}
        testId="session-test"
      />
      <FormAlert message={formError} />
      <SubmitButton submitting={submitting} className="w-auto px-4" testId="session-submit">
        <FormattedMessage {...(session ? m.save : m.submit)} />
      </SubmitButton>
    </Form>
  );
}
