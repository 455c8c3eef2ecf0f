import { Button, ListGroup } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PracticeQuestionDto } from '@app/shared';
import { builderMessages as m } from '../messages';
import { QuestionSummary } from './question-summary';

export type PickedQuestion = PracticeQuestionDto['question'];

export interface QuestionListProps {
  questions: readonly PickedQuestion[];
  locked: boolean;
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (index: number) => void;
}

/** The practice's questions in the order students meet them; move up, move down, remove. */
export function QuestionList({ questions, locked, onMove, onRemove }: QuestionListProps) {
  const intl = useIntl();
  if (questions.length === 0) {
    return (
      <p className="text-body-secondary small mb-0" data-testid="question-list-empty">
        <FormattedMessage {...m.noQuestions} />
      </p>
    );
  }
  return (
    <ListGroup as="ol" className="question-order" data-testid="question-list">
      {questions.map((q, i) => (
        <ListGroup.Item as="li" key={q.id} className="d-flex align-items-start gap-3" data-testid={`question-row-${q.id}`}>
          <span className="text-body-secondary small fw-semibold pt-1 text-nowrap" style={{ minWidth: '3.5rem' }}>
            <FormattedMessage {...m.position} values={{ position: i + 1 }} />
          </span>
          <QuestionSummary question={q} />
          {!locked && (
            <div className="d-flex gap-1 flex-shrink-0">
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={i === 0}
                onClick={() => onMove(i, -1)}
                aria-label={intl.formatMessage(m.moveUp)}
                title={intl.formatMessage(m.moveUp)}
                data-testid={`move-up-${q.id}`}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={i === questions.length - 1}
                onClick={() => onMove(i, 1)}
                aria-label={intl.formatMessage(m.moveDown)}
                title={intl.formatMessage(m.moveDown)}
                data-testid={`move-down-${q.id}`}
              >
                ↓
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => onRemove(i)}
                aria-label={intl.formatMessage(m.remove)}
                title={intl.formatMessage(m.remove)}
                data-testid={`remove-${q.id}`}
              >
                ✕
              </Button>
            </div>
          )}
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
