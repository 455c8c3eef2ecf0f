import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Badge, Button, Card, Col, Form, ListGroup, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { CLASS_LIMITS, type InviteResponse } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { CopyField } from '../../../components/copy-field';
import { FormAlert } from '../../../components/form/form-alert';
import { displayName } from '../../../lib/user-name';
import { isEmail } from '../../../lib/validators';
import { useStores } from '../../../stores/store-context';
import type { ClassPageStore } from '../class-page-store';
import { problemText } from '../class-errors';
import { rosterMessages as m } from '../messages';
import { TableHead } from './table-head';

/** Splits what the teacher typed (commas, spaces, new lines) into distinct addresses. */
export function parseEmails(text: string): { emails: string[]; invalid: string[] } {
  const parts = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((p) => p.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return { emails: parts.filter(isEmail), invalid: parts.filter((p) => !isEmail(p)) };
}

/** A pending action on one row: which confirmation is open. */
type Pending = { kind: 'student' | 'reject' | 'teacher'; id: number; name: string } | { kind: 'classCode' | 'teacherCode' };

const Codes = observer(function Codes({ store, ask }: { store: ClassPageStore; ask: (p: Pending) => void }) {
  const intl = useIntl();
  const d = store.detail!;
  if (!d.class_code) return null;
  const canChange = !store.readOnly;
  return (
    <Card className="shadow-soft mb-4" data-testid="class-codes">
      <Card.Body>
        <h2 className="h6 fw-semibold mb-3">
          <FormattedMessage {...m.codesTitle} />
        </h2>
        <Row className="g-3">
          <Col md={6}>
            <CopyField
              label={intl.formatMessage(m.classCode)}
              copyLabel={intl.formatMessage(m.copy)}
              value={d.class_code}
              testId="class-code"
              className="mb-0"
              extra={
                canChange && (
                  <Button variant="outline-secondary" className="text-nowrap" onClick={() => ask({ kind: 'classCode' })} data-testid="class-code-new">
                    <FormattedMessage {...m.newCode} />
                  </Button>
                )
              }
            />
            <div className="form-text">
              <FormattedMessage {...m.classCodeHelp} />
            </div>
          </Col>
          {d.teacher_code && (
            <Col md={6}>
              <CopyField
                label={intl.formatMessage(m.teacherCode)}
                copyLabel={intl.formatMessage(m.copy)}
                value={d.teacher_code}
                testId="teacher-code"
                className="mb-0"
                extra={
                  canChange &&
                  store.isOwner && (
                    <Button
                      variant="outline-secondary"
                      className="text-nowrap"
                      onClick={() => ask({ kind: 'teacherCode' })}
                      data-testid="teacher-code-new"
                    >
                      <FormattedMessage {...m.newCode} />
                    </Button>
                  )
                }
              />
              <div className="form-text">
                <FormattedMessage {...m.teacherCodeHelp} />
              </div>
            </Col>
          )}
          {d.invitation_link && (
            <Col xs={12}>
              <CopyField
                label={intl.formatMessage(m.link)}
                copyLabel={intl.formatMessage(m.copy)}
                value={d.invitation_link}
                testId="class-link"
                className="mb-0"
              />
            </Col>
          )}
        </Row>
      </Card.Body>
    </Card>
  );
});

function InviteForm({ store }: { store: ClassPageStore }) {
  const intl = useIntl();
  const { ui } = useStores();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<InviteResponse | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { emails, invalid } = parseEmails(text);
    if (invalid.length > 0) return setProblem(intl.formatMessage(m.inviteInvalid, { emails: invalid.join(', ') }));
    if (emails.length === 0) return setProblem(intl.formatMessage(m.inviteNone));
    if (emails.length > CLASS_LIMITS.inviteEmailsMax) return setProblem(intl.formatMessage(m.inviteTooMany, { max: CLASS_LIMITS.inviteEmailsMax }));
    setProblem(null);
    setBusy(true);
    try {
      setAnswer(await store.invite(emails));
      setText('');
    } catch (error) {
      setProblem(problemText(ui, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="shadow-soft mb-4" data-testid="class-invite">
      <Card.Body>
        <h2 className="h6 fw-semibold mb-2">
          <FormattedMessage {...m.inviteTitle} />
        </h2>
        <Form onSubmit={(e) => void submit(e)} noValidate>
          <Form.Group className="mb-2" controlId="class-invite-emails">
            <Form.Label className="small text-body-secondary">
              <FormattedMessage {...m.inviteHelp} />
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="student@example.com"
              data-testid="invite-emails"
            />
          </Form.Group>
          <FormAlert message={problem} testId="invite-error" />
          <Button type="submit" disabled={busy || store.readOnly} data-testid="invite-send">
            {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            <FormattedMessage {...m.inviteSend} />
          </Button>
        </Form>
        {answer && (
          <ListGroup variant="flush" className="mt-3 small" data-testid="invite-results">
            {answer.results.map((r) => (
              <ListGroup.Item key={r.email} className="px-0 d-flex justify-content-between gap-2 flex-wrap">
                <span>{r.email}</span>
                <Badge bg={r.outcome === 'already_member' ? 'secondary' : 'success'} data-outcome={r.outcome}>
                  <FormattedMessage {...m[`outcome_${r.outcome}`]} />
                </Badge>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}

/** The roster tab: codes and link, invitations, approvals, students and teachers. */
export const RosterPanel = observer(function RosterPanel({ store }: { store: ClassPageStore }) {
  const { ui } = useStores();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    store.loadRoster().catch((error: unknown) => ui.handleError(error));
  }, [store, ui]);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const confirm = () => {
    const p = pending;
    if (!p) return;
    if (!('id' in p)) void act(p.kind === 'classCode' ? store.regenerateClassCode : store.regenerateTeacherCode);
    else if (p.kind === 'teacher') void act(() => store.removeTeacher(p.id));
    else void act(() => store.removeStudent(p.id));
  };
  const roster = store.roster;
  const editable = !store.readOnly;

  return (
    <div data-testid="roster-panel">
      {store.isTeacher && <Codes store={store} ask={setPending} />}
      {store.isTeacher && !store.detail!.archived && <InviteForm store={store} />}
      {!roster ? (
        <Spinner animation="border" className="d-block mx-auto my-4" />
      ) : (
        <>
          {store.pendingStudents.length > 0 && (
            <Card className="shadow-soft mb-4 border-warning" data-testid="roster-pending">
              <Card.Body>
                <h2 className="h6 fw-semibold mb-2">
                  <FormattedMessage {...m.pendingTitle} values={{ n: store.pendingStudents.length }} />
                </h2>
                <ListGroup variant="flush">
                  {store.pendingStudents.map((s) => (
                    <ListGroup.Item
                      key={s.id}
                      className="px-0 d-flex flex-wrap align-items-center justify-content-between gap-2"
                      data-testid={`pending-${s.id}`}
                    >
                      <span>
                        {displayName(s)} <span className="small text-body-secondary">{s.email}</span>
                      </span>
                      {editable && (
                        <span className="d-flex gap-2">
                          <Button
                            size="sm"
                            disabled={busy || roster.seats_left === 0}
                            onClick={() => void act(() => store.approve(s.id))}
                            data-testid={`approve-${s.id}`}
                          >
                            <FormattedMessage {...m.approve} />
                          </Button>
                          <Button
                            size="sm"
                            variant="outline-danger"
                            disabled={busy}
                            onClick={() => setPending({ kind: 'reject', id: s.id, name: displayName(s) })}
                            data-testid={`reject-${s.id}`}
                          >
                            <FormattedMessage {...m.reject} />
                          </Button>
                        </span>
                      )}
                    </ListGroup.Item>
                  ))}
                </ListGroup>
              </Card.Body>
            </Card>
          )}
          <Card className="shadow-soft mb-4" data-testid="roster-students">
            <Card.Header className="bg-transparent d-flex flex-wrap justify-content-between gap-2">
              <h2 className="h6 fw-semibold mb-0">
                <FormattedMessage {...m.studentsTitle} />
              </h2>
              <span className="small text-body-secondary" data-testid="roster-seats">
                <FormattedMessage {...m.seats} values={{ n: store.activeStudents.length, capacity: roster.capacity, left: roster.seats_left }} />
              </span>
            </Card.Header>
            {store.activeStudents.length === 0 ? (
              <Card.Body className="text-body-secondary text-center py-4">
                <FormattedMessage {...m.noStudents} />
              </Card.Body>
            ) : (
              <Table responsive hover className="mb-0 align-middle">
                <TableHead columns={[m.colName, m.colEmail, m.colJoined, editable && { label: m.colActions, end: true }]} />
                <tbody>
                  {store.activeStudents.map((s) => (
                    <tr key={s.id} data-testid={`student-${s.id}`}>
                      <td>
                        {displayName(s)} <span className="small text-body-secondary">@{s.username}</span>
                      </td>
                      <td className="small">{s.email}</td>
                      <td className="small text-nowrap">
                        <FormattedDate value={s.joined_at} dateStyle="medium" />
                      </td>
                      {editable && (
                        <td className="text-end">
                          <Button
                            size="sm"
                            variant="outline-danger"
                            onClick={() => setPending({ kind: 'student', id: s.id, name: displayName(s) })}
                            data-testid={`remove-student-${s.id}`}
                          >
                            <FormattedMessage {...m.remove} />
                          </Button>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Card>
          <Row className="g-4">
            <Col md={6}>
              <Card className="shadow-soft h-100" data-testid="roster-teachers">
                <Card.Body>
                  <h2 className="h6 fw-semibold mb-2">
                    <FormattedMessage {...m.teachersTitle} />
                  </h2>
                  <ListGroup variant="flush">
                    <ListGroup.Item className="px-0">
                      {displayName(roster.owner)}{' '}
                      <Badge bg="primary-subtle" text="primary-emphasis">
                        <FormattedMessage {...m.owner} />
                      </Badge>
                    </ListGroup.Item>
                    {roster.teachers
                      .filter((t) => t.id !== roster.owner.id)
                      .map((t) => (
                        <ListGroup.Item
                          key={t.id}
                          className="px-0 d-flex justify-content-between align-items-center gap-2"
                          data-testid={`teacher-${t.id}`}
                        >
                          <span>{displayName(t)}</span>
                          {editable && store.isOwner && (
                            <Button
                              size="sm"
                              variant="outline-danger"
                              onClick={() => setPending({ kind: 'teacher', id: t.id, name: displayName(t) })}
                            >
                              <FormattedMessage {...m.remove} />
                            </Button>
                          )}
                        </ListGroup.Item>
                      ))}
                  </ListGroup>
                </Card.Body>
              </Card>
            </Col>
            <Col md={6}>
              <Card className="shadow-soft h-100" data-testid="roster-invitations">
                <Card.Body>
                  <h2 className="h6 fw-semibold mb-2">
                    <FormattedMessage {...m.invitationsTitle} />
                  </h2>
                  {roster.invitations.length === 0 ? (
                    <p className="small text-body-secondary mb-0">
                      <FormattedMessage {...m.noInvitations} />
                    </p>
                  ) : (
                    <ListGroup variant="flush" className="small">
                      {roster.invitations.map((i) => (
                        <ListGroup.Item key={i.email} className="px-0 d-flex justify-content-between gap-2 flex-wrap">
                          <span className="text-break">{i.email}</span>
                          <span className="text-body-secondary text-nowrap">
                            <FormattedDate value={i.invited_at} dateStyle="medium" />
                          </span>
                        </ListGroup.Item>
                      ))}
                    </ListGroup>
                  )}
                </Card.Body>
              </Card>
            </Col>
          </Row>
        </>
      )}
      <ConfirmModal
        show={pending !== null}
        busy={busy}
        danger={pending?.kind !== 'classCode' && pending?.kind !== 'teacherCode'}
        body={
          pending &&
          ('name' in pending ? (
            <FormattedMessage {...m[`confirm_${pending.kind}`]} values={{ name: pending.name }} />
          ) : (
            <FormattedMessage {...(pending.kind === 'classCode' ? m.newClassCodeBody : m.newTeacherCodeBody)} />
          ))
        }
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
});
