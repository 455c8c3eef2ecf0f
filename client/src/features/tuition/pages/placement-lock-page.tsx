import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Container } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { PlacementLockDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { LoginToStart } from '../../../components/login-to-start';
import { PageHeader } from '../../../components/page-header';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { tuitionApi } from '../api';
import { placementTestMessages as m } from '../messages';

/** The test runner's page of a target (the classes feature's lock page opens the same one). */
const runnerPath = (type: string, id: number) => `/test/${type}/${id}`;

function Start({ lock, invitationId }: { lock: PlacementLockDto; invitationId: number }) {
  const { api, ui } = useStores();
  const calls = useMemo(() => tuitionApi(api), [api]);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (lock.status === 'finished')
    return (
      <Alert variant="success" data-testid="placement-done">
        <FormattedMessage {...m.done} />
      </Alert>
    );
  const start = async () => {
    setBusy(true);
    try {
      const started = await calls.startPlacement(invitationId);
      // The attempt exists now: the runner opens it (its start answers the running attempt) and this is not a leave.
      navigate(runnerPath(started.target_type, started.target_id), { state: { startedAttemptId: started.attempt_id } });
    } catch (error) {
      setBusy(false);
      ui.handleError(error);
    }
  };
  return (
    <Button
      size="lg"
      className="w-100"
      variant={lock.status === 'in_progress' ? 'warning' : 'primary'}
      disabled={busy}
      onClick={() => void start()}
      data-testid="placement-start"
    >
      <FormattedMessage {...(lock.status === 'in_progress' ? m.resume : m.start)} />
    </Button>
  );
}

const LockView = observer(function LockView({ invitationId }: { invitationId: number }) {
  const { api, session } = useStores();
  const intl = useIntl();
  const { data: lock } = useLoad(() => tuitionApi(api).placementLock(invitationId), `placement:${invitationId}`, {
    pageLevel: true,
    skip: !session.isLoggedIn,
  });
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: 760 }} data-testid="placement-lock-page">
      <PageHeader
        back={{ to: '/classes', label: <FormattedMessage {...m.back} /> }}
        title={lock ? lock.title : <FormattedMessage {...m.title} />}
        subtitle={lock && <FormattedMessage {...m.course} values={{ course: lock.course }} />}
      />
      {!session.isLoggedIn ? (
        <LoginToStart label={m.login} note={m.loginNote} testId="placement-login" />
      ) : (
        lock && (
          <Card className="shadow-soft">
            <Card.Body className="p-4">
              <p className="mb-2">
                <FormattedMessage {...m.title} />
              </p>
              <p className="small text-body-secondary" data-testid="placement-rules">
                <FormattedMessage {...m.rules} values={{ hours: intl.formatNumber(lock.total_seconds / 3600) }} />
              </p>
              {lock.deadline_at && lock.status === 'in_progress' && (
                <p className="small fw-medium" data-testid="placement-deadline">
                  {intl.formatMessage(m.deadline, { time: intl.formatDate(lock.deadline_at, { dateStyle: 'medium', timeStyle: 'short' }) })}
                </p>
              )}
              <Start lock={lock} invitationId={invitationId} />
            </Card.Body>
          </Card>
        )
      )}
    </Container>
  );
});

/** `/placement/{invitationId}`: an invited student's placement test (public, bare, like the class test's lock page): log in, then start. */
export function PlacementLockPage() {
  const { invitationId } = useParams();
  const id = Number(invitationId);
  if (!Number.isSafeInteger(id) || id < 1) return <Navigate to={PATHS.notFound} replace />;
  return <LockView key={id} invitationId={id} />;
}
