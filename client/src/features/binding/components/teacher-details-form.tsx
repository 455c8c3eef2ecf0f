import { useCallback, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useRemoteCheck } from '../../../components/form/use-remote-check';
import { useSubmit } from '../../../components/form/use-submit';
import { phone, required, validateForm } from '../../../components/form/validation';
import { useStores } from '../../../stores/store-context';
import { bindingApi } from '../api';
import { bindingMessages } from '../messages';

export function TeacherDetailsForm({ onDone }: { onDone: () => void }) {
  const { api } = useStores();
  const intl = useIntl();
  const form = useForm({ college: '', major: '', phone: '', instructor_code: '' });
  const { submitting, formError, run } = useSubmit(form.setErrors);
  const checkCode = useCallback((code: string) => bindingApi(api).checkInstructorCode(code), [api]);
  const code = useRemoteCheck(checkCode);

  const codeValid = code.state.status === 'done' && code.state.result.valid;
  const codeInvalid = (code.state.status === 'done' && !code.state.result.valid) || code.state.status === 'failed';
  const invalidText = intl.formatMessage(bindingMessages.instructorCodeInvalid);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, { college: [required], major: [required], phone: [required, phone] }, intl);
    const v = form.values;
    if (v.instructor_code.trim()) {
      const result = code.state.status === 'done' && code.state.value === v.instructor_code.trim() ? code.state : await code.run(v.instructor_code);
      if (!(result.status === 'done' && result.result.valid)) errors.instructor_code = invalidText;
    }
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const ok = await run(async () => {
      await bindingApi(api).bindTeacher({
        college: v.college.trim(),
        major: v.major.trim(),
        phone: v.phone.trim(),
        ...(v.instructor_code.trim() ? { instructor_code: v.instructor_code.trim() } : {}),
      });
    });
    if (ok) onDone();
  };

  return (
    <Form noValidate onSubmit={onSubmit} data-testid="teacher-details-form">
      <TextField {...form.field('college')} label={<FormattedMessage {...bindingMessages.college} />} testId="details-college" />
      <TextField {...form.field('major')} label={<FormattedMessage {...bindingMessages.major} />} testId="details-major" />
      <TextField
        {...form.field('phone')}
        type="tel"
        label={<FormattedMessage {...bindingMessages.phone} />}
        autoComplete="tel"
        testId="details-phone"
      />
      <TextField
        {...form.field('instructor_code')}
        onChange={(e) => {
          form.setValue('instructor_code', e.target.value);
          code.reset();
        }}
        onBlur={(e) => void code.run(e.target.value)}
        error={form.errors.instructor_code || (codeInvalid ? invalidText : undefined)}
        validMessage={codeValid ? <FormattedMessage {...bindingMessages.instructorCodeValid} /> : undefined}
        help={<FormattedMessage {...bindingMessages.instructorCodeHelp} />}
        optional
        autoComplete="off"
        label={<FormattedMessage {...bindingMessages.instructorCode} />}
        testId="details-instructor-code"
      />
      <FormAlert message={formError} />
      <SubmitButton submitting={submitting} testId="details-submit">
        <FormattedMessage {...bindingMessages.submit} />
      </SubmitButton>
    </Form>
  );
}
