import { useMemo, useState } from 'react';
import { Badge, Button, Card, Form, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { ArrangeClassDto, ArrangeDto, ArrangeStudentDto, PlacementInvitationDto, PlacementTestTarget } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { tuitionApi } from '../api';
import { arrangeMessages as m } from '../messages';
import { enrollmentPagePath, type TuitionArea } from '../paths';

/** The student's placement test: invited, taking it, or the score the admin places by. */
function TestStatus({ t }: { t: PlacementInvitationDto }) {
  const intl = useIntl();
  if (t.status === 'invited')
    return (
      <Badge bg="light" text="dark">
        {intl.formatMessage(m.testInvited, { date: intl.formatDate(t.invited_at, { dateStyle: 'medium' }) })}
      </Badge>
    );
  if (t.status === 'in_progress')
    return (
      <Badge bg="warning" text="dark">
        <FormattedMessage {...m.testInProgress} />
      </Badge>
    );
  return t.score === null ? (
    <Badge bg="secondary">
      <FormattedMessage {...m.testNotGraded} />
    </Badge>
  ) : (
    <Badge bg="primary" className="fs-6">
      {intl.formatMessage(m.testScore, { score: t.score })}
    </Badge>
  );
}

/** The course's placement test, and the form that marks a published practice or full practice as it. */
function PlacementTestCard({ data, busy, onSet }: { data: ArrangeDto; busy: boolean; onSet: (type: PlacementTestTarget, id: number) => void }) {
  const intl = useIntl();
  const [type, setType] = useState<PlacementTestTarget>(data.placement_test?.target_type ?? 'fullPractice');
  const [testId, setTestId] = useState(data.placement_test ? String(data.placement_test.target_id) : '');
  const n = Number(testId);
  const valid = Number.isSafeInteger(n) && n > 0;
  return (
    <Card className="shadow-sm border-0 mb-3" data-testid="arrange-placement-test">
      <Card.Body>
        <h2 className="h6 fw-semibold">
          <FormattedMessage {...m.placementTest} />
        </h2>
        <p className="small mb-2" data-testid="arrange-placement-test-title">
          {data.placement_test
            ? intl.formatMessage(m.placementTestIs, {
                title: data.placement_test.title,
                hours: intl.formatNumber(data.placement_test.total_seconds / 3600),
              })
            : intl.formatMessage(m.noPlacementTest)}
        </p>
        <Form
          className="d-flex flex-wrap gap-2 align-items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) onSet(type, n);
          }}
        >
          <Form.Group controlId="placement-test-type">
            <Form.Label className="small fw-medium">
              <FormattedMessage {...m.testType} />
            </Form.Label>
            <Form.Select value={type} onChange={(e) => setType(e.target.value as PlacementTestTarget)} data-testid="placement-test-type">
              <option value="fullPractice">{intl.formatMessage(m.testTypeFullPractice)}</option>
              <option value="practice">{intl.formatMessage(m.testTypePractice)}</option>
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="placement-test-id" style={{ maxWidth: '9rem' }}>
            <Form.Label className="small fw-medium">
              <FormattedMessage {...m.testId} />
            </Form.Label>
            <Form.Control inputMode="numeric" value={testId} onChange={(e) => setTestId(e.target.value.trim())} data-testid="placement-test-id" />
          </Form.Group>
          <Button type="submit" variant="outline-primary" disabled={!valid || busy} data-testid="placement-test-set">
            <FormattedMessage {...m.setTest} />
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

function StudentCard({
  s,
  classes,
  onPlace,
  onUndo,
  onInvite,
  canInvite,
  busy,
}: {
  s: ArrangeStudentDto;
  classes: ArrangeClassDto[];
  onPlace: (classId: number) => void;
  onUndo: (placementId: number) => void;
  onInvite: () => void;
  canInvite: boolean;
  busy: boolean;
}) {
  const intl = useIntl();
  const placedIn = new Set(s.placements.map((p) => p.class_id));
  const open = classes.filter((c) => !placedIn.has(c.id));
  const [pick, setPick] = useState('');
  const picked = classes.find((c) => String(c.id) === pick);
  return (
    <Card className="shadow-sm border-0 mb-3" data-testid="arrange-student">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h2 className="h6 fw-semibold mb-0">{s.name}</h2>
            <div className="small text-body-secondary text-break">{s.email ?? intl.formatMessage(m.noEmail)}</div>
          </div>
          <div className="d-flex flex-wrap align-items-center gap-2" data-testid="arrange-test-status">
            {s.placement_test && <TestStatus t={s.placement_test} />}
            {!s.placement_test && canInvite && (
              <Button variant="outline-secondary" size="sm" disabled={busy || !s.email} onClick={onInvite} data-testid="arrange-invite">
                <FormattedMessage {...m.invite} />
              </Button>
            )}
          </div>
        </div>
        {s.placements.length === 0 ? (
          <p className="small text-body-secondary mb-2" data-testid="arrange-not-placed">
            <FormattedMessage {...m.notPlaced} />
          </p>
        ) : (
          <ul className="list-unstyled mb-2">
            {s.placements.map((p) => (
              <li key={p.id} className="d-flex flex-wrap align-items-center gap-2 mb-1" data-testid="arrange-placement">
                <Badge bg="success">{intl.formatMessage(m.placedIn, { name: p.class_name })}</Badge>
                {p.account_created && (
                  <Badge bg="light" text="dark">
                    <FormattedMessage {...m.newAccount} />
                  </Badge>
                )}
                <span className="small text-body-secondary">{intl.formatDate(p.placed_at, { dateStyle: 'medium' })}</span>
                <Button variant="link" size="sm" className="p-0 text-danger" disabled={busy} onClick={() => onUndo(p.id)} data-testid="arrange-undo">
                  <FormattedMessage {...m.undo} />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Form
          className="d-flex flex-wrap gap-2 align-items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (picked) onPlace(picked.id);
          }}
        >
          <Form.Group controlId={`arrange-class-${s.enrollment_student_id}`} className="flex-grow-1" style={{ minWidth: '14rem' }}>
            <Form.Label className="small fw-medium">
              <FormattedMessage {...m.pickClass} />
            </Form.Label>
            <Form.Select value={pick} onChange={(e) => setPick(e.target.value)} disabled={!s.email || busy} data-testid="arrange-class">
              <option value="">{intl.formatMessage(m.choose)}</option>
              {open.map((c) => (
                <option key={c.id} value={c.id} disabled={c.seats_left === 0}>
                  {intl.formatMessage(c.seats_left === 0 ? m.classFull : m.classOption, {
                    name: c.name,
                    seats: c.seats_left,
                    capacity: c.capacity,
                    course: c.courses.map((x) => x.title).join(', ') || '-',
                  })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button type="submit" disabled={!picked || busy || !s.email} data-testid="arrange-place">
            {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            <FormattedMessage {...m.place} />
          </Button>
        </Form>
        {picked && picked.courses.length > 0 && (
          <p className="small text-body-secondary mt-2 mb-0">
            {intl.formatMessage(m.course, { course: picked.courses.map((x) => x.title).join(', ') })}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}

/**
 * /{admin,company}/enrollments/{id}/arrange (the spec's "class placement (arrange)"): each enrolled student and the
 * classes they are in; an admin picks a class with seats left and places them. The seat is taken under the
 * class's lock on the server: when another admin took the last one first, the answer says so and the seats reload.
 */
function ArrangePage({ area }: { area: TuitionArea }) {
  const { id = '' } = useParams();
  const enrollmentId = Number(id);
  const { api, ui } = useStores();
  const intl = useIntl();
  const calls = useMemo(() => tuitionApi(api), [api]);
  const arrange = useLoad(() => calls.arrange(enrollmentId), `arrange:${id}`, { pageLevel: true });
  const classes = useLoad(() => calls.classes(), `arrange-classes:${id}`);
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      ui.handleError(err);
    } finally {
      setBusy(false);
      arrange.reload();
      classes.reload();
    }
  };

  return (
    <div data-testid="arrange-page">
      <PageHeader
        back={{ to: enrollmentPagePath(area, enrollmentId), label: <FormattedMessage {...m.back} /> }}
        title={<FormattedMessage {...m.title} />}
        subtitle={arrange.data ? intl.formatMessage(m.subtitle, { family: arrange.data.family, id: enrollmentId }) : undefined}
      />
      {!arrange.data || !classes.data ? (
        <Spinner animation="border" className="d-block mx-auto my-5" />
      ) : (
        <>
          {classes.data.length === 0 && (
            <p className="text-body-secondary" data-testid="arrange-no-classes">
              <FormattedMessage {...m.noClasses} />
            </p>
          )}
          <PlacementTestCard
            key={`${arrange.data.placement_test?.target_type}:${arrange.data.placement_test?.target_id}`}
            data={arrange.data}
            busy={busy}
            onSet={(type, testId) =>
              void act(async () => {
                await calls.setPlacementTest(arrange.data!.course_id, { target_type: type, target_id: testId });
                ui.toast(m.testSet, 'success');
              })
            }
          />
          <p className="small text-body-secondary">
            <FormattedMessage {...m.told} />
          </p>
          {arrange.data.students.map((s) => (
            <StudentCard
              key={s.enrollment_student_id}
              s={s}
              classes={classes.data!}
              busy={busy}
              canInvite={!!arrange.data!.placement_test}
              onInvite={() =>
                void act(async () => {
                  await calls.invite(enrollmentId, s.enrollment_student_id);
                  ui.toast(m.invited, 'success');
                })
              }
              onPlace={(classId) =>
                void act(async () => {
                  const p = await calls.place(enrollmentId, { enrollment_student_id: s.enrollment_student_id, class_id: classId });
                  ui.toast(intl.formatMessage(p.account_created ? m.placedNewAccount : m.placed, { name: s.name, class: p.class_name }), 'success');
                })
              }
              onUndo={(placementId) =>
                void act(async () => {
                  await calls.unplace(placementId);
                  ui.toast(m.undone, 'success');
                })
              }
            />
          ))}
        </>
      )}
    </div>
  );
}

export const AdminArrangePage = () => <ArrangePage area="admin" />;
export const CompanyArrangePage = () => <ArrangePage area="company" />;
