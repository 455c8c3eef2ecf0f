import { Badge } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import type { CatalogProgress } from '@app/shared';
import { PROGRESS_LABELS } from '../labels';

const LOOK: Record<CatalogProgress, { bg: string; text: string }> = {
  not_started: { bg: 'secondary-subtle', text: 'secondary-emphasis' },
  in_progress: { bg: 'warning-subtle', text: 'warning-emphasis' },
  completed: { bg: 'success-subtle', text: 'success-emphasis' },
};

/** The caller's progress on a test: not started, in progress or completed. */
export function ProgressBadge({ progress }: { progress: CatalogProgress }) {
  return (
    <Badge bg={LOOK[progress].bg} text={LOOK[progress].text} className="fw-medium" data-progress={progress} data-testid="progress-badge">
      <FormattedMessage {...PROGRESS_LABELS[progress]} />
    </Badge>
  );
}
