import { useCallback, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormFooter } from '../../../components/form/form-footer';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useRemoteCheck } from '../../../components/form/use-remote-check';
import { useSubmit } from '../../../components/form/use-submit';
import { validateForm } from '../../../components/form/validation';
import { TeacherFields, teacherRules, toTeacherPayload } from '../../profile-fields';
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
    const errors = validateForm(form.values, teacherRules, intl);
    const v = form.values;
    if (v.instructor_code.trim()) {
      const result = code.state.status === 'done' && code.state.value === v.instructor_code.trim() ? code.state : await code.run(v.instructor_code);
      if (!(result.status === 'done' && result.result.valid)) errors.instructor_code = invalidText;
    }
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const ok = await run(async () => {
      await bindingApi(api).bindTeacher({
        ...toTeacherPayload(v),
        ...(v.instructor_code.trim() ? { instructor_code: v.instructor_code.trim() } : {}),
      });
    });
    if (ok) onDone();
  };

  return (
    <Form noValidate onSubmit={onSubmit} data-testid="teacher-details-form">
      <TeacherFields field={form.field} labels={bindingMessages} stacked testIdPrefix="details" />
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
      <FormFooter error={formError} submitting={submitting} label={bindingMessages.submit} testId="details-submit" />
    </Form>
  );
}
