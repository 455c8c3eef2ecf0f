import { FormattedMessage } from 'react-intl';
import { FieldRow } from '../../components/form/field-row';
import { TextField } from '../../components/form/text-field';
import { prefixedTestId, type FieldGroupProps } from './field-group';
import type { NameValues } from './name-values';

/** First and last name, side by side. */
export function NameFields({ field, labels, stacked, testIdPrefix }: FieldGroupProps<keyof NameValues, 'firstName' | 'lastName'>) {
  return (
    <FieldRow stacked={stacked}>
      <TextField
        {...field('first_name')}
        label={<FormattedMessage {...labels.firstName} />}
        autoComplete="given-name"
        testId={prefixedTestId(testIdPrefix, 'first-name')}
      />
      <TextField
        {...field('last_name')}
        label={<FormattedMessage {...labels.lastName} />}
        autoComplete="family-name"
        testId={prefixedTestId(testIdPrefix, 'last-name')}
      />
    </FieldRow>
  );
}
