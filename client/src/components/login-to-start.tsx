import { Card } from 'react-bootstrap';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '../config/paths';
import { rememberPath } from './guards/last-path';

/**
 * The card a lock page shows a visitor: log in, then come back here to start (the test start page and the
 * class test lock page). The page is remembered so the login lands on it again.
 */
export function LoginToStart({
  label,
  note,
  testId,
  className = '',
}: {
  label: MessageDescriptor;
  note: MessageDescriptor;
  testId: string;
  className?: string;
}) {
  const location = useLocation();
  return (
    <Card className={`shadow-soft ${className}`.trim()}>
      <Card.Body className="p-4">
        <Link
          to={PATHS.login}
          className="btn btn-primary btn-lg w-100"
          onClick={() => rememberPath(location.pathname, location.search)}
          data-testid={testId}
        >
          <FormattedMessage {...label} />
        </Link>
        <p className="small text-body-secondary mt-2 mb-0">
          <FormattedMessage {...note} />
        </p>
      </Card.Body>
    </Card>
  );
}
