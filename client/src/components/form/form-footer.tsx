import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

export interface FormFooterProps {
  /** The form-level message of the last failed submit (see useSubmit). */
  error: string | null;
  submitting: boolean;
  label: MessageDescriptor;
  testId: string;
  className?: string;
}

/** Why the last submit failed, right above the button that tries again. */
export function FormFooter({ error, submitting, label, testId, className }: FormFooterProps) {
  return (
    <>
      <FormAlert message={error} />
      <SubmitButton submitting={submitting} testId={testId} className={className}>
        <FormattedMessage {...label} />
      </SubmitButton>
    </>
  );
}
