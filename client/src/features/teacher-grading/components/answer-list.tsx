import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import type { ReviewQuestionDto } from '@app/shared';
import { ReviewQuestion } from '../../../components/report/review-question';
import { orderMessages as m } from '../messages';

/** The student's answers, each question as the results walk-through shows it; `extra` adds a grader's box under one. */
export function AnswerList({ questions, extra }: { questions: ReviewQuestionDto[]; extra?: (q: ReviewQuestionDto) => ReactNode }) {
  return (
    <section aria-labelledby="grading-answers" data-testid="grading-answers">
      <h2 id="grading-answers" className="h5 mb-3">
        <FormattedMessage {...m.answers} />
      </h2>
      {questions.map((q) => (
        <Card key={q.questionId} className="shadow-soft mb-3">
          <Card.Body>
            <ReviewQuestion
              question={q}
              stacked
              heading={
                <span className="fw-semibold">
                  <FormattedMessage {...m.question} values={{ module: q.modulePosition, number: q.number }} />
                </span>
              }
            />
            {extra?.(q)}
          </Card.Body>
        </Card>
      ))}
    </section>
  );
}
