import type { FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/form-alert';
import { graduationYearOptions, useGradeOptions } from '../../../components/form/option-lists';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { formMessages } from '../../../components/form/messages';
import { phone, required, validateForm } from '../../../components/form/validation';
import { useStores } from '../../../stores/store-context';
import { bindingApi } from '../api';
import { bindingMessages } from '../messages';

export function StudentDetailsForm({ onDone }: { onDone: () => void }) {
  const { api } = useStores();
  const intl = useIntl();
  const grades = useGradeOptions();
  const form = useForm({ school: '', phone: '', grade_level: '', graduation_year: '', address: '' });
  const { submitting, formError, run } = useSubmit(form.setErrors);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, { school: [required], phone: [required, phone] }, intl);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const v = form.values;
    const ok = await run(async () => {
      await bindingApi(api).bindStudent({
        school: v.school.trim(),
        phone: v.phone.trim(),
        grade_level: v.grade_level || null,
        graduation_year: v.graduation_year ? Number(v.graduation_year) : null,
        address: v.address.trim() || null,
      });
    });
    if (ok) onDone();
  };

  const choose = intl.formatMessage(formMessages.choose);
  return (
    <Form noValidate onSubmit={onSubmit} data-testid="student-details-form">
      <TextField
        {...form.field('school')}
        label={<FormattedMessage {...bindingMessages.school} />}
        autoComplete="organization"
        testId="details-school"
      />
      <TextField
        {...form.field('phone')}
        type="tel"
        label={<FormattedMessage {...bindingMessages.phone} />}
        autoComplete="tel"
        testId="details-phone"
      />
      <SelectField
        {...form.field('grade_level')}
        optional
        options={grades}
        placeholder={choose}
        label={<FormattedMessage {...bindingMessages.gradeLevel} />}
        testId="details-grade-level"
      />
      <SelectField
        {...form.field('graduation_year')}
        optional
        options={graduationYearOptions()}
        placeholder={choose}
        label={<FormattedMessage {...bindingMessages.graduationYear} />}
        testId="details-graduation-year"
      />
      <TextField
        {...form.field('address')}
        optional
        as="textarea"
        rows={2}
        label={<FormattedMessage {...bindingMessages.address} />}
        autoComplete="street-address"
        testId="details-address"
      />
      <FormAlert message={formError} />
      <SubmitButton submitting={submitting} testId="details-submit">
        <FormattedMessage {...bindingMessages.submit} />
      </SubmitButton>
    </Form>
  );
}
