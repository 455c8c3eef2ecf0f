import { Badge } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import type { PublishStatus } from '@app/shared';
import { STATUS_LABELS } from '../labels';
import { labelsMessages } from '../messages';

export function StatusBadge({ status, taken }: { status: PublishStatus; taken?: boolean }) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <Badge bg={status === 'published' ? 'success' : 'secondary'} className="fw-medium" data-testid="status-badge">
        <FormattedMessage {...STATUS_LABELS[status]} />
      </Badge>
      {taken && (
        <Badge bg="warning" text="dark" className="fw-medium">
          <FormattedMessage {...labelsMessages.taken} />
        </Badge>
      )}
    </span>
  );
}
