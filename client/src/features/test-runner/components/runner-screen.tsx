import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, CloseButton } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PATHS } from '../../../config/paths';
import { useCompactLayout } from '../hooks/use-compact-layout';
import { useModuleMemory } from '../hooks/use-module-memory';
import { useShortcuts } from '../hooks/use-shortcuts';
import { useZoom } from '../hooks/use-zoom';
import { directionsMessages, headerMessages, noticeMessages, timerMessages } from '../messages';
import type { TestRunnerStore } from '../test-runner-store';
import { LineReader } from '../tools/line-reader';
import type { CalculatorHistoryEntry } from '../tools/calculator-tab';
import { ReferenceSheet } from '../tools/reference-sheet';
import { opensSection, useModuleHeading } from '../module-heading';
import { BreakScreen } from './break-screen';
import { SectionDirections } from './directions';
import { ConnectionBanner } from './connection-banner';
import { FinishedScreen } from './finished-screen';
import { NavigatorPopup } from './navigator-popup';
import { QuestionView } from './question-view';
import { ReviewPage } from './review-page';
import { RunnerFooter } from './runner-footer';
import { RunnerHeader } from './runner-header';

// The calculator (mathjs, function-plot) is large and only Math modules offer it.
const CalculatorPanel = lazy(() => import('../tools/calculator-panel').then((module) => ({ default: module.CalculatorPanel })));

export interface RunnerScreenProps {
  store: TestRunnerStore;
  /** The `/test/m/...` route: phone layout whatever the width. */
  forceCompact: boolean;
}

/** The open attempt: a module's questions or review page, the break, or the end. */
export const RunnerScreen = observer(function RunnerScreen({ store, forceCompact }: RunnerScreenProps) {
  const status = store.attempt?.status;
  useConnectivity(store);
  usePresence(store);
  if (status === 'on_break')
    return (
      <>
        <TimeUpNotice store={store} />
        <BreakScreen store={store} />
      </>
    );
  if (status === 'in_progress' && store.module) return <ModuleScreen store={store} forceCompact={forceCompact} />;
  return <FinishedScreen title={store.attempt?.target.title ?? ''} restarted={status === 'abandoned'} />;
});

