import { Alert, Button, ProgressBar } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegradeRunDto } from '@app/shared';
import { panelMessages as m } from '../messages';
import { RegradeChanges } from './regrade-changes';

/** Where a run stands: waiting, a done/total bar while running, or its outcome with the changed attempts. */
export function RegradeProgress({ run, onCheckAgain }: { run: RegradeRunDto; onCheckAgain: () => void }) {
  const intl = useIntl();
  if (run.status === 'queued' || run.status === 'running') {
    const label = intl.formatMessage(m.progress, { done: run.done, total: run.total });
    return (
      <div data-testid="regrade-progress" data-status={run.status}>
        <ProgressBar now={run.done} max={Math.max(run.total, 1)} animated aria-label={label} className="mb-2" data-testid="regrade-progress-bar" />
        <p className="small text-body-secondary mb-0">{run.status === 'queued' ? intl.formatMessage(m.queued) : label}</p>
      </div>
    );
  }
  if (run.status === 'failed') {
    return (
      <Alert variant="danger" className="small mb-0" data-testid="regrade-failed">
        <p className="mb-1">
          <FormattedMessage {...m.failed} values={{ done: run.done, total: run.total }} />
        </p>
        {/* The job's own error text (not translated): what an admin would look up in the logs. */}
        {run.error && <p className="font-monospace mb-2">{run.error}</p>}
        <Button size="sm" variant="outline-danger" onClick={onCheckAgain} data-testid="regrade-check-again">
          <FormattedMessage {...m.checkAgain} />
        </Button>
        <RegradeChanges log={run.log} />
      </Alert>
    );
  }
  return (
    <div data-testid="regrade-done">
      <Alert variant="success" className="small mb-0">
        <FormattedMessage {...m.done} values={{ total: run.total, changed: run.changed }} />
      </Alert>
      <RegradeChanges log={run.log} />
    </div>
  );
}
