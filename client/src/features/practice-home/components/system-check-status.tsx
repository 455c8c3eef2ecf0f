import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { API_BASE_URL } from '../../../config/env';
import { startMessages as m, systemCheckMessages } from '../messages';
import { SYSTEM_CHECK_PATH } from '../paths';
import { lastSystemCheck, overallStatus, rememberSystemCheck, runSystemChecks, type CheckName, type CheckResult } from '../system-check';

const NAMES: Record<CheckName, typeof systemCheckMessages.nameBrowser> = {
  browser: systemCheckMessages.nameBrowser,
  connection: systemCheckMessages.nameConnection,
  screen: systemCheckMessages.nameScreen,
  clock: systemCheckMessages.nameClock,
};

/** The start page's run of the system checks: null while they run. */
export function useSystemChecks(): CheckResult[] | null {
  const [results, setResults] = useState<CheckResult[] | null>(null);
  useEffect(() => {
    let live = true;
    void runSystemChecks(`${API_BASE_URL}/health`).then((r) => {
      rememberSystemCheck(overallStatus(r), new Date());
      if (live) setResults(r);
    });
    return () => {
      live = false;
    };
  }, []);
  return results;
}

/**
 * The spec's "complete all system checks before starting": the checks run on the start page itself; a
 * failing one says which and blocks Start (the page disables it), otherwise whether this browser passed.
 * The link to the full check carries this page, so the check leads back to the test.
 */
export function SystemCheckStatus({ results }: { results: CheckResult[] | null }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const failed = (results ?? []).filter((r) => r.status === 'fail');
  const passedAt = lastSystemCheck();
  const variant = failed.length ? 'danger' : passedAt ? 'success' : 'warning';
  return (
    <Alert
      variant={variant}
      className="mb-0"
      data-testid="start-system-check"
      data-passed={passedAt !== null}
      data-status={results ? overallStatus(results) : 'checking'}
    >
      <div className="fw-semibold mb-1">
        <FormattedMessage {...m.systemCheckReminder} />
      </div>
      <div className="small">
        {failed.length ? (
          <FormattedMessage {...m.systemCheckFailed} values={{ checks: intl.formatList(failed.map((r) => intl.formatMessage(NAMES[r.name]))) }} />
        ) : !results ? (
          <FormattedMessage {...m.systemCheckChecking} />
        ) : passedAt ? (
          <FormattedMessage {...m.systemCheckPassed} values={{ date: <FormattedDate value={passedAt} dateStyle="medium" /> }} />
        ) : (
          <FormattedMessage {...m.systemCheckMissing} />
        )}{' '}
        <Link to={`${SYSTEM_CHECK_PATH}?from=${encodeURIComponent(pathname)}`} data-testid="start-system-check-link">
          <FormattedMessage {...m.systemCheckLink} />
        </Link>
      </div>
    </Alert>
  );
}
