import { observer } from 'mobx-react-lite';
import { Button } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { TIMER_WARNING_SECONDS } from '@app/shared';
import { formatClock } from '../clock';
import { headerMessages as m, timerMessages } from '../messages';
import type { TestRunnerStore } from '../test-runner-store';

/**
 * The module's countdown. It can be hidden, but shows anyway in the last five minutes. The ticking
 * text itself is not live (a screen reader would read it every second); the five-minute warning is
 * announced once through the polite live region.
 */
export const Countdown = observer(function Countdown({ store }: { store: TestRunnerStore }) {
  const intl = useIntl();
  const left = store.remainingSeconds ?? 0;
  const urgent = left <= TIMER_WARNING_SECONDS;
  const canHide = !urgent;
  return (
    <div className="tr-timer">
      <div
        role="timer"
        aria-label={intl.formatMessage(m.timeRemaining)}
        className={`tr-timer-value${urgent ? ' tr-timer-urgent' : ''}`}
        data-testid="runner-timer"
      >
        {store.timerVisible ? formatClock(left) : <span className="tr-timer-hidden">{intl.formatMessage(m.timerHidden)}</span>}
      </div>
      {canHide && (
        <Button
          variant="outline-secondary"
          size="sm"
          className="tr-timer-toggle"
          onClick={store.toggleTimer}
          aria-label={intl.formatMessage(store.timerHidden ? m.showTimerLabel : m.hideTimerLabel)}
          aria-pressed={store.timerHidden}
        >
          <FormattedMessage {...(store.timerHidden ? m.showTimer : m.hideTimer)} />
        </Button>
      )}
      <div className="visually-hidden" aria-live="polite" data-testid="timer-announcement">
        {store.warningShown ? intl.formatMessage(timerMessages.fiveMinutes) : ''}
      </div>
    </div>
  );
});
