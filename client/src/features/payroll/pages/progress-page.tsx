import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Col, Form, ListGroup, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ATTENDANCE_STATES, localizedText, PAYROLL_LIMITS as L, type AttendanceState, type Locale } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { useSubmit } from '../../../components/form/use-submit';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { displayName } from '../../../lib/user-name';
import { saveFile } from '../../../lib/save-file';
import { useStores } from '../../../stores/store-context';
import { payrollApi } from '../api';
import { attendanceMessages as am, progressMessages as m } from '../messages';
import type { ProgressArea } from '../paths';
import { EmptyNote } from '../components/empty-note';

const STATE_BG: Record<AttendanceState, string> = { present: 'success', late: 'warning', absent: 'danger', excused: 'secondary' };

/** One student's progress in the course, the reports sent, and the form that writes and sends the next one. */
function StudentProgress({ courseId, studentId }: { courseId: number; studentId: number }) {
  const { api, ui } = useStores();
  const { data, reload } = useLoad(() => payrollApi(api).progress(courseId, studentId), `progress-${courseId}-${studentId}`);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const { submitting, formError, run } = useSubmit(setErrors);
  if (!data) return <Spinner animation="border" className="d-block mx-auto my-4" />;
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setSent(false);
    const ok = await run(async () => {
      await payrollApi(api).sendReport(courseId, studentId, comment);
    });
    if (ok) {
      setComment('');
      setSent(true);
      reload();
    }
  };
  const pdf = async (id: number) => {
    try {
      saveFile(await payrollApi(api).reportPdf(id), `progress-report-${id}.pdf`);
    } catch (error) {
      ui.handleError(error);
    }
  };
  return (
    <Row className="g-4" data-testid="student-progress">
      <Col lg={7}>
        <Card className="shadow-soft mb-4">
          <Card.Body>
            <Card.Title as="h2" className="h5">
              <FormattedMessage {...m.attendance} />
            </Card.Title>
            <div className="d-flex flex-wrap gap-2 mb-3" data-testid="attendance-summary">
              {ATTENDANCE_STATES.map((s) => (
                <Badge key={s} bg={STATE_BG[s]} className="fw-normal">
                  <FormattedMessage {...am[s]} />: {data.attendance_summary[s]}
                </Badge>
              ))}
            </div>
            {data.attendance.length === 0 ? (
              <EmptyNote message={m.noAttendance} />
            ) : (
              <Table size="sm" responsive className="mb-0 align-middle">
                <tbody>
                  {data.attendance.map((a, i) => (
                    <tr key={i}>
                      <td className="text-nowrap">
                        <FormattedDate value={`${a.date}T00:00:00`} dateStyle="medium" />
                      </td>
                      <td>
                        {a.title || <FormattedMessage {...m.privateLesson} />}
                        <div className="small text-body-secondary">{a.topic}</div>
                      </td>
                      <td className="text-end">
                        <Badge bg={STATE_BG[a.state]}>
                          <FormattedMessage {...am[a.state]} />
                        </Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Card.Body>
        </Card>
        <Card className="shadow-soft">
          <Card.Body>
            <Card.Title as="h2" className="h5">
              <FormattedMessage {...m.scores} />
            </Card.Title>
            {data.scores.length === 0 ? (
              <EmptyNote message={m.noScores} />
            ) : (
              <Table size="sm" responsive className="mb-0">
                <tbody>
                  {data.scores.map((s, i) => (
                    <tr key={i}>
                      <td className="text-nowrap">
                        <FormattedDate value={s.date} dateStyle="medium" />
                      </td>
                      <td>{s.title}</td>
                      <td className="text-end fw-semibold">{s.score_kind === 'percent' ? `${s.score}%` : s.score}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Card.Body>
        </Card>
      </Col>
      <Col lg={5}>
        <Card className="shadow-soft mb-4">
          <Card.Body>
            <Form noValidate onSubmit={(e) => void send(e)} data-testid="progress-form">
              <Form.Group controlId="progress-comment">
                <Form.Label className="h5 d-block">
                  <FormattedMessage {...m.comment} />
                </Form.Label>
                <Form.Control
                  as="textarea"
                  rows={6}
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                  maxLength={L.commentMax}
                  isInvalid={!!errors.comment}
                  data-testid="progress-comment"
                />
                <Form.Control.Feedback type="invalid">{errors.comment}</Form.Control.Feedback>
                <Form.Text>
                  <FormattedMessage {...m.commentHelp} />
                </Form.Text>
              </Form.Group>
              <div className="small my-3" data-testid="progress-parents">
                <span className="fw-medium">
                  <FormattedMessage {...m.parents} />
                </span>{' '}
                {data.parents.length ? data.parents.map((p) => displayName(p)).join(', ') : <FormattedMessage {...m.noParents} />}
              </div>
              <FormAlert message={formError} />
              {sent && (
                <p className="text-success small" role="status" data-testid="progress-sent">
                  <FormattedMessage {...m.sent} />
                </p>
              )}
              <Button type="submit" disabled={submitting || data.parents.length === 0} data-testid="progress-send">
                <FormattedMessage {...m.send} />
              </Button>
            </Form>
          </Card.Body>
        </Card>
        <Card className="shadow-soft">
          <Card.Header className="bg-body fw-semibold">
            <FormattedMessage {...m.history} />
          </Card.Header>
          <ListGroup variant="flush">
            {data.reports.map((r) => (
              <ListGroup.Item key={r.id} data-testid="progress-report">
                <div className="d-flex justify-content-between gap-2">
                  <span className="small text-body-secondary">
                    <FormattedDate value={r.created_at} dateStyle="medium" timeStyle="short" /> · {r.author ? displayName(r.author) : ''}
                  </span>
                  <Button size="sm" variant="link" className="p-0" onClick={() => void pdf(r.id)}>
                    <FormattedMessage {...m.pdf} />
                  </Button>
                </div>
                <div className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {r.comment}
                </div>
                <div className="small text-body-secondary">
                  <FormattedMessage {...m.sentTo} values={{ names: r.sent_to.map((p) => displayName(p)).join(', ') }} />
                </div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        </Card>
      </Col>
    </Row>
  );
}

/** `/{admin,company,teacher}/progress/{courseId}`: progress reports of the course's accepted students. */
function ProgressPage({ area }: { area: ProgressArea }) {
  const { api } = useStores();
  const intl = useIntl();
  const courseId = Number(useParams().courseId);
  const { data: course } = useLoad(() => payrollApi(api).course(courseId), `progress-course-${courseId}`, { pageLevel: true });
  const { data: requests } = useLoad(() => payrollApi(api).students(courseId), `progress-students-${courseId}`);
  const [studentId, setStudentId] = useState<number | null>(null);
  const students = (requests ?? []).filter((x) => x.response === 'accepted');
  const backTo = area === 'teacher' ? `/courseDetail/${courseId}` : `/${area}/courseDetail/${courseId}`;
  return (
    <div data-testid="progress-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={course ? localizedText(course.title, intl.locale as Locale) : undefined}
        back={{ to: backTo, label: <FormattedMessage {...m.back} /> }}
      />
      {!requests ? (
        <Spinner animation="border" className="d-block mx-auto my-5" />
      ) : students.length === 0 ? (
        <Card body className="shadow-soft text-center text-body-secondary py-5">
          <FormattedMessage {...m.noStudents} />
        </Card>
      ) : (
        <>
          <Form.Group className="mb-4" controlId="progress-student" style={{ maxWidth: 420 }}>
            <Form.Label className="small fw-medium">
              <FormattedMessage {...m.student} />
            </Form.Label>
            <Form.Select
              value={studentId ?? ''}
              onChange={(e) => setStudentId(e.target.value ? Number(e.target.value) : null)}
              data-testid="progress-student"
            >
              <option value="">{intl.formatMessage(m.pickStudent)}</option>
              {students.map((s) => (
                <option key={s.user.id} value={s.user.id}>
                  {displayName(s.user)} ({s.user.email})
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {studentId && <StudentProgress key={studentId} courseId={courseId} studentId={studentId} />}
        </>
      )}
    </div>
  );
}

export const AdminProgressPage = () => <ProgressPage area="admin" />;
export const CompanyProgressPage = () => <ProgressPage area="company" />;
export const TeacherProgressPage = () => <ProgressPage area="teacher" />;
