import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Container, ListGroup, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  ATTEMPT_TAKE_LIMIT,
  ATTEMPT_TARGET_TYPES,
  LEAVE_GRACE_SECONDS,
  type AttemptDto,
  type AttemptTargetType,
  type CatalogDetailDto,
  type CatalogPartDto,
} from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { useLoad } from '../../../components/hooks/use-load';
import { SECTION_LABELS, TOOL_LABELS, VERSION_LABELS } from '../../../components/taxonomy/test-labels';
import { catalogApi } from '../api';
import { EntryBadges } from '../components/entry-facts';
import { PlansPrompt } from '../components/plans-prompt';
import { SystemCheckStatus, useSystemChecks } from '../components/system-check-status';
import { startMessages as m, studentListMessages } from '../messages';
import { PRACTICES_PATH, runnerPath } from '../paths';
import { startFailure, type StartFailure } from '../start-errors';
import { testLabelMessages } from '../../../components/taxonomy/test-label-messages';
import { minutesOf } from '../../../lib/duration';
import { LoginToStart } from '../../../components/login-to-start';
import { PageHeader } from '../../../components/page-header';

/** What the runner reads to know the attempt was just started (so it does not count a leave). */
export interface StartedState {
  startedAttemptId: number;
}

function Section({ title, children, testId }: { title: MessageDescriptor; children: ReactNode; testId?: string }) {
  return (
    <Card className="shadow-soft mb-3" data-testid={testId}>
      <Card.Body className="p-4">
        <h2 className="h6 fw-semibold text-uppercase text-body-secondary mb-3">
          <FormattedMessage {...title} />
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}

const PART_LABEL: Record<CatalogPartDto['stage'], MessageDescriptor> = { single: m.partSingle, module1: m.partModule1, module2: m.partModule2 };

function Parts({ detail }: { detail: CatalogDetailDto }) {
  const intl = useIntl();
  return (
    <Section title={m.sectionsTitle} testId="start-parts">
      <ListGroup variant="flush" className="mb-3">
        {detail.parts.map((p) => (
          <ListGroup.Item key={p.position} className="px-0">
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <span className="fw-medium">
                <FormattedMessage {...PART_LABEL[p.stage]} values={{ section: intl.formatMessage(SECTION_LABELS[p.section]) }} />
              </span>
              <span className="small text-body-secondary text-nowrap">
                <FormattedMessage {...testLabelMessages.questions} values={{ count: p.questionCount }} /> ·{' '}
                <FormattedMessage {...testLabelMessages.minutes} values={{ minutes: minutesOf(p.timeLimitSeconds) }} />
              </span>
            </div>
            {p.stage === 'single' && p.title && detail.parts.length > 1 && <div className="small text-body-secondary">{p.title}</div>}
            {p.stage === 'module2' && (
              <div className="small text-body-secondary">
                <FormattedMessage {...m.module2Note} />
              </div>
            )}
            {p.breakAfterSeconds > 0 && (
              <div className="small text-info-emphasis mt-1">
                <FormattedMessage {...studentListMessages.breakAfter} values={{ minutes: minutesOf(p.breakAfterSeconds) }} />
              </div>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
      <p className="small mb-0 fw-medium">
        <FormattedMessage {...m.total} values={{ questions: detail.questionCount, minutes: minutesOf(detail.timeLimitSeconds) }} />
      </p>
    </Section>
  );
}

function Tools({ detail }: { detail: CatalogDetailDto }) {
  const intl = useIntl();
  return (
    <Section title={m.toolsTitle} testId="start-tools">
      {detail.tools.length === 0 ? (
        <p className="mb-0 text-body-secondary">
          <FormattedMessage {...m.noTools} />
        </p>
      ) : (
        <ul className="mb-0 ps-3">
          {detail.tools.map((t) => (
            <li key={t}>{intl.formatMessage(TOOL_LABELS[t])}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Rules({ takes }: { takes: number | null }) {
  return (
    <Section title={m.rulesTitle} testId="start-rules">
      <ul className="mb-0 ps-3 d-flex flex-column gap-1">
        <li>
          <FormattedMessage {...m.ruleTimer} />
        </li>
        <li>
          <FormattedMessage {...m.ruleLeaves} values={{ seconds: LEAVE_GRACE_SECONDS }} />
        </li>
        <li>
          <FormattedMessage {...m.ruleNoReturn} />
        </li>
        {takes !== null && (
          <li>
            <FormattedMessage {...m.ruleTakes} values={{ limit: ATTEMPT_TAKE_LIMIT, takes }} />
          </li>
        )}
      </ul>
    </Section>
  );
}

function Setup({ detail }: { detail: CatalogDetailDto }) {
  return (
    <Section title={m.setupTitle} testId="start-setup">
      <dl className="row mb-0 small">
        <dt className="col-5 fw-medium">
          <FormattedMessage {...m.setupVersion} />
        </dt>
        <dd className="col-7 mb-1">
          <FormattedMessage {...VERSION_LABELS[detail.version]} />
        </dd>
        <dt className="col-5 fw-medium">
          <FormattedMessage {...m.setupMode} />
        </dt>
        <dd className="col-7 mb-0">
          <FormattedMessage {...m.modeTimed} />
        </dd>
      </dl>
    </Section>
  );
}

function Problem({ failure }: { failure: Extract<StartFailure, { kind: 'message' }> }) {
  return (
    <Alert variant="danger" className="mt-3 mb-0" data-testid="start-problem">
      {failure.message ? <FormattedMessage {...failure.message} /> : failure.text}
      {failure.toPractices && (
        <div className="mt-2">
          <Link to={PRACTICES_PATH} className="alert-link">
            <FormattedMessage {...m.tooManyTakesLink} />
          </Link>
        </div>
      )}
    </Alert>
  );
}

/** Start, or Resume and Restart when the caller has a running attempt; the refusals of spec section 8. */
function Actions({ detail, blocked }: { detail: CatalogDetailDto; blocked: boolean }) {
  const { api, ui } = useStores();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [plans, setPlans] = useState(false);
  const [problem, setProblem] = useState<Extract<StartFailure, { kind: 'message' }> | null>(null);
  const client = catalogApi(api);
  const target = runnerPath(detail.type, detail.id);

  const begin = async (action: () => Promise<AttemptDto>) => {
    setBusy(true);
    setProblem(null);
    try {
      const attempt = await action();
      navigate(target, { state: { startedAttemptId: attempt.id } satisfies StartedState });
    } catch (error) {
      setBusy(false);
      setConfirmRestart(false);
      const failure = startFailure(error);
      if (failure.kind === 'plans') setPlans(true);
      else if (failure.kind === 'message') setProblem(failure);
      else ui.handleError(error);
    }
  };

  const running = detail.activeAttemptId;
  return (
    <Card className="shadow-soft mb-3">
      <Card.Body className="p-4">
        {running === null ? (
          <Button
            size="lg"
            className="w-100"
            // A failing system check (said above) keeps the test from starting on this device.
            disabled={busy || blocked}
            onClick={() => void begin(() => client.start(detail.type, detail.id))}
            data-testid="start-test"
          >
            <FormattedMessage {...m.start} />
          </Button>
        ) : (
          <>
            <p className="small mb-3" data-testid="start-running">
              <FormattedMessage {...m.running} />
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Button size="lg" variant="warning" className="flex-grow-1" disabled={busy} onClick={() => navigate(target)} data-testid="start-resume">
                <FormattedMessage {...m.resume} />
              </Button>
              <Button
                size="lg"
                variant="outline-danger"
                className="flex-grow-1"
                disabled={busy}
                onClick={() => setConfirmRestart(true)}
                data-testid="start-restart"
              >
                <FormattedMessage {...m.restart} />
              </Button>
            </div>
          </>
        )}
        {problem && <Problem failure={problem} />}
      </Card.Body>
      {running !== null && (
        <ConfirmModal
          show={confirmRestart}
          title={<FormattedMessage {...m.restartTitle} />}
          body={<FormattedMessage {...m.restartBody} />}
          confirmLabel={<FormattedMessage {...m.restart} />}
          danger
          busy={busy}
          onConfirm={() => void begin(() => client.restart(running))}
          onCancel={() => setConfirmRestart(false)}
        />
      )}
      <PlansPrompt show={plans} onClose={() => setPlans(false)} />
    </Card>
  );
}

const StartView = observer(function StartView({ type, id }: { type: AttemptTargetType; id: number }) {
  const { api, session } = useStores();
  const { data: detail } = useLoad(() => catalogApi(api).detail(type, id), `${type}/${id}`, { pageLevel: true, skip: !session.isLoggedIn });
  const checks = useSystemChecks();
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: 1040 }} data-testid="test-start-page">
      <PageHeader
        back={{ to: PRACTICES_PATH, label: <FormattedMessage {...m.back} /> }}
        title={detail ? detail.title : <FormattedMessage {...m.setupTitle} />}
        subtitle={detail && <EntryBadges entry={detail} />}
      />
      <Row className="g-4">
        <Col lg={7}>
          {detail && <Parts detail={detail} />}
          {detail && <Tools detail={detail} />}
          <Rules takes={detail?.takes ?? null} />
        </Col>
        <Col lg={5}>
          {detail && <Setup detail={detail} />}
          <div className="mb-3">
            <SystemCheckStatus results={checks} />
          </div>
          {!session.isLoggedIn ? (
            <LoginToStart label={m.loginToStart} note={m.loginNote} testId="start-login" className="mb-3" />
          ) : detail ? (
            <Actions detail={detail} blocked={(checks ?? []).some((c) => c.status === 'fail')} />
          ) : null}
        </Col>
      </Row>
    </Container>
  );
});

const isTargetType = (v: string | undefined): v is AttemptTargetType => (ATTEMPT_TARGET_TYPES as readonly string[]).includes(v ?? '');

/** `/test/{practiceType}/{id}/start` and `/{product}/test/...`: the public lock page before a test (no header or footer). */
export function TestStartPage() {
  const { practiceType, id } = useParams();
  const numeric = Number(id);
  if (!isTargetType(practiceType) || !Number.isInteger(numeric) || numeric < 1) return <Navigate to={PATHS.notFound} replace />;
  return <StartView key={`${practiceType}/${numeric}`} type={practiceType} id={numeric} />;
}
