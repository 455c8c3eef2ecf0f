import { Badge } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import type { ResultStatus } from '@app/shared';
import { statusMessages } from '../messages';

/** Grading / Graded for a result row. */
export function ResultStatusBadge({ status }: { status: ResultStatus }) {
  const intl = useIntl();
  const graded = status === 'graded';
  return (
    <Badge
      bg={graded ? 'success-subtle' : 'info-subtle'}
      text={graded ? 'success-emphasis' : 'info-emphasis'}
      className="fw-medium"
      data-testid="result-status"
      data-status={status}
    >
      {Object.hasOwn(statusMessages, status) ? intl.formatMessage(statusMessages[status]) : status}
    </Badge>
  );
}
