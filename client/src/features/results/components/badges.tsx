import { Badge } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import type { QuestionOutcome, ResultStatus } from '@app/shared';
import { outcomeMessages, statusMessages } from '../messages';

/** Bootstrap colour of each outcome (badges, and the walk-through's question buttons). */
export const OUTCOME_COLORS: Record<QuestionOutcome, 'success' | 'danger' | 'warning' | 'secondary'> = {
  correct: 'success',
  wrong: 'danger',
  omitted: 'warning',
  unscored: 'secondary',
};

/** Correct / Wrong / Omitted / Unscored for one question, coloured (and named, not colour alone). */
export function OutcomeBadge({ outcome }: { outcome: QuestionOutcome }) {
  const intl = useIntl();
  const color = OUTCOME_COLORS[outcome] ?? 'secondary';
  return (
    <Badge bg={`${color}-subtle`} text={`${color}-emphasis`} className="fw-medium" data-testid="outcome-badge" data-outcome={outcome}>
      {Object.hasOwn(outcomeMessages, outcome) ? intl.formatMessage(outcomeMessages[outcome]) : outcome}
    </Badge>
  );
}

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
