import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

/** A single card in the middle of the page: password, verification and status screens. */
export function CenteredCard({
  title,
  subtitle,
  icon,
  children,
  testId,
  wide,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <Card className="shadow-soft mx-auto" style={{ maxWidth: wide ? 720 : 480 }} data-testid={testId}>
      <Card.Body className="p-4 p-md-5">
        {icon && <div className="soon-icon mb-3">{icon}</div>}
        <h1 className="h4 fw-semibold mb-2">{title}</h1>
        {subtitle && <p className="text-body-secondary mb-4">{subtitle}</p>}
        {children}
      </Card.Body>
    </Card>
  );
}
