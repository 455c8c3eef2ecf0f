import { FormattedMessage, useIntl } from 'react-intl';
import type { GradingFeedbackDto } from '@app/shared';
import { feedbackMessages as m } from '../messages';

/** Where a question comment points: "Module 1, question 3", or the bank id when the result has not placed it. */
export function QuestionLabel({ c }: { c: GradingFeedbackDto['question_comments'][number] }) {
  return c.number !== null && c.module_position !== null ? (
    <FormattedMessage {...m.question} values={{ module: c.module_position, number: c.number }} />
  ) : (
    <FormattedMessage {...m.questionById} values={{ id: c.question_id }} />
  );
}

/** A teacher's feedback as the student (and the grader, once done) reads it. */
export function FeedbackDetails({ feedback }: { feedback: GradingFeedbackDto }) {
  const intl = useIntl();
  const teacher = feedback.teacher && `${feedback.teacher.first_name} ${feedback.teacher.last_name}`.trim();
  return (
    <div data-testid="feedback-details">
      {/* Only where a part of the test is not machine-scored; a review leaves the automatic score alone. */}
      {feedback.score !== null && (
        <dl className="mb-3">
          <dt className="small text-body-secondary fw-normal">
            <FormattedMessage {...m.score} />
          </dt>
          <dd className="display-6 fw-semibold mb-0" data-testid="feedback-score">
            {intl.formatNumber(feedback.score)}
          </dd>
        </dl>
      )}
      {feedback.comments && (
        <section className="mb-3">
          <h3 className="h6">
            <FormattedMessage {...m.comments} />
          </h3>
          {/* Plain text from the teacher: line breaks kept, never rendered as HTML. */}
          <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-comments">
            {feedback.comments}
          </p>
        </section>
      )}
      {feedback.question_comments.length > 0 && (
        <section className="mb-3">
          <h3 className="h6">
            <FormattedMessage {...m.questionComments} />
          </h3>
          <ul className="list-unstyled mb-0 d-grid gap-2" data-testid="feedback-question-comments">
            {feedback.question_comments.map((c) => (
              <li key={c.question_id} className="border-start border-3 ps-2">
                <div className="small fw-semibold">
                  <QuestionLabel c={c} />
                </div>
                <div style={{ whiteSpace: 'pre-wrap' }}>{c.comment}</div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="small text-body-secondary mb-0">
        <FormattedMessage
          {...(feedback.score === null ? m.reviewBy : m.by)}
          values={{ name: teacher || '—', date: intl.formatDate(feedback.completed_at, { dateStyle: 'medium', timeStyle: 'short' }) }}
        />
      </p>
    </div>
  );
}
