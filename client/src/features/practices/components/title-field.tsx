import { FormattedMessage } from 'react-intl';
import { TextField } from '../../../components/form/text-field';
import { builderMessages } from '../messages';

export interface TitleFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  testId: string;
}

/** The builders' required title input (name "title", at most 255 characters). */
export function TitleField({ value, error, onChange, testId }: TitleFieldProps) {
  return (
    <TextField
      name="title"
      label={<FormattedMessage {...builderMessages.title} />}
      value={value}
      maxLength={255}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      testId={testId}
    />
  );
}
