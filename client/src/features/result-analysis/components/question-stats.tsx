import { Badge, ProgressBar, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QuestionStatDto } from '@app/shared';
import { Th } from '../../../components/lists/paged-card';
import { ROUTE_LABELS } from '../../../components/taxonomy/test-labels';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { answerShares, groupByModule } from '../chart-data';
import { analysisMessages, detailMessages as m } from '../messages';
import { useQuestionLabel } from '../question-label';
import { formatSeconds } from '../../../lib/duration';

/** How often each answer was given: a labelled bar per answer, the correct ones in green. */
function AnswerBars({ question, label }: { question: QuestionStatDto; label: string }) {
  const intl = useIntl();
  const shares = answerShares(question);
  if (shares.length === 0) {
    return (
      <span className="small text-body-secondary">
        <FormattedMessage {...m.noAnswers} />
      </span>
    );
  }
  return (
    <ul className="list-unstyled mb-0 small" aria-label={intl.formatMessage(m.answersOf, { question: label })} style={{ minWidth: '10rem' }}>
      {shares.map((a) => {
        const text = intl.formatMessage(m.answerShare, { answer: a.answer, count: a.count, percent: a.percent });
        return (
          <li key={a.answer} className="mb-1" data-testid={`answer-${question.questionId}-${a.answer}`} data-percent={a.percent}>
            <div className={a.correct ? 'fw-semibold text-success-emphasis' : undefined}>
              {a.correct ? intl.formatMessage(m.correctAnswer, { answer: text }) : text}
            </div>
            <ProgressBar now={a.percent} variant={a.correct ? 'success' : 'secondary'} style={{ height: 6 }} aria-hidden="true" />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Every question of the test by module: percent correct, omitted share, average time and the answers given
 * first (what a narrow screen shows before scrolling sideways), then its classification and key.
 */
export function QuestionStats({ questions }: { questions: QuestionStatDto[] }) {
  const intl = useIntl();
  const tax = useTaxonomy();
  const labelOf = useQuestionLabel();
  const percent = (value: number) => intl.formatMessage(analysisMessages.percent, { value });
  return (
    <>
      {groupByModule(questions).map((group) => {
        const headingId = `module-${group.position}`;
        return (
          <section key={group.position} aria-labelledby={headingId} className="mb-4">
            <h2 className="h5 fw-semibold mb-3" id={headingId}>
              <FormattedMessage {...m.module} values={{ position: group.position, title: group.title }} />
            </h2>
            <Table responsive size="sm" className="align-middle shadow-soft" aria-labelledby={headingId}>
              <thead>
                <tr>
                  <Th>
                    <FormattedMessage {...m.colQuestion} />
                  </Th>
                  <Th className="text-end">
                    <FormattedMessage {...m.colCorrect} />
                  </Th>
                  <Th className="text-end">
                    <FormattedMessage {...m.colOmitted} />
                  </Th>
                  <Th className="text-end">
                    <FormattedMessage {...m.colTime} />
                  </Th>
                  <Th>
                    <FormattedMessage {...m.colAnswers} />
                  </Th>
                  <Th>
                    <FormattedMessage {...m.colClassification} />
                  </Th>
                  <Th>
                    <FormattedMessage {...m.colDifficulty} />
                  </Th>
                  <Th>
                    <FormattedMessage {...m.colKey} />
                  </Th>
                </tr>
              </thead>
              <tbody>
                {group.questions.map((q) => {
                  const label = labelOf(q);
                  return (
                    <tr key={q.questionId} data-testid={`question-stat-${q.questionId}`}>
                      <th scope="row" className="fw-medium text-nowrap">
                        {label}
                        {q.route && (
                          <div>
                            <Badge bg="light" text="dark" className="fw-normal border">
                              {intl.formatMessage(ROUTE_LABELS[q.route])}
                            </Badge>
                          </div>
                        )}
                      </th>
                      <td className="text-end text-nowrap" data-testid={`percent-${q.questionId}`}>
                        {q.percentCorrect === null ? (
                          <span className="small text-body-secondary">
                            <FormattedMessage {...m.unscored} />
                          </span>
                        ) : (
                          <>
                            <div className="fw-semibold">{percent(q.percentCorrect)}</div>
                            <div className="small text-body-secondary">
                              <FormattedMessage {...m.correctOf} values={{ correct: q.correct, scored: q.correct + q.wrong + q.omitted }} />
                            </div>
                          </>
                        )}
                      </td>
                      <td className="text-end text-nowrap">{percent(q.omittedRate)}</td>
                      <td className="text-end text-nowrap">{formatSeconds(q.averageTimeSeconds)}</td>
                      <td>
                        <AnswerBars question={q} label={label} />
                      </td>
                      <td className="small" style={{ minWidth: '9rem' }}>
                        <div>{tax.domain(q.domain)}</div>
                        <div className="text-body-secondary">{tax.skill(q.skill)}</div>
                      </td>
                      <td className="small text-nowrap">{tax.difficulty(q.difficulty)}</td>
                      <td className="small text-break">{q.answerKey}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </section>
        );
      })}
    </>
  );
}
