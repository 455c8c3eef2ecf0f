import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Alert, Button, Card, Container, ListGroup } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { ClassExamAvailability, ClassExamLockDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { LoginToStart } from '../../../components/login-to-start';
import { PageHeader } from '../../../components/page-header';
import { PATHS } from '../../../config/paths';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { reportPath } from '../../results';
import { classesApi } from '../api';
import { startProblem } from '../class-errors';
import { commonMessages as cm, lockMessages as m } from '../messages';
import { CLASSES_PATHS, classRunnerPath } from '../paths';

const AVAILABILITY_NOTE: Partial<Record<ClassExamAvailability, MessageDescriptor>> = {
  not_open: m.notOpen,
  closed: m.closed,
  no_attempts_left: m.noAttemptsLeft,
};

function Start({ lock }: { lock: ClassExamLockDto }) {
  const { api, ui } = useStores();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const start = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const started = await classesApi(api).start(lock.class_exam_id);
      // A new attempt was just created: opening it is not a leave (the runner reads this state).
      navigate(classRunnerPath(started.target_type, started.target_id), { state: started.created ? { startedAttemptId: started.attempt_id } : null });
    } catch (error) {
      setBusy(false);
      const known = startProblem(error);
      if (known) setProblem(known);
      else ui.handleError(error);
    }
  };
  const note = AVAILABILITY_NOTE[lock.availability];
  return (
    <Card className="shadow-soft mb-3">
      <Card.Body className="p-4">
        {note ? (
          <Alert variant="secondary" className="mb-0" data-testid="lock-unavailable">
            <FormattedMessage {...note} />
          </Alert>
        ) : (
          <Button
            size="lg"
            className="w-100"
            variant={lock.availability === 'resume' ? 'warning' : 'primary'}
            disabled={busy}
            onClick={() => void start()}
            data-testid="lock-start"
          >
            <FormattedMessage {...(lock.availability === 'resume' ? m.resume : m.start)} />
          </Button>
        )}
        {problem && (
          <Alert variant="danger" className="mt-3 mb-0" data-testid="lock-problem">
            <FormattedMessage {...problem} />
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

const LockView = observer(function LockView({ classExamId }: { classExamId: number }) {
  const { api, session } = useStores();
  const { data: lock } = useLoad(() => classesApi(api).lock(classExamId), String(classExamId), { pageLevel: true, skip: !session.isLoggedIn });
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: 760 }} data-testid="class-exam-lock-page">
      <PageHeader
        back={{ to: CLASSES_PATHS.mine, label: <FormattedMessage {...m.back} /> }}
        title={lock ? lock.title : <FormattedMessage {...m.title} />}
        subtitle={lock && <FormattedMessage {...m.subtitle} values={{ className: lock.class_name, teacher: displayName(lock.teacher) }} />}
      />
      {!session.isLoggedIn ? (
        <LoginToStart label={m.login} note={m.loginNote} testId="lock-login" />
      ) : (
        lock && (
          <>
            <Card className="shadow-soft mb-3">
              <Card.Body className="p-4">
                <dl className="row mb-0 small">
                  <dt className="col-5 fw-medium">
                    <FormattedMessage {...m.kind} />
                  </dt>
                  <dd className="col-7">
                    <FormattedMessage {...cm[`type_${lock.target_type}`]} />
                  </dd>
                  <dt className="col-5 fw-medium">
                    <FormattedMessage {...m.opens} />
                  </dt>
                  <dd className="col-7">
                    <FormattedDate value={lock.opens_at} dateStyle="medium" timeStyle="short" />
                  </dd>
                  <dt className="col-5 fw-medium">
                    <FormattedMessage {...m.due} />
                  </dt>
                  <dd className="col-7">
                    <FormattedDate value={lock.due_at} dateStyle="medium" timeStyle="short" />
                  </dd>
                  <dt className="col-5 fw-medium">
                    <FormattedMessage {...m.attempts} />
                  </dt>
                  <dd className="col-7 mb-0" data-testid="lock-attempts">
                    <FormattedMessage {...m.attemptsValue} values={{ used: lock.attempts_used, allowed: lock.attempts_allowed }} />
                  </dd>
                </dl>
              </Card.Body>
            </Card>
            <Start lock={lock} />
            {lock.results.length > 0 && (
              <Card className="shadow-soft" data-testid="lock-results">
                <Card.Body>
                  <h2 className="h6 fw-semibold">
                    <FormattedMessage {...m.results} />
                  </h2>
                  <ListGroup variant="flush">
                    {lock.results.map((r) => (
                      <ListGroup.Item key={r.attempt_id} className="px-0 d-flex justify-content-between">
                        <FormattedDate value={r.finished_at} dateStyle="medium" timeStyle="short" />
                        <Link to={reportPath(r.attempt_id)}>
                          <FormattedMessage {...m.viewResult} />
                        </Link>
                      </ListGroup.Item>
                    ))}
                  </ListGroup>
                </Card.Body>
              </Card>
            )}
          </>
        )
      )}
    </Container>
  );
});

/** `/class/exam/{classExamId}`: the class test's lock page (public, no header or footer): log in, then start. */
export function ClassExamLockPage() {
  const { classExamId } = useParams();
  const id = Number(classExamId);
  if (!Number.isSafeInteger(id) || id < 1) return <Navigate to={PATHS.notFound} replace />;
  return <LockView key={id} classExamId={id} />;
}
