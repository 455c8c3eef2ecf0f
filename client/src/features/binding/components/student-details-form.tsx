import type { FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { FormFooter } from '../../../components/form/form-footer';
import { toFormValues } from '../../../components/form/form-values';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { validateForm } from '../../../components/form/validation';
import { StudentFields, STUDENT_FIELDS, studentRules, toStudentPayload } from '../../profile-fields';
import { useStores } from '../../../stores/store-context';
import { bindingApi } from '../api';
import { bindingMessages } from '../messages';

export function StudentDetailsForm({ onDone }: { onDone: () => void }) {
  const { api } = useStores();
  const intl = useIntl();
  const form = useForm(toFormValues(null, STUDENT_FIELDS));
  const { submitting, formError, run } = useSubmit(form.setErrors);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, studentRules, intl);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const ok = await run(async () => {
      await bindingApi(api).bindStudent(toStudentPayload(form.values));
    });
    if (ok) onDone();
  };

  return (
    <Form noValidate onSubmit={onSubmit} data-testid="student-details-form">
      <StudentFields field={form.field} labels={bindingMessages} stacked autofill testIdPrefix="details" />
      <FormFooter error={formError} submitting={submitting} label={bindingMessages.submit} testId="details-submit" />
    </Form>
  );
}
