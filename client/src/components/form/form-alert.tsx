import { Alert } from 'react-bootstrap';

/** The form-level failure message, read out by screen readers when it appears. */
export function FormAlert({ message, testId = 'form-error' }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert variant="danger" className="py-2 small" role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}
