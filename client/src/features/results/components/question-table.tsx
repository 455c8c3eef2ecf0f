import { Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ResultQuestionDto } from '@app/shared';
import { questionTableMessages as m } from '../messages';
import { reviewPath } from '../paths';
import { formatSeconds } from '../../../lib/duration';
import { BookmarkIcon } from '../../../components/icons';
import { OutcomeBadge } from '../../../components/report/outcome-badge';
import { answerKeyText } from '../../../components/report/answer-key-text';

/**
 * Every question of the attempt: number (a link into the walk-through), then what matters first on a phone,
 * the outcome, the answer and the key, then module and time (hidden on narrow screens; the number's link
 * names the module) and the mark.
 */
export function QuestionTable({ attemptId, questions }: { attemptId: number; questions: ResultQuestionDto[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="questions-title" className="mt-4">
      <h2 className="h5 fw-semibold mb-3" id="questions-title">
        <FormattedMessage {...m.title} />
      </h2>
      <Table responsive size="sm" className="align-middle" aria-labelledby="questions-title" data-testid="question-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...m.number} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.outcome} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.answer} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.key} />
            </th>
            <th scope="col" className="d-none d-md-table-cell">
              <FormattedMessage {...m.module} />
            </th>
            <th scope="col" className="text-end d-none d-sm-table-cell">
              <FormattedMessage {...m.time} />
            </th>
            <th scope="col" className="text-center">
              <FormattedMessage {...m.marked} />
            </th>
          </tr>
        </thead>
        <tbody>
          {questions.map((q) => (
            <tr key={`${q.modulePosition}-${q.questionId}`} data-testid={`question-row-${q.questionId}`}>
              <td>
                <Link
                  to={reviewPath(attemptId, q.questionId)}
                  aria-label={intl.formatMessage(m.open, { number: q.number, module: q.moduleTitle })}
                  className="fw-semibold"
                >
                  {q.number}
                </Link>
              </td>
              <td>
                <OutcomeBadge outcome={q.outcome} />
              </td>
              <td className="font-monospace text-break" data-testid="question-answer">
                {q.answer || '—'}
              </td>
              <td className="font-monospace text-break" data-testid="question-key">
                {answerKeyText(intl, q.answerKey)}
              </td>
              <td className="small text-nowrap d-none d-md-table-cell">{q.moduleTitle}</td>
              <td className="text-end font-monospace d-none d-sm-table-cell">{formatSeconds(q.timeSpentSeconds)}</td>
              <td className="text-center">
                {q.marked && (
                  // Named by role="img" rather than a visually-hidden span: an absolutely placed span would widen the page beyond the table's scroll box.
                  <span role="img" aria-label={intl.formatMessage(m.markedYes)} title={intl.formatMessage(m.markedYes)} data-testid="marked">
                    <BookmarkIcon filled />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
