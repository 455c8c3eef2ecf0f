import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ATTEMPT_TARGET_TYPES, type AttemptTargetType } from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { testRunnerApi } from '../api';
import { RunnerScreen } from '../components/runner-screen';
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
  const [ready, setReady] = useState(false);
  // Opening resumes the attempt, which the server counts as a leave: once per mount, strict mode included.
  const opened = useRef(false);

  useEffect(() => {
    store.activate();
    return () => store.dispose();
  }, [store]);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const started = (location.state as RunnerLocationState | null)?.startedAttemptId;
    store
      .open(type, targetId, started)
      .then((result) => {
        if (result === 'start') {
          navigate(startPath(type, targetId), { replace: true });
          return;
        }
        setReady(true);
        // Without the start page's state, a reload of this entry counts as a leave, as it should.
        if (started !== undefined) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      })
      .catch((error: unknown) => ui.handleError(error, { pageLevel: true }));
    // Opened once for the mounted test; the route keys the component by type and id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!ready) return <FullPageSpinner />;
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