/** Feeds the browser's online/offline events to the store (the banner, and an immediate retry when back). */
function useConnectivity(store: TestRunnerStore) {
  useEffect(() => {
    const online = () => store.setOnline(true);
    const offline = () => store.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [store]);
}

/**
 * Tells the store when the page goes away and comes back: a hidden tab, and the page being unloaded
 * (another site, a closed tab, a reload: the next page load says it is back by opening the attempt).
 */
function usePresence(store: TestRunnerStore) {
  useEffect(() => {
    const onVisibility = () => (document.visibilityState === 'hidden' ? store.pageAway() : store.pageBack());
    const onPageHide = () => store.pageAway();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [store]);
}

const ModuleScreen = observer(function ModuleScreen({ store, forceCompact }: RunnerScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const compact = useCompactLayout(forceCompact);
  const [zoom, setZoom] = useZoom();
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [referenceOpen, setReferenceOpen] = useState(false);
  const [lineReaderOpen, setLineReaderOpen] = useState(false);
  const [calculatorHistory, setCalculatorHistory] = useModuleMemory<CalculatorHistoryEntry[]>(
    'calculator',
    store.attempt?.id ?? 0,
    store.module?.id ?? 0,
    [],
  );
  const [exiting, setExiting] = useState<'ask' | 'saving' | null>(null);
  // A section opens with its directions, once: closing them is remembered for the module (a reload too).
  const [directionsSeen, setDirectionsSeen] = useModuleMemory('directions', store.attempt?.id ?? 0, store.module?.id ?? 0, false);
  const showDirections = !directionsSeen && opensSection(store.attempt?.plan ?? [], store.module?.position ?? 1);

  useShortcuts(
    {
      next: store.next,
      previous: store.back,
      choose: (label) => {
        if (store.view === 'question' && store.question?.choices.some((c) => c.label === label)) store.choose(label);
      },
      mark: () => {
        if (store.view === 'question') store.toggleMark();
      },
      toggleEliminator: store.toggleEliminator,
    },
    exiting === null,
  );

  const exit = () => {
    setExiting('saving');
    void store.exit().then(() => navigate(PATHS.home));
  };

  return (
    <div
      className={`tr-screen${compact ? ' tr-compact' : ''}${referenceOpen ? ' tr-beside-wide' : calculatorOpen ? ' tr-beside' : ''}`}
      data-testid="test-runner"
      data-compact={compact || undefined}
    >
      <RunnerHeader
        store={store}
        compact={compact}
        zoom={zoom}
        onZoom={setZoom}
        calculatorOpen={calculatorOpen}
        onCalculator={() => setCalculatorOpen((open) => !open)}
        referenceOpen={referenceOpen}
        onReference={() => setReferenceOpen((open) => !open)}
        lineReaderOpen={lineReaderOpen}
        onLineReader={() => setLineReaderOpen((open) => !open)}
        onExit={() => setExiting('ask')}
      />
      <ConnectionBanner store={store} />
      {store.warningShown && (
        <Alert variant="warning" className="tr-notice" data-testid="five-minute-warning">
          <FormattedMessage {...timerMessages.fiveMinutes} />
          <CloseButton className="ms-auto" onClick={store.dismissWarning} aria-label={intl.formatMessage(noticeMessages.dismiss)} />
        </Alert>
      )}
      <TimeUpNotice store={store} />
      {store.moduleClosedNotice && (
        <Alert variant="info" className="tr-notice" data-testid="module-closed-notice">
          <FormattedMessage {...noticeMessages.moduleClosed} />
          <CloseButton className="ms-auto" onClick={store.dismissModuleClosed} aria-label={intl.formatMessage(noticeMessages.dismiss)} />
        </Alert>
      )}
      <div className="tr-content" style={{ fontSize: `${zoom}rem` }}>
        {showDirections ? (
          <DirectionsScreen store={store} onClose={() => setDirectionsSeen(true)} />
        ) : store.view === 'review' ? (
          <ReviewPage store={store} />
        ) : (
          <QuestionView store={store} compact={compact} />
        )}
      </div>
      <RunnerFooter store={store} onOpenNavigator={() => setNavigatorOpen(true)} />
      <NavigatorPopup store={store} show={navigatorOpen} onHide={() => setNavigatorOpen(false)} compact={compact} />
      {calculatorOpen && (
        <Suspense fallback={null}>
          <CalculatorPanel onClose={() => setCalculatorOpen(false)} history={calculatorHistory} onHistory={setCalculatorHistory} />
        </Suspense>
      )}
      {referenceOpen && store.hasTool('reference-sheet') && <ReferenceSheet onClose={() => setReferenceOpen(false)} />}
      {lineReaderOpen && <LineReader onClose={() => setLineReaderOpen(false)} />}
      <ConfirmModal
        show={exiting !== null}
        title={<FormattedMessage {...headerMessages.exitTitle} />}
        body={<FormattedMessage {...headerMessages.exitBody} />}
        confirmLabel={<FormattedMessage {...headerMessages.exitConfirm} />}
        busy={exiting === 'saving'}
        onCancel={() => setExiting(null)}
        onConfirm={exit}
      />
    </div>
  );
});

/** The screen that opens a section: its directions and a Close that starts the questions (the clock already runs). */
const DirectionsScreen = observer(function DirectionsScreen({ store, onClose }: { store: TestRunnerStore; onClose: () => void }) {
  const heading = useModuleHeading(store.attempt?.plan ?? []);
  const mod = store.module;
  if (!mod) return null;
  return (
    <section className="tr-directions-screen" aria-labelledby="tr-directions-title" data-testid="directions-screen">
      <h1 id="tr-directions-title" className="h4">
        <FormattedMessage {...directionsMessages.menu} />
      </h1>
      <h2 className="h6 text-body-secondary">{heading(mod)}</h2>
      <hr />
      <SectionDirections section={mod.section} calculator={store.hasTool('calculator')} />
      <p className="small text-body-secondary mt-3">
        <FormattedMessage {...directionsMessages.clockRunning} />
      </p>
      <div className="text-end">
        <Button variant="primary" onClick={onClose} data-testid="directions-close">
          <FormattedMessage {...directionsMessages.close} />
        </Button>
      </div>
    </section>
  );
});

/** The last module's time ran out: it was submitted with the saved answers (shown on the next module or the break). */
export const TimeUpNotice = observer(function TimeUpNotice({ store }: { store: TestRunnerStore }) {
  const intl = useIntl();
  if (!store.timeUpNotice) return null;
  return (
    <Alert variant="info" className="tr-notice" data-testid="time-up-notice">
      <FormattedMessage {...noticeMessages.timeUp} />
      <CloseButton className="ms-auto" onClick={store.dismissTimeUp} aria-label={intl.formatMessage(noticeMessages.dismiss)} />
    </Alert>
  );
});
