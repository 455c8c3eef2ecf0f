import { useEffect, useRef } from 'react';
import { Button, Card } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { ResultDto, ReviewQuestionDto } from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { PATHS } from '../../../config/paths';
import { useLoad } from '../../../components/hooks/use-load';
import { ReviewQuestion } from '../../../components/report/review-question';
import { useResultsApi } from '../hooks/use-results-api';
import { reportMessages, reviewMessages as m } from '../messages';
import { reportPath } from '../paths';
import { PageHeader } from '../../../components/page-header';
import '../results.css';
import { OUTCOME_COLORS } from '../../../components/report/outcome-badge';

/** Numbered buttons for every question, grouped by module, coloured by outcome (named in their labels). */
function QuestionJump({ questions, current, onJump }: { questions: ReviewQuestionDto[]; current: number; onJump: (index: number) => void }) {
  const intl = useIntl();
  const modules = [...new Set(questions.map((q) => q.modulePosition))];
  return (
    <nav aria-label={intl.formatMessage(m.questionList)} data-testid="question-jump">
      {modules.map((position) => {
        const inModule = questions.map((q, index) => ({ q, index })).filter(({ q }) => q.modulePosition === position);
        return (
          <div key={position} className="mb-3">
            <h2 className="h6 small text-body-secondary mb-2">{inModule[0].q.moduleTitle}</h2>
            <div className="results-jump">
              {inModule.map(({ q, index }) => (
                <Button
                  key={q.questionId}
                  size="sm"
                  variant={index === current ? OUTCOME_COLORS[q.outcome] : `outline-${OUTCOME_COLORS[q.outcome]}`}
                  aria-current={index === current ? 'step' : undefined}
                  aria-label={intl.formatMessage(m.question, { number: q.number, module: q.moduleTitle })}
                  onClick={() => onJump(index)}
                >
                  {q.number}
                </Button>
              ))}
            </div>
          </div>
        );
      })}
    </nav>
  );
}

function Walkthrough({ attemptId, result, questions }: { attemptId: number; result: ResultDto | null; questions: ReviewQuestionDto[] }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wanted = Number(params.get('question'));
  const found = questions.findIndex((q) => q.questionId === wanted);
  const index = found >= 0 ? found : 0;
  const question = questions[index];

  const jump = (next: number) => {
    const params = new URLSearchParams({ attempt: String(attemptId), question: String(questions[next].questionId) });
    setParams(params, { replace: true });
  };
  // A jump moves the focus to the question's heading, so screen readers and keyboards follow it.
  const shown = question?.questionId;
  const lastShown = useRef(shown);
  useEffect(() => {
    if (lastShown.current === shown) return; // the first render (twice in strict mode) keeps the page's focus
    lastShown.current = shown;
    headingRef.current?.focus();
  }, [shown]);

  return (
    <div data-testid="view-test-page">
      <PageHeader
        back={{ to: reportPath(attemptId), label: <FormattedMessage {...m.backToReport} /> }}
        title={<FormattedMessage {...m.title} values={{ title: result?.target.title ?? '' }} />}
      />
      {!question ? (
        <p className="text-body-secondary">
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <div className="row g-4">
          <div className="col-12 col-xl-9">
            <Card className="shadow-soft">
              <Card.Body className="p-3 p-md-4">
                <ReviewQuestion
                  key={question.questionId}
                  question={question}
                  heading={
                    <h2 className="h5 fw-semibold mb-0" tabIndex={-1} ref={headingRef} data-testid="review-heading">
                      {intl.formatMessage(m.question, { number: question.number, module: question.moduleTitle })}
                    </h2>
                  }
                />
                <div className="d-flex justify-content-between mt-4">
                  <Button variant="outline-secondary" disabled={index === 0} onClick={() => jump(index - 1)} data-testid="review-previous">
                    <FormattedMessage {...m.previous} />
                  </Button>
                  <Button variant="primary" disabled={index >= questions.length - 1} onClick={() => jump(index + 1)} data-testid="review-next">
                    <FormattedMessage {...m.next} />
                  </Button>
                </div>
              </Card.Body>
            </Card>
          </div>
          <div className="col-12 col-xl-3">
            <QuestionJump questions={questions} current={index} onJump={jump} />
          </div>
        </div>
      )}
    </div>
  );
}

function Review({ attemptId }: { attemptId: number }) {
  const api = useResultsApi();
  const review = useLoad(() => api.review(attemptId), String(attemptId), { pageLevel: true });
  // The title only; a failure here leaves the heading without it rather than failing the page.
  const result = useLoad(() => api.get(attemptId, { background: true }).catch(() => null), String(attemptId));
  if (!review.data) {
    return review.failed ? (
      <Button variant="outline-primary" onClick={review.reload}>
        <FormattedMessage {...reportMessages.retry} />
      </Button>
    ) : (
      <FullPageSpinner />
    );
  }
  return <Walkthrough attemptId={attemptId} result={result.data} questions={review.data} />;
}

/** /viewTest?attempt=ID[&question=QUESTION_ID]: the attempt walked through question by question. */
export function ViewTestPage() {
  const [params] = useSearchParams();
  const attemptId = Number(params.get('attempt'));
  if (!Number.isSafeInteger(attemptId) || attemptId <= 0) return <Navigate to={PATHS.notFound} replace />;
  return <Review key={attemptId} attemptId={attemptId} />;
}
