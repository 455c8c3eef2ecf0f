import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { BookmarkIcon } from '../../../components/icons';
import { navigatorMessages as m } from '../messages';
import type { TestRunnerStore } from '../test-runner-store';

/** What the grid's squares mean. */
function Legend({ showCurrent }: { showCurrent: boolean }) {
  return (
    <ul className="tr-legend" aria-hidden="true">
      {showCurrent && (
        <li>
          <span className="tr-legend-swatch tr-legend-current" />
          <FormattedMessage {...m.legendCurrent} />
        </li>
      )}
      <li>
        <span className="tr-legend-swatch tr-legend-unanswered" />
        <FormattedMessage {...m.legendUnanswered} />
      </li>
      <li>
        <span className="tr-legend-swatch tr-legend-answered" />
        <FormattedMessage {...m.legendAnswered} />
      </li>
      <li>
        <span className="tr-legend-mark">
          <BookmarkIcon filled />
        </span>
        <FormattedMessage {...m.legendMarked} />
      </li>
    </ul>
  );
}

export interface QuestionGridProps {
  store: TestRunnerStore;
  /** After a jump (closes the navigator popup). */
  onPicked?: () => void;
  /** The review page has no "current" question. */
  showCurrent: boolean;
}

/**
 * Every question of the module as a square: answered (filled), unanswered (dashed), marked for review
 * (a bookmark) and the current one (a location pin). Each button names its status for screen readers.
 */
export const QuestionGrid = observer(function QuestionGrid({ store, onPicked, showCurrent }: QuestionGridProps) {
  const intl = useIntl();
  return (
    <section role="region" aria-label={intl.formatMessage(m.region)} data-testid="question-navigator">
      <Legend showCurrent={showCurrent} />
      <div className="tr-grid">
        {store.questions.map((q, i) => {
          const answer = store.answerOf(q.id);
          const answered = store.statusOf(q.id) === 'answered';
          const current = showCurrent && store.view === 'question' && i === store.index;
          return (
            <button
              key={q.id}
              type="button"
              className={['tr-grid-item', answered ? 'is-answered' : 'is-unanswered', answer.marked && 'is-marked', current && 'is-current']
                .filter(Boolean)
                .join(' ')}
              aria-label={intl.formatMessage(m.button, {
                number: q.number,
                answered: String(answered),
                marked: String(answer.marked),
                current: String(current),
              })}
              aria-current={current ? 'step' : undefined}
              data-status={answered ? 'answered' : 'unanswered'}
              data-marked={answer.marked || undefined}
              data-testid={`nav-question-${q.number}`}
              onClick={() => {
                store.goTo(i);
                onPicked?.();
              }}
            >
              {q.number}
              {answer.marked && (
                <span className="tr-grid-mark">
                  <BookmarkIcon filled />
                </span>
              )}
            </button>
          );
        })}
      </div>
    </section>
  );
});
