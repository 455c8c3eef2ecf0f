import { useMemo, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useStores } from '../../../stores/store-context';
import { regradesApi, type RegradeTarget } from '../api';
import { isActive, useRegradeRun } from '../hooks/use-regrade-run';
import { panelMessages as m } from '../messages';
import { RegradeProgress } from './regrade-progress';

export interface RegradePanelProps {
  target: RegradeTarget;
  /** The test's `first_taken_at`: a test nobody has taken has no attempts to regrade, so no panel. */
  firstTakenAt: string | null;
}

/**
 * "Regrade attempts" on the detail page of a taken practice, full set or adaptive set: after an answer-key
 * or score-table change the author recomputes every finished attempt as a background job and watches it.
 */
export function RegradePanel({ target, firstTakenAt }: RegradePanelProps) {
  if (!firstTakenAt) return null;
  return <TakenTestPanel target={target} />;
}

function TakenTestPanel({ target }: { target: RegradeTarget }) {
  const { api } = useStores();
  const client = useMemo(() => regradesApi(api), [api]);
  const { run, starting, pollFailed, start, refresh } = useRegradeRun(client, target);
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    await start();
    setConfirming(false);
  };

  return (
    <Card className="shadow-soft mt-4" data-testid="regrade-panel">
      <Card.Header className="bg-transparent fw-semibold py-3 px-4">
        <FormattedMessage {...m.title} />
      </Card.Header>
      <Card.Body className="p-4">
        <p className="small text-body-secondary">
          <FormattedMessage {...m.intro} />
        </p>
        <Button
          variant="outline-primary"
          size="sm"
          disabled={isActive(run) || starting}
          onClick={() => setConfirming(true)}
          data-testid="regrade-start"
        >
          <FormattedMessage {...m.start} />
        </Button>
        {run && (
          <div className="mt-3">
            <RegradeProgress run={run} onCheckAgain={refresh} />
          </div>
        )}
        {pollFailed && (
          <Alert variant="warning" className="small mt-3 mb-0" data-testid="regrade-poll-failed">
            <FormattedMessage {...m.pollFailed} />{' '}
            <Button size="sm" variant="link" className="p-0 align-baseline" onClick={refresh}>
              <FormattedMessage {...m.checkAgain} />
            </Button>
          </Alert>
        )}
      </Card.Body>
      <ConfirmModal
        show={confirming}
        busy={starting}
        title={<FormattedMessage {...m.confirmTitle} />}
        body={<FormattedMessage {...m.confirmBody} />}
        confirmLabel={<FormattedMessage {...m.confirmOk} />}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
