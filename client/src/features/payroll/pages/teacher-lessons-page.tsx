import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Col, Form, ListGroup, Modal, Row, Spinner } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ATTENDANCE_STATES, monthDays, PAYROLL_LIMITS as L, type AttendanceState, type PrivateLessonDto } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { useSubmit } from '../../../components/form/use-submit';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { payrollApi } from '../api';
import { MonthField, useMonth } from '../components/month-field';
import { attendanceMessages as am, commonMessages as cm, lessonsMessages as m } from '../messages';

const STATE_BG: Record<AttendanceState, string> = { present: 'success', late: 'warning', absent: 'danger', excused: 'secondary' };
const minutesOf = (l: PrivateLessonDto) => Math.round((Date.parse(l.ends_at) - Date.parse(l.starts_at)) / 60_000);

/** One text of the lesson log (a line, or a box when `rows` is given) with its label and error. */
function LogText(props: {
  id: string;
  label: MessageDescriptor;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string;
  rows?: number;
  className?: string;
  testId?: string;
}) {
  const { id, label, value, onChange, max, error, rows, className, testId } = props;
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className="small fw-medium">
        <FormattedMessage {...label} />
      </Form.Label>
      <Form.Control
        {...(rows ? { as: 'textarea' as const, rows } : {})}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={max}
        isInvalid={!!error}
        data-testid={testId}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** The lesson log "as in classes": the student's attendance, topic, homework, notes. */
function LogModal({ lesson, onClose, onSaved }: { lesson: PrivateLessonDto; onClose: () => void; onSaved: () => void }) {
  const { api } = useStores();
  const intl = useIntl();
  const [values, setValues] = useState({
    state: lesson.log?.state ?? 'present',
    topic: lesson.log?.topic ?? '',
    homework: lesson.log?.homework ?? '',
    notes: lesson.log?.notes ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await run(async () => {
      await payrollApi(api).writeLog(lesson.id, { ...values, state: values.state as AttendanceState });
    });
    if (ok) onSaved();
  };
  return (
    <Modal show onHide={onClose} centered>
      <Form noValidate onSubmit={(e) => void submit(e)} data-testid="lesson-log-form">
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            <FormattedMessage {...m.formTitle} values={{ student: displayName(lesson.student) }} />
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">
            <FormattedDate value={lesson.starts_at} timeZone={lesson.time_zone} dateStyle="medium" timeStyle="short" /> ·{' '}
            <FormattedMessage {...m.minutes} values={{ minutes: minutesOf(lesson) }} />
          </p>
          <Form.Group className="mb-3">
            <Form.Label className="small fw-medium d-block">
              <FormattedMessage {...m.state} />
            </Form.Label>
            <div className="d-flex flex-wrap gap-3">
              {ATTENDANCE_STATES.map((s) => (
                <Form.Check
                  key={s}
                  type="radio"
                  id={`log-state-${s}`}
                  name="state"
                  label={intl.formatMessage(am[s])}
                  checked={values.state === s}
                  onChange={() => set({ state: s })}
                  data-testid={`log-state-${s}`}
                />
              ))}
            </div>
            {errors.state && <div className="invalid-feedback d-block">{errors.state}</div>}
          </Form.Group>
          <LogText
            id="log-topic"
            className="mb-3"
            label={m.topic}
            value={values.topic}
            onChange={(topic) => set({ topic })}
            max={L.topicMax}
            error={errors.topic}
            testId="log-topic"
          />
          <Row className="g-3">
            <Col sm={6}>
              <LogText
                id="log-homework"
                label={m.homework}
                rows={3}
                value={values.homework}
                onChange={(homework) => set({ homework })}
                max={L.homeworkMax}
                error={errors.homework}
              />
            </Col>
            <Col sm={6}>
              <LogText
                id="log-notes"
                label={m.notes}
                rows={3}
                value={values.notes}
                onChange={(notes) => set({ notes })}
                max={L.notesMax}
                error={errors.notes}
              />
            </Col>
          </Row>
          <p className="small text-body-secondary mt-3 mb-0">
            <FormattedMessage {...m.paidNote} />
          </p>
          <FormAlert message={formError} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            <FormattedMessage {...cm.cancel} />
          </Button>
          <Button type="submit" disabled={submitting} data-testid="log-save">
            <FormattedMessage {...cm.save} />
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** `/teacher/lessons`: the teacher's private lessons of a month, each with its log and the student's attendance. */
export function TeacherLessonsPage() {
  const { api, ui } = useStores();
  const [month, setMonth] = useMonth();
  const { first, last } = monthDays(month);
  const { data, reload } = useLoad(() => payrollApi(api).lessons(first, last), `lessons-${month}`);
  const [editing, setEditing] = useState<PrivateLessonDto | null>(null);
  const now = Date.now();
  const remove = async (l: PrivateLessonDto) => {
    try {
      await payrollApi(api).removeLog(l.id);
      reload();
    } catch (error) {
      ui.handleError(error);
    }
  };
  return (
    <div data-testid="teacher-lessons-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} />}
        actions={<MonthField month={month} onChange={setMonth} />}
      />
      <Card className="shadow-soft">
        {!data ? (
          <Spinner animation="border" className="d-block mx-auto my-5" />
        ) : data.length === 0 ? (
          <Card.Body className="text-center text-body-secondary py-5">
            <FormattedMessage {...m.empty} />
          </Card.Body>
        ) : (
          <ListGroup variant="flush">
            {data.map((l) => (
              <ListGroup.Item key={l.id} className="py-3" data-testid="lesson-row">
                <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
                  <div className="me-auto">
                    <div className="fw-semibold">
                      <FormattedDate value={l.starts_at} timeZone={l.time_zone} dateStyle="medium" timeStyle="short" /> ·{' '}
                      <span data-testid="lesson-student">{displayName(l.student)}</span>
                    </div>
                    <div className="small text-body-secondary">
                      <FormattedMessage {...m.minutes} values={{ minutes: minutesOf(l) }} />
                      {l.log && <> · {l.log.topic}</>}
                    </div>
                  </div>
                  <div className="d-flex align-items-center gap-2">
                    {l.cancelled ? (
                      <Badge bg="secondary">
                        <FormattedMessage {...m.cancelled} />
                      </Badge>
                    ) : l.log ? (
                      <Badge bg={STATE_BG[l.log.state]} data-testid="lesson-state">
                        <FormattedMessage {...am[l.log.state]} />
                      </Badge>
                    ) : Date.parse(l.starts_at) > now ? (
                      <Badge bg="light" text="dark" className="border">
                        <FormattedMessage {...m.upcoming} />
                      </Badge>
                    ) : (
                      <Badge bg="warning" text="dark">
                        <FormattedMessage {...m.notLogged} />
                      </Badge>
                    )}
                    {!l.cancelled && Date.parse(l.starts_at) <= now && (
                      <Button size="sm" variant={l.log ? 'outline-primary' : 'primary'} onClick={() => setEditing(l)} data-testid="lesson-log">
                        <FormattedMessage {...(l.log ? m.edit : m.log)} />
                      </Button>
                    )}
                    {l.log && !l.cancelled && (
                      <Button size="sm" variant="outline-danger" onClick={() => void remove(l)}>
                        <FormattedMessage {...m.remove} />
                      </Button>
                    )}
                  </div>
                </div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card>
      {editing && (
        <LogModal
          lesson={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </div>
  );
}
