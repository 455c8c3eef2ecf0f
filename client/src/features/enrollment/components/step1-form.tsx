import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { ENROLLMENT_ROLES, formatMinorAmount, localizedText, type EnrollableCourseDto, type EnrollmentFormDto } from '@app/shared';
import { FieldRow } from '../../../components/form/field-row';
import { FormFooter } from '../../../components/form/form-footer';
import { SelectField } from '../../../components/form/select-field';
import { useSubmit } from '../../../components/form/use-submit';
import { useStores } from '../../../stores/store-context';
import { checkStep1, step1Draft, step1Input, type Step1Draft } from '../form-state';
import { actionsMessages, roleMessages, step1Messages as m } from '../messages';
import { DraftField, RadioGroup, wordErrors } from './form-bits';

/**
 * Step 1, basic info: the course, who fills the form, their first name, e-mail and phone. `save` starts the
 * form (no token yet) or saves the step again.
 */
export function Step1Form({
  courses,
  form,
  courseId,
  save,
}: {
  courses: EnrollableCourseDto[];
  form: EnrollmentFormDto | null;
  courseId?: number;
  save: (input: ReturnType<typeof step1Input>) => Promise<void>;
}) {
  const intl = useIntl();
  const { locale } = useStores();
  const [draft, setDraft] = useState<Step1Draft>(() => step1Draft(form, courseId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const set = (k: keyof Step1Draft) => (v: string) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };
  // The form's own course stays choosable even when it has closed since (the list holds open ones only).
  const options = [...courses, ...(form && !courses.some((c) => c.id === form.course.id) ? [form.course] : [])];
  const courseLabel = (c: EnrollableCourseDto) =>
    `${localizedText(c.title, locale.locale)} — ${c.fee > 0 ? intl.formatMessage(m.courseFee, { fee: formatMinorAmount(c.fee, c.currency) }) : intl.formatMessage(m.courseFeeAsk)}`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = wordErrors(intl, checkStep1(draft));
    setErrors(checked);
    if (Object.keys(checked).length) return;
    await run(() => save(step1Input(draft)));
  };

  if (options.length === 0)
    return (
      <Alert variant="info" data-testid="enroll-no-course">
        <FormattedMessage {...m.courseNone} />
      </Alert>
    );
  return (
    <Form noValidate onSubmit={onSubmit} data-testid="enroll-step1">
      <SelectField
        name="course_id"
        label={<FormattedMessage {...m.course} />}
        placeholder={intl.formatMessage(m.coursePlaceholder)}
        options={options.map((c) => ({ value: String(c.id), label: courseLabel(c) }))}
        value={draft.course_id}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => set('course_id')(e.target.value)}
        error={errors.course_id || undefined}
        testId="enroll-course"
      />
      <RadioGroup
        name="role"
        legend={<FormattedMessage {...m.role} />}
        options={ENROLLMENT_ROLES.map((r) => ({ value: r, label: intl.formatMessage(roleMessages[r]) }))}
        value={draft.role}
        onValue={set('role')}
        error={errors.role || undefined}
        testId="enroll-role"
      />
      <DraftField
        path="name"
        value={draft.name}
        onValue={set('name')}
        errors={errors}
        label={<FormattedMessage {...m.name} />}
        autoComplete="given-name"
        testId="enroll-name"
      />
      <FieldRow>
        <DraftField
          path="email"
          type="email"
          value={draft.email}
          onValue={set('email')}
          errors={errors}
          label={<FormattedMessage {...m.email} />}
          help={<FormattedMessage {...m.emailHelp} />}
          autoComplete="email"
          testId="enroll-email"
        />
        <DraftField
          path="phone"
          type="tel"
          value={draft.phone}
          onValue={set('phone')}
          errors={errors}
          label={<FormattedMessage {...m.phone} />}
          autoComplete="tel"
          testId="enroll-phone"
        />
      </FieldRow>
      <FormFooter error={formError} submitting={submitting} label={actionsMessages.continue} testId="enroll-continue" />
    </Form>
  );
}
