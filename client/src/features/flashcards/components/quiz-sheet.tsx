import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import type { QuizQuestionDto, QuizResultDto } from '@app/shared';
import { posMessages, quizMessages as m } from '../messages';
import { unansweredCount } from '../quiz-answers';

/**
 * A multiple-choice sheet: every question with its four definitions; once handed in (or when `result` is
 * already there) each question shows whether it was right and the right definition.
 */
export function QuizSheet({
  questions,
  result,
  onSubmit,
}: {
  questions: QuizQuestionDto[];
  result: QuizResultDto | null;
  onSubmit: (answers: number[]) => Promise<void>;
}) {
  const [answers, setAnswers] = useState<number[]>(() => questions.map(() => -1));
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const shown = result?.answers ?? answers;
  const left = unansweredCount(answers);

  async function submit() {
    setTried(true);
    if (left > 0) return;
    setBusy(true);
    try {
      await onSubmit(answers);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="quiz-sheet">
      {result && (
        <Alert variant="success" className="fs-5 fw-semibold" data-testid="quiz-score">
          <FormattedMessage {...m.score} values={{ score: result.score, total: result.total }} />
        </Alert>
      )}
      {questions.map((q, i) => {
        const key = result?.key[i];
        return (
          <Card key={`${q.card_id}-${i}`} className="shadow-soft mb-3" data-testid={`quiz-q-${i}`}>
            <Card.Body>
              <div className="small text-body-secondary">
                <FormattedMessage {...m.question} values={{ n: i + 1, total: questions.length }} /> · <FormattedMessage {...m.prompt} />
              </div>
              <div className="fs-5 fw-semibold mb-2">
                {q.term}{' '}
                <span className="small fw-normal fst-italic text-body-secondary">{<FormattedMessage {...posMessages[q.part_of_speech]} />}</span>
              </div>
              {q.choices.map((choice, c) => (
                <Form.Check
                  key={c}
                  type="radio"
                  id={`q${i}-c${c}`}
                  name={`q${i}`}
                  label={choice}
                  checked={shown[i] === c}
                  disabled={!!result || busy}
                  onChange={() => setAnswers((a) => a.map((v, j) => (j === i ? c : v)))}
                  className={key === undefined ? '' : c === key ? 'text-success fw-semibold' : shown[i] === c ? 'text-danger' : ''}
                  data-testid={`quiz-q-${i}-c-${c}`}
                />
              ))}
              {key !== undefined && (
                <div className={`small mt-2 ${shown[i] === key ? 'text-success' : 'text-danger'}`}>
                  {shown[i] === key ? <FormattedMessage {...m.correct} /> : <FormattedMessage {...m.wrong} values={{ answer: q.choices[key] }} />}
                </div>
              )}
            </Card.Body>
          </Card>
        );
      })}
      {!result && (
        <div className="d-flex flex-wrap align-items-center gap-3">
          <Button size="lg" onClick={() => void submit()} disabled={busy} data-testid="quiz-submit">
            <FormattedMessage {...m.submit} />
          </Button>
          {tried && left > 0 && (
            <span className="text-danger" data-testid="quiz-unanswered">
              <FormattedMessage {...m.unanswered} values={{ left }} />
            </span>
          )}
        </div>
      )}
    </div>
  );
}
