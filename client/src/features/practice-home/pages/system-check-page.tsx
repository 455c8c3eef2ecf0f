import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, ListGroup, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { API_BASE_URL } from '../../../config/env';
import { systemCheckMessages as m } from '../messages';
import { PRACTICES_PATH } from '../paths';
import {
  overallStatus,
  rememberSystemCheck,
  returnPathOf,
  runSystemChecks,
  type CheckName,
  type CheckResult,
  type CheckStatus,
} from '../system-check';
import { PageHeader } from '../../../components/page-header';

const NAMES: Record<CheckName, MessageDescriptor> = {
  browser: m.nameBrowser,
  connection: m.nameConnection,
  screen: m.nameScreen,
  clock: m.nameClock,
};

/** The explanation of each check's outcome, by `${name}.${reason}`. */
const REASONS: Record<string, MessageDescriptor> = {
  'browser.ok': m.browserOk,
  'browser.noStorage': m.browserNoStorage,
  'browser.old': m.browserOld,
  'connection.ok': m.connectionOk,
  'connection.slow': m.connectionSlow,
  'connection.offline': m.connectionOffline,
  'screen.ok': m.screenOk,
  'screen.mobile': m.screenMobile,
  'screen.tooNarrow': m.screenTooNarrow,
  'clock.ok': m.clockOk,
  'clock.off': m.clockOff,
  'clock.unknown': m.clockUnknown,
};

const STATUS: Record<CheckStatus, { label: MessageDescriptor; bg: string; text: string; alert: string; overall: MessageDescriptor }> = {
  pass: { label: m.statusPass, bg: 'success-subtle', text: 'success-emphasis', alert: 'success', overall: m.overallPass },
  warn: { label: m.statusWarn, bg: 'warning-subtle', text: 'warning-emphasis', alert: 'warning', overall: m.overallWarn },
  fail: { label: m.statusFail, bg: 'danger-subtle', text: 'danger-emphasis', alert: 'danger', overall: m.overallFail },
};

function CheckRow({ result }: { result: CheckResult }) {
  const intl = useIntl();
  const look = STATUS[result.status];
  return (
    <ListGroup.Item className="d-flex gap-3 align-items-start py-3" data-testid={`check-${result.name}`} data-status={result.status}>
      <Badge bg={look.bg} text={look.text} className="fw-medium mt-1" style={{ minWidth: 72 }}>
        {intl.formatMessage(look.label)}
      </Badge>
      <div>
        <div className="fw-semibold">{intl.formatMessage(NAMES[result.name])}</div>
        <div className="small text-body-secondary">{intl.formatMessage(REASONS[`${result.name}.${result.reason}`], result.values)}</div>
      </div>
    </ListGroup.Item>
  );
}

/**
 * `/systemcheck` (public): browser, connection, screen and clock, each pass, warn or fail; a run without
 * failures is remembered. Opened from a test's start page (`?from=`), it leads back there.
 */
export function SystemCheckPage() {
  const [params] = useSearchParams();
  const back = returnPathOf(params.get('from'));
  const [results, setResults] = useState<CheckResult[] | null>(null);
  const run = useCallback(() => {
    setResults(null);
    void runSystemChecks(`${API_BASE_URL}/health`).then((r) => {
      rememberSystemCheck(overallStatus(r), new Date());
      setResults(r);
    });
  }, []);
  useEffect(run, [run]);

  const overall = results ? overallStatus(results) : null;
  return (
    <div className="mx-auto" style={{ maxWidth: 720 }} data-testid="system-check-page">
      <PageHeader title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.intro} />} />
      <Card className="shadow-soft mb-3">
        {results ? (
          <ListGroup variant="flush">
            {results.map((r) => (
              <CheckRow key={r.name} result={r} />
            ))}
          </ListGroup>
        ) : (
          <Card.Body className="py-5 text-center">
            <Spinner animation="border" role="status" variant="primary" size="sm" className="me-2" />
            <FormattedMessage {...m.checking} />
          </Card.Body>
        )}
      </Card>
      {overall && (
        <Alert variant={STATUS[overall].alert} data-testid="system-check-overall" data-status={overall}>
          <FormattedMessage {...STATUS[overall].overall} />
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-primary" onClick={run} disabled={!results}>
          <FormattedMessage {...m.run} />
        </Button>
        {back ? (
          <Link to={back} className="btn btn-primary" data-testid="system-check-back">
            <FormattedMessage {...m.backToTest} />
          </Link>
        ) : (
          <Link to={PRACTICES_PATH} className="btn btn-primary">
            <FormattedMessage {...m.toPractices} />
          </Link>
        )}
      </div>
    </div>
  );
}
