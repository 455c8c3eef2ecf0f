import type { FormEvent } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/form-alert';
import { formMessages } from '../../../components/form/messages';
import { graduationYearOptions, useGradeOptions } from '../../../components/form/option-lists';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { phone, required, validateForm } from '../../../components/form/validation';
import { useStores } from '../../../stores/store-context';
import { profileApi } from '../api';
import { numberOrNull, orNull, toFormValues } from '../form-values';
import { useProfileSave } from '../hooks/use-profile-save';
import { profileMessages } from '../messages';
import type { TabProps } from './basic-tab';

const FIELDS = ['school', 'phone', 'grade_level', 'graduation_year', 'address', 'language_preference'] as const;

export function StudentTab({ profile, onSaved }: TabProps) {
  const { api } = useStores();
  const intl = useIntl();
  const grades = useGradeOptions();
  const form = useForm(toFormValues(profile.student, FIELDS));
  const { submitting, formError, save } = useProfileSave(form.setErrors, onSaved);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, { school: [required], phone: [required, phone] }, intl);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const v = form.values;
    await save(() =>
      profileApi(api).updateStudent({
        school: v.school.trim(),
        phone: v.phone.trim(),
        grade_level: orNull(v.grade_level),
        graduation_year: numberOrNull(v.graduation_year),
        address: orNull(v.address),
        language_preference: orNull(v.language_preference),
      }),
    );
  };

  const choose = intl.formatMessage(formMessages.choose);
  return (
    <Form noValidate onSubmit={onSubmit} data-testid="profile-student-form">
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField {...form.field('school')} label={<FormattedMessage {...profileMessages.school} />} />
        </Col>
        <Col sm={6}>
          <TextField {...form.field('phone')} type="tel" autoComplete="tel" label={<FormattedMessage {...profileMessages.phone} />} />
        </Col>
      </Row>
      <Row className="g-sm-3">
        <Col sm={6}>
          <SelectField
            {...form.field('grade_level')}
            optional
            options={grades}
            placeholder={choose}
            label={<FormattedMessage {...profileMessages.gradeLevel} />}
          />
        </Col>
        <Col sm={6}>
          <SelectField
            {...form.field('graduation_year')}
            optional
            options={graduationYearOptions()}
            placeholder={choose}
            label={<FormattedMessage {...profileMessages.graduationYear} />}
          />
        </Col>
      </Row>
      <TextField {...form.field('address')} optional as="textarea" rows={2} label={<FormattedMessage {...profileMessages.address} />} />
      <TextField {...form.field('language_preference')} optional label={<FormattedMessage {...profileMessages.languagePreference} />} />
      <FormAlert message={formError} />
      <SubmitButton submitting={submitting} className="px-4" testId="profile-student-save">
        <FormattedMessage {...formMessages.save} />
      </SubmitButton>
    </Form>
  );
}
