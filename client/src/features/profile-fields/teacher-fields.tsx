import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FieldRow } from '../../components/form/field-row';
import { PhoneField } from '../../components/form/phone-field';
import { TextField } from '../../components/form/text-field';
import { prefixedTestId, type FieldGroupProps } from './field-group';
import type { TeacherField } from './teacher-values';

export interface TeacherFieldsProps extends FieldGroupProps<TeacherField, 'college' | 'major' | 'phone'> {
  /** A field to share the phone's line (the profile tab fills it with the teaching grade). */
  besidePhone?: ReactNode;
}

/** College, major and phone (see toTeacherPayload). */
export function TeacherFields({ field, labels, stacked, testIdPrefix, besidePhone }: TeacherFieldsProps) {
  const testId = (name: string) => prefixedTestId(testIdPrefix, name);
  return (
    <>
      <FieldRow stacked={stacked}>
        <TextField {...field('college')} label={<FormattedMessage {...labels.college} />} testId={testId('college')} />
        <TextField {...field('major')} label={<FormattedMessage {...labels.major} />} testId={testId('major')} />
      </FieldRow>
      <FieldRow stacked={stacked}>
        <PhoneField {...field('phone')} label={<FormattedMessage {...labels.phone} />} testId={testId('phone')} />
        {besidePhone}
      </FieldRow>
    </>
  );
}
