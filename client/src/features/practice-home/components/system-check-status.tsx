import { Alert } from 'react-bootstrap';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { startMessages as m } from '../messages';
import { SYSTEM_CHECK_PATH } from '../paths';
import { lastSystemCheck } from '../system-check';

/** The spec's "complete all system checks before starting", with whether this browser passed and a link to run it. */
export function SystemCheckStatus() {
  const passedAt = lastSystemCheck();
  return (
    <Alert variant={passedAt ? 'success' : 'warning'} className="mb-0" data-testid="start-system-check" data-passed={passedAt !== null}>
      <div className="fw-semibold mb-1">
        <FormattedMessage {...m.systemCheckReminder} />
      </div>
      <div className="small">
        {passedAt ? (
          <FormattedMessage {...m.systemCheckPassed} values={{ date: <FormattedDate value={passedAt} dateStyle="medium" /> }} />
        ) : (
          <FormattedMessage {...m.systemCheckMissing} />
        )}{' '}
        <Link to={SYSTEM_CHECK_PATH}>
          <FormattedMessage {...m.systemCheckLink} />
        </Link>
      </div>
    </Alert>
  );
}
