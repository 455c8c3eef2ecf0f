import { Badge } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { MATH_SECTIONS, type QuestionExplanationDto, type QuestionOutcome } from '@app/shared';
import { MathText } from '../math/math-text';
import { reviewQuestionMessages as m } from './messages';
import { OutcomeBadge } from './outcome-badge';
import './report.css';
import { answerKeyText } from './answer-key-text';

/**
 * A question to show with its key and explanation (an explanation page's), with `answer` and `outcome`
 * inside an attempt (the walk-through's ReviewQuestionDto has every field).
 */
export interface ReviewableQuestion extends QuestionExplanationDto {
  answer?: string;
  outcome?: QuestionOutcome;
}

/** The labels a multiple-choice key accepts ("B", or "A,C" when authors accept several). */
const keyLabels = (key: string) => new Set(key.split(',').map((k) => k.trim().toUpperCase()));

/**
 * One question walked through: passage (beside the question on wide screens, above it when `stacked`),
 * stem, the choices with the student's answer and the key marked (in words, not colour alone), a grid-in's
 * answer and key, and the explanation. Every text is author rich text with TeX, so all of it goes through MathText.
 */
export function ReviewQuestion({
  question,
  heading,
  stacked = false,
}: {
  question: ReviewableQuestion;
  heading?: React.ReactNode;
  stacked?: boolean;
}) {
  const intl = useIntl();
  const keys = keyLabels(question.answerKey);
  const answer = question.answer?.trim() ?? '';
  const inAttempt = question.answer !== undefined;
  const showPassage = question.passage !== null && !!question.passage.body.trim();
  const split = showPassage && !stacked && !MATH_SECTIONS.includes(question.section);

  const body = (
    <div data-testid="review-question" data-question-id={question.questionId}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        {heading}
        {question.outcome && <OutcomeBadge outcome={question.outcome} />}
      </div>
      <MathText html={question.stem} className="qb-rich mb-3" testId="review-stem" />
      {question.type === 'multiple-choice' ? (
        <ul className="list-unstyled d-grid gap-2 mb-3" aria-label={intl.formatMessage(m.choices)}>
          {question.choices.map((c) => {
            const isKey = keys.has(c.label.toUpperCase());
            const isAnswer = inAttempt && answer.toUpperCase() === c.label.toUpperCase();
            const tone = isKey ? 'is-key' : isAnswer ? 'is-wrong' : '';
            return (
              <li key={c.label} className={`results-choice ${tone}`} data-testid={`review-choice-${c.label}`} data-key={isKey} data-answer={isAnswer}>
                <span className="choice-letter">{c.label}</span>
                <MathText html={c.text} as="span" className="flex-grow-1" />
                <span className="d-flex flex-column align-items-end gap-1">
                  {isAnswer && (
                    <Badge bg={isKey ? 'success' : 'danger'}>
                      <FormattedMessage {...m.yourAnswer} />
                    </Badge>
                  )}
                  {isKey && (
                    <Badge bg="success-subtle" text="success-emphasis">
                      <FormattedMessage {...m.correctAnswer} />
                    </Badge>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <dl className="results-gridin mb-3">
          {inAttempt && (
            <>
              <dt>
                <FormattedMessage {...m.yourAnswer} />
              </dt>
              <dd className="font-monospace" data-testid="review-answer">
                {answer || intl.formatMessage(m.noAnswer)}
              </dd>
            </>
          )}
          <dt>
            <FormattedMessage {...m.correctAnswer} />
          </dt>
          <dd className="font-monospace" data-testid="review-key">
            {answerKeyText(intl, question.answerKey)}
          </dd>
        </dl>
      )}
      {inAttempt && question.type === 'multiple-choice' && !answer && (
        <p className="small text-body-secondary">
          <FormattedMessage {...m.noAnswer} />
        </p>
      )}
      <section className="results-explanation" aria-labelledby={`explanation-${question.questionId}`}>
        <h3 className="h6 fw-semibold" id={`explanation-${question.questionId}`}>
          <FormattedMessage {...m.explanation} />
        </h3>
        {question.explanation.trim() ? (
          <MathText html={question.explanation} className="qb-rich" testId="review-explanation" />
        ) : (
          <p className="text-body-secondary mb-0">
            <FormattedMessage {...m.noExplanation} />
          </p>
        )}
      </section>
    </div>
  );

  if (!showPassage || !question.passage) return body;
  const passage = (
    <section className="results-passage" data-testid="review-passage">
      {question.passage.title && <h3 className="h6">{question.passage.title}</h3>}
      <MathText html={question.passage.body} className="qb-rich" />
    </section>
  );
  return (
    <div className={split ? 'results-split' : 'd-flex flex-column gap-3'} data-layout={split ? 'split' : 'stacked'}>
      {passage}
      {body}
    </div>
  );
}
