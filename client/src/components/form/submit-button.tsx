import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';

export function SubmitButton({
  submitting,
  children,
  testId,
  className = 'w-100',
}: {
  submitting: boolean;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <Button type="submit" variant="primary" size="lg" className={`fs-6 fw-semibold ${className}`} disabled={submitting} data-testid={testId}>
      {submitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
