import { Badge } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import type { QuestionSummaryDto } from '@app/shared';
import { MathText } from '../../../components/math/math-text';
import { DIFFICULTY_LABELS, DOMAIN_LABELS, QUESTION_TYPE_LABELS } from '../../../components/taxonomy/test-labels';
import { plainToHtml } from '../plain-text';

export type QuestionSummaryFields = Pick<QuestionSummaryDto, 'id' | 'stem_excerpt' | 'domain' | 'difficulty' | 'type'>;

/** One question as a row shows it: the stem's opening, then its domain, difficulty, type and id. */
export function QuestionSummary({ question: q }: { question: QuestionSummaryFields }) {
  return (
    <div className="flex-grow-1 min-w-0">
      <MathText html={plainToHtml(q.stem_excerpt)} className="small" />
      <div className="d-flex flex-wrap gap-1 mt-1">
        {DOMAIN_LABELS[q.domain] && (
          <Badge bg="light" text="dark" className="border fw-normal">
            <FormattedMessage {...DOMAIN_LABELS[q.domain]} />
          </Badge>
        )}
        <Badge bg="light" text="dark" className="border fw-normal">
          <FormattedMessage {...DIFFICULTY_LABELS[q.difficulty]} />
        </Badge>
        <Badge bg="light" text="dark" className="border fw-normal">
          <FormattedMessage {...QUESTION_TYPE_LABELS[q.type]} />
        </Badge>
        <span className="small text-body-secondary">#{q.id}</span>
      </div>
    </div>
  );
}
