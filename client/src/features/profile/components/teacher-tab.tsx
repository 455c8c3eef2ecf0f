import { Link } from 'react-router-dom';
import type { FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { TEACHER_PAYMENT_METHODS } from '@app/shared';
import { FieldRow } from '../../../components/form/field-row';
import { FormFooter } from '../../../components/form/form-footer';
import { numberOrNull, orNull, toFormValues } from '../../../components/form/form-values';
import { formMessages } from '../../../components/form/messages';
import { useGradeOptions } from '../../../components/form/option-lists';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { validateForm } from '../../../components/form/validation';
import { TeacherFields, TEACHER_FIELDS, teacherRules, toTeacherPayload } from '../../profile-fields';
import { useStores } from '../../../stores/store-context';
import { profileApi } from '../api';
import { useProfileSave } from '../hooks/use-profile-save';
import { profileMessages } from '../messages';
import type { TabProps } from './basic-tab';

const FIELDS = [...TEACHER_FIELDS, 'grade_level', 'hours_weekly', 'subjects', 'bio'] as const;
/** No ID number here: it is kept encrypted with the payroll details, on the teacher's pay page (docs/payroll.md). */
const BILLING = ['official_name', 'birth_date', 'mailing_address', 'payment_method'] as const;
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
    const errors = validateForm(form.values, teacherRules, intl);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const v = form.values;
    const billing = Object.fromEntries(BILLING.map((k) => [k, v[k].trim()]).filter(([, value]) => value));
    await save(() =>
      profileApi(api).updateTeacher({
        ...toTeacherPayload(v),
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
      <TeacherFields
        field={form.field}
        labels={profileMessages}
        besidePhone={
          <SelectField
            {...form.field('grade_level')}
            optional
            options={grades}
            placeholder={choose}
            label={<FormattedMessage {...profileMessages.teachingGrade} />}
          />
        }
      />
      <FieldRow>
        <TextField
          {...form.field('hours_weekly')}
          optional
          type="number"
          min={0}
          max={168}
          label={<FormattedMessage {...profileMessages.hoursWeekly} />}
        />
        <TextField
          name="hourly_salary"
          value={teacher?.hourly_salary ?? '—'}
          readOnly
          plaintext
          label={<FormattedMessage {...profileMessages.hourlySalary} />}
        />
      </FieldRow>
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
      <p className="small text-body-secondary" data-testid="profile-pay-link">
        <FormattedMessage {...profileMessages.payLink} />{' '}
        <Link to="/teacher/pay">
          <FormattedMessage {...profileMessages.payLinkText} />
        </Link>
      </p>
      <FieldRow>
        <TextField {...form.field('official_name')} optional label={<FormattedMessage {...profileMessages.officialName} />} />
      </FieldRow>
      <FieldRow>
        <TextField {...form.field('birth_date')} optional type="date" label={<FormattedMessage {...profileMessages.birthDate} />} />
        <SelectField
          {...form.field('payment_method')}
          optional
          options={payments}
          placeholder={choose}
          label={<FormattedMessage {...profileMessages.paymentMethod} />}
        />
      </FieldRow>
      <TextField
        {...form.field('mailing_address')}
        optional
        as="textarea"
        rows={2}
        label={<FormattedMessage {...profileMessages.mailingAddress} />}
      />
      <FormFooter error={formError} submitting={submitting} label={formMessages.save} className="px-4" testId="profile-teacher-save" />
    </Form>
  );
}
