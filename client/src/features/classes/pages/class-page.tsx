import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Alert, Button, Nav, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { ClassPageStore } from '../class-page-store';
import { ArchivedBadge, ClassDates } from '../components/class-list-table';
import { AttendancePanel } from '../components/attendance-panel';
import { MaterialsPanel } from '../components/materials-panel';
import { ClassVideos } from '../../video-classes';
import { ResultsPanel } from '../components/results-panel';
import { RosterPanel } from '../components/roster-panel';
import { ScheduleText } from '../components/schedule-text';
import { SettingsPanel } from '../components/settings-panel';
import { TestsPanel } from '../components/tests-panel';
import { classPageMessages as m, commonMessages as cm } from '../messages';
import { CLASS_TABS, CLASSES_PATHS, type ClassTab } from '../paths';

const COMPANY_TABS: readonly ClassTab[] = ['roster', 'results', 'attendance'];

const TAB_LABEL = {
  roster: m.tabRoster,
  tests: m.tabTests,
  results: m.tabResults,
  materials: m.tabMaterials,
  attendance: m.tabAttendance,
  settings: m.tabSettings,
};

function ArchiveButton({ store }: { store: ClassPageStore }) {
  const { ui } = useStores();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const archived = store.detail!.archived;
  const run = async () => {
    setBusy(true);
    try {
      await store.setArchived(!archived);
      setConfirm(false);
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant={archived ? 'outline-primary' : 'outline-secondary'} onClick={() => setConfirm(true)} data-testid="class-archive-toggle">
        <FormattedMessage {...(archived ? m.unarchive : m.archive)} />
      </Button>
      <ConfirmModal
        show={confirm}
        busy={busy}
        danger={!archived}
        title={<FormattedMessage {...(archived ? m.unarchive : m.archive)} />}
        body={<FormattedMessage {...(archived ? m.unarchiveBody : m.archiveBody)} />}
        onConfirm={() => void run()}
        onCancel={() => setConfirm(false)}
      />
    </>
  );
}

/** The class page's tabs: roster, tests, results, materials, attendance and logs, settings (teachers only). */
export const ClassPage = observer(function ClassPage({ classId, backTo = CLASSES_PATHS.created }: { classId: number; backTo?: string }) {
  const { api, ui, session } = useStores();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [store] = useState(() => new ClassPageStore(api, classId, session.user?.id ?? 0));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    store.load().catch((error: unknown) => {
      setFailed(true);
      ui.handleError(error, { pageLevel: true });
    });
  }, [store, ui]);

  // A company-admin reads the roster, the results and the attendance; the tests and materials are the members'.
  const tabs = store.isTeacher ? CLASS_TABS : COMPANY_TABS;
  const requested = params.get('tab') as ClassTab | null;
  const tab: ClassTab = requested && tabs.includes(requested) ? requested : 'roster';
  const detail = store.detail;
  if (!detail) return failed ? null : <Spinner animation="border" className="d-block mx-auto my-5" />;

  return (
    <div data-testid="class-page" data-class-id={classId}>
      <PageHeader
        className="mb-3"
        back={{ to: backTo, label: <FormattedMessage {...m.back} /> }}
        title={detail.name}
        badges={<ArchivedBadge archived={detail.archived} />}
        subtitle={
          <span className="d-inline-flex flex-wrap gap-2 small">
            <FormattedMessage {...cm[`method_${detail.method}`]} />
            <span aria-hidden="true">·</span>
            <ClassDates c={detail} />
            {detail.schedule && detail.schedule.slots.length > 0 && (
              <>
                <span aria-hidden="true">·</span>
                <ScheduleText schedule={detail.schedule} />
              </>
            )}
          </span>
        }
        actions={store.isOwner ? <ArchiveButton store={store} /> : undefined}
      />
      {detail.archived && (
        <Alert variant="secondary" className="py-2 small" data-testid="class-read-only">
          <FormattedMessage {...m.readOnly} />
        </Alert>
      )}
      {/* Wrapping, not scrolling: at 375 px a scrolled row hid the last tabs behind the edge with no sign of them. */}
      <Nav as="nav" variant="tabs" className="mb-3 flex-wrap text-nowrap" aria-label={intl.formatMessage(m.tabs)}>
        {tabs.map((t) => (
          <Nav.Item key={t}>
            <Nav.Link
              as="button"
              type="button"
              active={t === tab}
              className="px-2 px-sm-3"
              aria-current={t === tab ? 'page' : undefined}
              onClick={() => setParams({ class: String(classId), tab: t })}
              data-testid={`class-tab-${t}`}
            >
              <FormattedMessage {...TAB_LABEL[t]} />
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {tab === 'roster' && <RosterPanel store={store} />}
      {tab === 'tests' && <TestsPanel store={store} />}
      {tab === 'results' && <ResultsPanel store={store} />}
      {tab === 'materials' && (
        <>
          <MaterialsPanel classId={classId} readOnly={store.readOnly} />
          <ClassVideos classId={classId} readOnly={store.readOnly} />
        </>
      )}
      {tab === 'attendance' && <AttendancePanel store={store} />}
      {tab === 'settings' && <SettingsPanel store={store} />}
    </div>
  );
});
