import { Badge } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import type { QuestionOutcome } from '@app/shared';
import { outcomeMessages } from './messages';

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
