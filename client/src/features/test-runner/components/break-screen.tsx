import { observer } from 'mobx-react-lite';
import { Button } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatClock } from '../clock';
import { breakMessages as m, timerMessages } from '../messages';
import { useModuleHeading } from '../module-heading';
import type { TestRunnerStore } from '../test-runner-store';

/** Between sections: the break's own countdown; the next module starts when it ends, or earlier on request. */
export const BreakScreen = observer(function BreakScreen({ store }: { store: TestRunnerStore }) {
  const intl = useIntl();
  const plan = store.attempt?.plan ?? [];
  const heading = useModuleHeading(plan);
  const next = plan.find((s) => s.state === 'upcoming');
  return (
    <div className="tr-center-screen" data-testid="break-screen">
      <h1 className="h3">
        <FormattedMessage {...m.title} />
      </h1>
      <div className="tr-break-clock" role="timer" aria-label={intl.formatMessage(timerMessages.breakRemaining)} data-testid="break-timer">
        {formatClock(store.remainingSeconds ?? 0)}
      </div>
      <p className="text-body-secondary">
        <FormattedMessage {...m.body} />
      </p>
      {next && (
        <p className="fw-semibold">
          <FormattedMessage {...m.next} values={{ title: heading(next) }} />
        </p>
      )}
      <Button variant="primary" size="lg" onClick={() => void store.continueBreak()} disabled={store.busy}>
        <FormattedMessage {...m.resume} />
      </Button>
    </div>
  );
});
