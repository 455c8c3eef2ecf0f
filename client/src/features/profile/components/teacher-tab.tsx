import type { FormEvent } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { TEACHER_PAYMENT_METHODS } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { formMessages } from '../../../components/form/messages';
import { useGradeOptions } from '../../../components/form/option-lists';
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

const FIELDS = ['college', 'major', 'phone', 'grade_level', 'hours_weekly', 'subjects', 'bio'] as const;
const BILLING = ['official_name', 'id_number', 'birth_date', 'mailing_address', 'payment_method'] as const;
const PAYMENT_LABELS = {
  'us-bank-check': profileMessages.payUsBankCheck,
  'taiwan-bank': profileMessages.payTaiwanBank,
  wechat: profileMessages.payWechat,
  alipay: profileMessages.payAlipay,
} as const;

export function TeacherTab({ profile, onSaved }: TabProps) {
  const { api } = useStores();
  const intl = useIntl();
  const grades = useGradeOptions();
  const teacher = profile.teacher;
  const form = useForm({ ...toFormValues(teacher, FIELDS), ...toFormValues(teacher?.billing, BILLING) });
  const { submitting, formError, save } = useProfileSave(form.setErrors, onSaved);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, { college: [required], major: [required], phone: [required, phone] }, intl);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const v = form.values;
    const billing = Object.fromEntries(BILLING.map((k) => [k, v[k].trim()]).filter(([, value]) => value));
    await save(() =>
      profileApi(api).updateTeacher({
        college: v.college.trim(),
        major: v.major.trim(),
        phone: v.phone.trim(),
        grade_level: orNull(v.grade_level),
        hours_weekly: numberOrNull(v.hours_weekly),
        subjects: v.subjects
          .split(/[,，]/)
          .map((s) => s.trim())
          .filter(Boolean),
        bio: orNull(v.bio),
        billing: Object.keys(billing).length > 0 ? billing : null,
      }),
    );
  };

  const payments = TEACHER_PAYMENT_METHODS.map((m) => ({ value: m, label: intl.formatMessage(PAYMENT_LABELS[m]) }));
  const choose = intl.formatMessage(formMessages.choose);
  return (
    <Form noValidate onSubmit={onSubmit} data-testid="profile-teacher-form">
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField {...form.field('college')} label={<FormattedMessage {...profileMessages.college} />} />
        </Col>
        <Col sm={6}>
          <TextField {...form.field('major')} label={<FormattedMessage {...profileMessages.major} />} />
        </Col>
      </Row>
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField {...form.field('phone')} type="tel" autoComplete="tel" label={<FormattedMessage {...profileMessages.phone} />} />
        </Col>
        <Col sm={6}>
          <SelectField
            {...form.field('grade_level')}
            optional
            options={grades}
            placeholder={choose}
            label={<FormattedMessage {...profileMessages.teachingGrade} />}
          />
        </Col>
      </Row>
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField
            {...form.field('hours_weekly')}
            optional
            type="number"
            min={0}
            max={168}
            label={<FormattedMessage {...profileMessages.hoursWeekly} />}
          />
        </Col>
        <Col sm={6}>
          <TextField
            name="hourly_salary"
            value={teacher?.hourly_salary ?? '—'}
            readOnly
            plaintext
            label={<FormattedMessage {...profileMessages.hourlySalary} />}
          />
        </Col>
      </Row>
      <TextField
        {...form.field('subjects')}
        optional
        help={<FormattedMessage {...profileMessages.subjectsHelp} />}
        label={<FormattedMessage {...profileMessages.subjects} />}
      />
      <TextField {...form.field('bio')} optional as="textarea" rows={3} label={<FormattedMessage {...profileMessages.bio} />} />

      <h2 className="h6 fw-semibold mt-4 mb-3 pt-3 border-top">
        <FormattedMessage {...profileMessages.billing} />
      </h2>
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField {...form.field('official_name')} optional label={<FormattedMessage {...profileMessages.officialName} />} />
        </Col>
        <Col sm={6}>
          <TextField {...form.field('id_number')} optional label={<FormattedMessage {...profileMessages.idNumber} />} />
        </Col>
      </Row>
      <Row className="g-sm-3">
        <Col sm={6}>
          <TextField {...form.field('birth_date')} optional type="date" label={<FormattedMessage {...profileMessages.birthDate} />} />
        </Col>
        <Col sm={6}>
          <SelectField
            {...form.field('payment_method')}
            optional
            options={payments}
            placeholder={choose}
            label={<FormattedMessage {...profileMessages.paymentMethod} />}
          />
        </Col>
      </Row>
      <TextField
        {...form.field('mailing_address')}
        optional
        as="textarea"
        rows={2}
        label={<FormattedMessage {...profileMessages.mailingAddress} />}
      />
      <FormAlert message={formError} />
      <SubmitButton submitting={submitting} className="px-4" testId="profile-teacher-save">
        <FormattedMessage {...formMessages.save} />
      </SubmitButton>
    </Form>
  );
}
