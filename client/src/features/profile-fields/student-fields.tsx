import { FormattedMessage, useIntl } from 'react-intl';
import { FieldRow } from '../../components/form/field-row';
import { formMessages } from '../../components/form/messages';
import { graduationYearOptions, useGradeOptions } from '../../components/form/option-lists';
import { PhoneField } from '../../components/form/phone-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { prefixedTestId, type FieldGroupProps } from './field-group';
import type { StudentField } from './student-values';

export interface StudentFieldsProps extends FieldGroupProps<StudentField, 'school' | 'phone' | 'gradeLevel' | 'graduationYear' | 'address'> {
  /** Autofill hints for school and address: wanted on the blank registration form, not over saved profile values. */
  autofill?: boolean;
}

/** School, phone, grade level, graduation year and address (see toStudentPayload). */
export function StudentFields({ field, labels, stacked, testIdPrefix, autofill }: StudentFieldsProps) {
  const intl = useIntl();
  const grades = useGradeOptions();
  const choose = intl.formatMessage(formMessages.choose);
  const testId = (name: string) => prefixedTestId(testIdPrefix, name);
  return (
    <>
      <FieldRow stacked={stacked}>
        <TextField
          {...field('school')}
          label={<FormattedMessage {...labels.school} />}
          autoComplete={autofill ? 'organization' : undefined}
          testId={testId('school')}
        />
        <PhoneField {...field('phone')} label={<FormattedMessage {...labels.phone} />} testId={testId('phone')} />
      </FieldRow>
      <FieldRow stacked={stacked}>
        <SelectField
          {...field('grade_level')}
          optional
          options={grades}
          placeholder={choose}
          label={<FormattedMessage {...labels.gradeLevel} />}
          testId={testId('grade-level')}
        />
        <SelectField
          {...field('graduation_year')}
          optional
          options={graduationYearOptions()}
          placeholder={choose}
          label={<FormattedMessage {...labels.graduationYear} />}
          testId={testId('graduation-year')}
        />
      </FieldRow>
      <TextField
        {...field('address')}
        optional
        as="textarea"
        rows={2}
        label={<FormattedMessage {...labels.address} />}
        autoComplete={autofill ? 'street-address' : undefined}
        testId={testId('address')}
      />
    </>
  );
}
