import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Badge, Button, Card, Col, Collapse, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Role, type ClassSummaryDto } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { classesApi } from '../api';
import { ArchivedBadge, ClassDates } from '../components/class-list-table';
import { ClassTestList } from '../components/class-test-list';
import { JoinClass } from '../components/join-class';
import { MaterialsPanel } from '../components/materials-panel';
import { ClassVideos } from '../../video-classes';
import { ParentView } from '../components/parent-view';
import { commonMessages as cm, myClassesMessages as m } from '../messages';
import { teacherClassPath } from '../paths';

function ClassCard({ c, onLeave }: { c: ClassSummaryDto; onLeave: (c: ClassSummaryDto) => void }) {
  const [materials, setMaterials] = useState(false);
  const teaching = c.my_role === 'owner' || c.my_role === 'teacher';
  const pending = c.my_role === 'pending';
  return (
    <Card className="shadow-soft h-100" data-testid={`my-class-${c.id}`}>
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-1">
          <h3 className="h6 fw-semibold mb-0">{teaching ? <Link to={teacherClassPath(c.id)}>{c.name}</Link> : c.name}</h3>
          <span className="d-flex gap-1">
            <ArchivedBadge archived={c.archived} />
            {pending && (
              <Badge bg="warning" text="dark" data-testid="class-pending">
                <FormattedMessage {...m.pending} />
              </Badge>
            )}
          </span>
        </div>
        <div className="small text-body-secondary mb-2">
          <FormattedMessage {...m.teacher} values={{ name: displayName(c.owner) }} /> · <FormattedMessage {...cm[`method_${c.method}`]} /> ·{' '}
          <ClassDates c={c} />
        </div>
        <div className="d-flex flex-wrap gap-2">
          {!pending && !teaching && (
            <Button size="sm" variant="outline-primary" onClick={() => setMaterials((v) => !v)} aria-expanded={materials}>
              <FormattedMessage {...m.materials} />
            </Button>
          )}
          {c.my_role !== 'owner' && (
            <Button size="sm" variant="outline-danger" onClick={() => onLeave(c)} data-testid={`leave-${c.id}`}>
              <FormattedMessage {...m.leave} />
            </Button>
          )}
        </div>
        <Collapse in={materials}>
          <div>
            {materials && (
              <div className="mt-3">
                <MaterialsPanel classId={c.id} readOnly />
                <ClassVideos classId={c.id} readOnly />
              </div>
            )}
          </div>
        </Collapse>
      </Card.Body>
    </Card>
  );
}

/**
 * `/classes`: a student's classes (join by code or by link, leave), their class tests with due dates; for a
 * parent, each linked child's classes, tests, results and attendance.
 */
export const MyClassesPage = observer(function MyClassesPage() {
  const { api, session, ui } = useStores();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const calls = classesApi(api);
  const classes = useLoad(() => calls.mine(), 'my-classes');
  const isStudent = session.hasAnyRole([Role.Student]);
  const isParent = session.hasAnyRole([Role.Parent]);
  const tests = useLoad(() => calls.myTests(), 'my-class-tests', { skip: !isStudent });
  const [leaving, setLeaving] = useState<ClassSummaryDto | null>(null);
  const [busy, setBusy] = useState(false);
  const joinCode = params.get('join') ?? '';
  const invitation = params.get('invitation') ?? undefined;

  const leave = async () => {
    if (!leaving) return;
    setBusy(true);
    try {
      await calls.leave(leaving.id);
      classes.reload();
      tests.reload();
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
      setLeaving(null);
    }
  };
  const joined = (pending: boolean) => {
    ui.toast(intl.formatMessage(pending ? m.joinedPending : m.joined), 'success');
    if (joinCode) setParams({}, { replace: true });
    classes.reload();
    tests.reload();
  };
  const list = classes.data ?? [];

  return (
    <div data-testid="my-classes-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...(isParent && !isStudent ? m.subtitleParent : m.subtitle)} />}
      />
      {isParent && <ParentView />}
      {(isStudent || !isParent) && <JoinClass key={joinCode} initialCode={joinCode} invitation={invitation} onJoined={joined} />}
      {isStudent && tests.data && tests.data.length > 0 && (
        <Card className="shadow-soft mb-4" data-testid="my-class-tests">
          <Card.Body>
            <h2 className="h6 fw-semibold mb-2">
              <FormattedMessage {...m.tests} />
            </h2>
            <ClassTestList tests={tests.data} />
          </Card.Body>
        </Card>
      )}
      {!classes.data ? (
        <Spinner animation="border" className="d-block mx-auto my-4" />
      ) : list.length === 0 ? (
        (isStudent || !isParent) && (
          <Card body className="shadow-soft text-center text-body-secondary py-5" data-testid="my-classes-empty">
            <FormattedMessage {...m.empty} />
          </Card>
        )
      ) : (
        <Row className="g-3">
          {list.map((c) => (
            <Col md={6} key={c.id}>
              <ClassCard c={c} onLeave={setLeaving} />
            </Col>
          ))}
        </Row>
      )}
      <ConfirmModal
        show={leaving !== null}
        busy={busy}
        danger
        body={leaving && <FormattedMessage {...m.leaveBody} values={{ name: leaving.name }} />}
        confirmLabel={<FormattedMessage {...m.leave} />}
        onConfirm={() => void leave()}
        onCancel={() => setLeaving(null)}
      />
    </div>
  );
});
