import { Badge } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import type { PublishStatus } from '@app/shared';
import { statusMessages as m } from './messages';

/** Draft / Published, and optionally "taken by students" next to it. */
export function StatusBadge({ status, taken }: { status: PublishStatus; taken?: boolean }) {
  const intl = useIntl();
  const published = status === 'published';
  const badge = (
    <Badge
      bg={published ? 'success-subtle' : 'warning-subtle'}
      text={published ? 'success-emphasis' : 'warning-emphasis'}
      data-status={status}
      data-testid="status-badge"
    >
      {Object.hasOwn(m, status) ? intl.formatMessage(m[status]) : status}
    </Badge>
  );
  if (!taken) return badge;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {badge}
      <Badge bg="warning" text="dark" className="fw-medium">
        {intl.formatMessage(m.taken)}
      </Badge>
    </span>
  );
}
