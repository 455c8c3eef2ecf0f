import { Card } from 'react-bootstrap';
import type { StudentGradingDto } from '@app/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { feedbackMessages as m, serviceMessages } from '../messages';
import { FeedbackDetails } from './feedback-details';

/**
 * The teacher's feedback on an attempt, for the results page: nothing when no grading was ordered; while
 * waiting or in review, when it is expected (spec section 4 "then pending teacher grading"); then the feedback.
 */
export function GradingFeedback({ order }: { order: StudentGradingDto | null | undefined }) {
  const intl = useIntl();
  if (!order) return null;
  const service = intl.formatMessage(serviceMessages[order.service]);
  const due = intl.formatDate(order.due_at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card className="shadow-soft mb-4" data-testid="grading-feedback" data-status={order.status}>
      <Card.Body>
        <h2 className="h5 mb-3">
          {/* A review (no teacher's score) is titled so; an order still waiting is one unless it is "score only". */}
          <FormattedMessage {...((order.feedback ? order.feedback.score !== null : order.service === 'score') ? m.title : m.reviewTitle)} />
        </h2>
        {order.feedback ? (
          <FeedbackDetails feedback={order.feedback} />
        ) : (
          <p className="mb-0 text-body-secondary" data-testid="grading-waiting">
            <FormattedMessage {...(order.status === 'in_review' ? m.inReview : m.pending)} values={{ service, date: due }} />
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
