import { Button, Spinner } from 'react-bootstrap';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { FormAlert } from '../../../components/form/form-alert';

export interface EditorSaveBarProps {
  submitting: boolean;
  /** Disables the button beyond a running submit (e.g. nothing changed). */
  disabled?: boolean;
  label: MessageDescriptor;
  testId: string;
  /** The form-level message of the last failed submit (see useSubmit). */
  formError: string | null;
  className?: string;
}

/** The builders' save button with the last submit's failure beside it. */
export function EditorSaveBar({ submitting, disabled = false, label, testId, formError, className = 'mb-4' }: EditorSaveBarProps) {
  return (
    <div className={`${className} d-flex flex-wrap align-items-center gap-3`}>
      <Button type="submit" variant="primary" disabled={submitting || disabled} data-testid={testId}>
        {submitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        <FormattedMessage {...label} />
      </Button>
      <div className="flex-grow-1">
        <FormAlert message={formError} />
      </div>
    </div>
  );
}
