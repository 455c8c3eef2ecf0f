import { useMemo, useState } from 'react';
import { Badge, Button, Card, Form, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { ArrangeClassDto, ArrangeStudentDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { tuitionApi } from '../api';
import { arrangeMessages as m } from '../messages';
import { enrollmentPagePath, type TuitionArea } from '../paths';

function StudentCard({
  s,
  classes,
  onPlace,
  onUndo,
  busy,
}: {
  s: ArrangeStudentDto;
  classes: ArrangeClassDto[];
  onPlace: (classId: number) => void;
  onUndo: (placementId: number) => void;
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
          <p className="small text-body-secondary">
            <FormattedMessage {...m.told} />
          </p>
          {arrange.data.students.map((s) => (
            <StudentCard
              key={s.enrollment_student_id}
              s={s}
              classes={classes.data!}
              busy={busy}
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
