import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ATTEMPT_TARGET_TYPES, type AttemptTargetType } from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { testRunnerApi } from '../api';
import { RunnerScreen } from '../components/runner-screen';
import { finishedMessages, pageMessages } from '../messages';
import { TestRunnerStore } from '../test-runner-store';
import '../test-runner.css';

/** What the start page passes when it has just created the attempt (so opening it is not a leave). */
export interface RunnerLocationState {
  startedAttemptId?: number;
}

export const startPath = (type: AttemptTargetType, id: number) => `/test/${type}/${id}/start`;

const isTargetType = (value: string | undefined): value is AttemptTargetType => (ATTEMPT_TARGET_TYPES as readonly string[]).includes(value ?? '');

function Runner({ type, targetId, forceCompact }: { type: AttemptTargetType; targetId: number; forceCompact: boolean }) {
  const { api, ui } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const [store] = useState(() => new TestRunnerStore({ api: testRunnerApi(api), onError: (error) => ui.handleError(error) }));
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [round, setRound] = useState(0);
  // Opening resumes the attempt, which the server counts as a leave: once per round, strict mode included.
  const opened = useRef(-1);

  useEffect(() => {
    store.activate();
    return () => store.dispose();
  }, [store]);

  useEffect(() => {
    if (opened.current === round) return;
    opened.current = round;
    setPhase('loading');
    const started = (location.state as RunnerLocationState | null)?.startedAttemptId;
    store
      .open(type, targetId, started)
      .then((result) => {
        if (result === 'start') {
          navigate(startPath(type, targetId), { replace: true });
          return;
        }
        setPhase('ready');
        // Without the start page's state, a reload of this entry counts as a leave, as it should.
        if (started !== undefined) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      })
      .catch((error: unknown) => {
        setPhase('failed');
        ui.handleError(error, { pageLevel: true });
      });
    // Opened once per round for the mounted test; the route keys the component by type and id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  if (phase === 'failed') {
    return (
      <div className="tr-center-screen" data-testid="runner-load-failed">
        <p>
          <FormattedMessage {...pageMessages.loadFailed} />
        </p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <Button variant="primary" onClick={() => setRound((r) => r + 1)}>
            <FormattedMessage {...pageMessages.retry} />
          </Button>
          <Link to={PATHS.home} className="btn btn-outline-secondary">
            <FormattedMessage {...finishedMessages.home} />
          </Link>
        </div>
      </div>
    );
  }
  if (phase === 'loading') return <FullPageSpinner />;
  return <RunnerScreen store={store} forceCompact={forceCompact} />;
}

function TestRunnerRoute({ forceCompact }: { forceCompact: boolean }) {
  const { practiceType, id } = useParams();
  const targetId = Number(id);
  if (!isTargetType(practiceType) || !Number.isInteger(targetId) || targetId <= 0) return <Navigate to={PATHS.notFound} replace />;
  return <Runner key={`${practiceType}:${targetId}`} type={practiceType} targetId={targetId} forceCompact={forceCompact} />;
}

/** `/test/:practiceType/:id`: the test screen (no header or footer). */
export function TestRunnerPage() {
  return <TestRunnerRoute forceCompact={false} />;
}

/** `/test/m/:practiceType/:id`: the same screen in the phone layout whatever the width. */
export function MobileTestRunnerPage() {
  return <TestRunnerRoute forceCompact />;
}
