import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { ConfirmModal } from '../../../components/confirm-modal';
import { reviewMessages as m } from '../messages';
import type { TestRunnerStore } from '../test-runner-store';
import { useModuleHeading } from '../module-heading';
import { QuestionGrid } from './question-grid';

/** The end-of-module review: every question with its status, a jump to any of them, and Submit module. */
export const ReviewPage = observer(function ReviewPage({ store }: { store: TestRunnerStore }) {
  const [confirming, setConfirming] = useState(false);
  const heading = useModuleHeading(store.attempt?.plan ?? []);
  const total = store.questions.length;
  const answered = store.answeredCount;
  const marked = store.questions.filter((q) => store.answerOf(q.id).marked).length;
  return (
    <div className="tr-review" data-testid="review-page">
      <h1 className="h3 text-center">
        <FormattedMessage {...m.title} />
      </h1>
      <p className="text-center text-body-secondary">
        <FormattedMessage {...m.body} />
      </p>
      <div className="tr-review-card">
        <h2 className="h6">{store.module && heading(store.module)}</h2>
        <p className="small text-body-secondary" data-testid="review-summary">
          <FormattedMessage {...m.summary} values={{ answered, total, marked }} />
        </p>
        <QuestionGrid store={store} showCurrent={false} />
      </div>
      <div className="text-center mt-4">
        <Button variant="primary" size="lg" onClick={() => setConfirming(true)} disabled={store.busy} data-testid="submit-module">
          <FormattedMessage {...m.submit} />
        </Button>
      </div>
      <ConfirmModal
        show={confirming}
        title={<FormattedMessage {...m.confirmTitle} />}
        body={<FormattedMessage {...m.confirmBody} values={{ unanswered: total - answered }} />}
        confirmLabel={<FormattedMessage {...m.confirmOk} />}
        busy={store.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void store.submitModule().then(() => setConfirming(false));
        }}
      />
    </div>
  );
});
