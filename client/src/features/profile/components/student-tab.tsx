import type { FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { formMessages } from '../../../components/form/messages';
import { FormFooter } from '../../../components/form/form-footer';
import { orNull, toFormValues } from '../../../components/form/form-values';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { validateForm } from '../../../components/form/validation';
import { StudentFields, STUDENT_FIELDS, studentRules, toStudentPayload } from '../../profile-fields';
import { useStores } from '../../../stores/store-context';
import { profileApi } from '../api';
import { useProfileSave } from '../hooks/use-profile-save';
import { profileMessages } from '../messages';
import type { TabProps } from './basic-tab';

const FIELDS = [...STUDENT_FIELDS, 'language_preference'] as const;

export function StudentTab({ profile, onSaved }: TabProps) {
  const { api } = useStores();
  const intl = useIntl();
  const form = useForm(toFormValues(profile.student, FIELDS));
  const { submitting, formError, save } = useProfileSave(form.setErrors, onSaved);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, studentRules, intl);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const v = form.values;
    await save(() => profileApi(api).updateStudent({ ...toStudentPayload(v), language_preference: orNull(v.language_preference) }));
  };

  return (
    <Form noValidate onSubmit={onSubmit} data-testid="profile-student-form">
      <StudentFields field={form.field} labels={profileMessages} />
      <TextField {...form.field('language_preference')} optional label={<FormattedMessage {...profileMessages.languagePreference} />} />
      <FormFooter error={formError} submitting={submitting} label={formMessages.save} className="px-4" testId="profile-student-save" />
    </Form>
  );
}
