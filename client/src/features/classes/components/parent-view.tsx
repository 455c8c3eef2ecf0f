import { useState } from 'react';
import { Badge, Card, Col, Form, Nav, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { ChildClassesDto, PublicUserDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { classesApi } from '../api';
import { commonMessages as cm, parentMessages as m } from '../messages';
import { STATE_BG } from './attendance-panel';
import { ClassDates } from './class-list-table';
import { ClassTestList } from './class-test-list';
import { TableHead } from './table-head';

/** The parent's opt-in to the weekly summary e-mail about this child. */
function WeeklySummaryToggle({ childId }: { childId: number }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const calls = classesApi(api);
  const { data, setData } = useLoad(() => calls.weeklySummary(childId), `weekly-${childId}`);
  const [busy, setBusy] = useState(false);
  const toggle = async (enabled: boolean) => {
    setBusy(true);
    try {
      setData(await calls.setWeeklySummary(childId, enabled));
      ui.toast(intl.formatMessage(enabled ? m.summaryOn : m.summaryOff), 'success');
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form.Check
      type="switch"
      id={`weekly-summary-${childId}`}
      label={intl.formatMessage(m.weeklySummary)}
      checked={data?.enabled ?? false}
      disabled={!data || busy}
      onChange={(e) => void toggle(e.target.checked)}
      data-testid="weekly-summary"
    />
  );
}

function ChildView({ data }: { data: ChildClassesDto }) {
  const className = (id: number) => data.classes.find((c) => c.id === id)?.name ?? '';
  return (
    <div data-testid={`child-${data.child.id}`}>
      <Row className="g-4">
        <Col lg={6}>
          <Card className="shadow-soft h-100" data-testid="child-classes">
            <Card.Body>
              <h3 className="h6 fw-semibold">
                <FormattedMessage {...m.classes} />
              </h3>
              {data.classes.length === 0 ? (
                <p className="small text-body-secondary mb-0">
                  <FormattedMessage {...m.noClasses} />
                </p>
              ) : (
                <ul className="list-unstyled mb-0">
                  {data.classes.map((c) => (
                    <li key={c.id} className="mb-2">
                      <div className="fw-medium">{c.name}</div>
                      <div className="small text-body-secondary">
                        <FormattedMessage {...cm[`method_${c.method}`]} /> · <ClassDates c={c} /> · {displayName(c.owner)}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <Card className="shadow-soft h-100" data-testid="child-tests">
            <Card.Body>
              <h3 className="h6 fw-semibold">
                <FormattedMessage {...m.tests} />
              </h3>
              {data.class_tests.length === 0 ? (
                <p className="small text-body-secondary mb-0">
                  <FormattedMessage {...m.noTests} />
                </p>
              ) : (
                <ClassTestList tests={data.class_tests} linked={false} scoreOf={(t) => data.class_tests.find((x) => x.id === t.id)?.score ?? null} />
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12}>
          <Card className="shadow-soft" data-testid="child-attendance">
            <Card.Body>
              <h3 className="h6 fw-semibold">
                <FormattedMessage {...m.attendance} />
              </h3>
              {data.attendance.length === 0 ? (
                <p className="small text-body-secondary mb-0">
                  <FormattedMessage {...m.noAttendance} />
                </p>
              ) : (
                <Table size="sm" responsive className="mb-0">
                  <TableHead columns={[m.date, m.class, m.state]} />
                  <tbody>
                    {data.attendance.map((a) => (
                      <tr key={`${a.class_id}:${a.date}`}>
                        <td className="text-nowrap">
                          <FormattedDate value={`${a.date}T00:00:00`} dateStyle="medium" />
                        </td>
                        <td>{className(a.class_id)}</td>
                        <td>
                          <Badge bg={STATE_BG[a.state]} text={a.state === 'late' ? 'dark' : undefined}>
                            <FormattedMessage {...cm[`attendance_${a.state}`]} />
                          </Badge>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </div>
  );
}

function Child({ child }: { child: PublicUserDto }) {
  const { api } = useStores();
  const { data } = useLoad(() => classesApi(api).childClasses(child.id), `child-${child.id}`);
  return (
    <>
      <div className="mb-3">
        <WeeklySummaryToggle childId={child.id} />
      </div>
      {data ? <ChildView data={data} /> : <Spinner animation="border" className="d-block mx-auto my-4" />}
    </>
  );
}

/** A linked parent's read-only view: each child's classes, class tests with due dates and scores, attendance. */
export function ParentView() {
  const { api, session } = useStores();
  const intl = useIntl();
  const { data: children } = useLoad(() => classesApi(api).children(session.user!.id), `children-${session.user?.id}`);
  const [picked, setPicked] = useState<number | null>(null);
  if (!children) return <Spinner animation="border" className="d-block mx-auto my-4" />;
  const child = children.find((c) => c.id === picked) ?? children[0];
  return (
    <section aria-labelledby="parent-view-title" className="mb-5" data-testid="parent-view">
      <h2 className="h5 fw-semibold mb-3" id="parent-view-title">
        <FormattedMessage {...m.title} />
      </h2>
      {!child ? (
        <Card body className="shadow-soft text-center text-body-secondary py-4">
          <FormattedMessage {...m.noChildren} />
        </Card>
      ) : (
        <>
          {children.length > 1 && (
            <Nav variant="pills" className="mb-3 flex-nowrap overflow-auto text-nowrap" aria-label={intl.formatMessage(m.children)}>
              {children.map((c) => (
                <Nav.Item key={c.id}>
                  <Nav.Link as="button" type="button" active={c.id === child.id} onClick={() => setPicked(c.id)}>
                    {displayName(c)}
                  </Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
          )}
          {children.length === 1 && <p className="fw-medium mb-2">{displayName(child)}</p>}
          <Child key={child.id} child={child} />
        </>
      )}
    </section>
  );
}
