import { observer } from 'mobx-react-lite';
import { Button } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../../../stores/store-context';
import { footerMessages as m } from '../messages';
import type { TestRunnerStore } from '../test-runner-store';

export interface RunnerFooterProps {
  store: TestRunnerStore;
  onOpenNavigator: () => void;
}

/**
 * The student's name (where Bluebook shows it) with the save state beside it, the "Question X of Y"
 * navigator button, Back and Next (Next after the last question: the review page).
 */
export const RunnerFooter = observer(function RunnerFooter({ store, onOpenNavigator }: RunnerFooterProps) {
  const { session } = useStores();
  const onReview = store.view === 'review';
  return (
    <footer className="tr-footer">
      <div className="tr-footer-status">
        <span className="tr-footer-name fw-semibold text-truncate" data-testid="student-name">
          {session.displayName}
        </span>
        <span className="small text-body-secondary text-nowrap" data-testid="save-state">
          <FormattedMessage {...(store.pendingSaves > 0 ? m.saving : m.saved)} />
        </span>
      </div>
      <Button variant="dark" className="tr-footer-navigator" onClick={onOpenNavigator} aria-haspopup="dialog" data-testid="open-navigator">
        {onReview ? (
          <FormattedMessage {...m.reviewPage} />
        ) : (
          <FormattedMessage {...m.questionOf} values={{ current: store.index + 1, total: store.questions.length }} />
        )}
        <span aria-hidden="true" className="ms-1">
          ▴
        </span>
      </Button>
      <div className="tr-footer-actions">
        <Button variant="outline-primary" onClick={store.back} disabled={!onReview && store.index === 0}>
          <FormattedMessage {...m.back} />
        </Button>
        {!onReview && (
          <Button variant="primary" onClick={store.next}>
            <FormattedMessage {...m.next} />
          </Button>
        )}
      </div>
    </footer>
  );
});
