import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Badge, Button, Card, Col, Form, ListGroup, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ATTENDANCE_STATES, CLASS_LIMITS, type AttendanceState, type MeetingDto, type MeetingInput } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { useLoad } from '../../../components/hooks/use-load';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { classesApi } from '../api';
import type { ClassPageStore } from '../class-page-store';
import { problemText } from '../class-errors';
import { attendanceMessages as m, commonMessages as cm } from '../messages';
import { attendanceCounts, meetingForm, type MeetingFormValues } from '../meeting-form';

export const STATE_BG: Record<AttendanceState, string> = { present: 'success', late: 'warning', absent: 'danger', excused: 'secondary' };

type TextKey = 'date' | 'duration_minutes' | 'topic' | 'homework' | 'notes';

/** One text field of the meeting form, with its label above it in a column of width `sm`. */
function MeetingField({
  sm,
  name,
  label,
  values,
  set,
  testId,
  ...control
}: {
  sm: number;
  name: TextKey;
  label: MessageDescriptor;
  values: MeetingFormValues;
  set: (patch: Partial<MeetingFormValues>) => void;
  testId?: string;
  type?: string;
  min?: number;
  maxLength?: number;
  as?: 'textarea';
  rows?: number;
}) {
  const id = `meeting-${name}`;
  return (
    <Col sm={sm}>
      <Form.Label className="small fw-medium" htmlFor={id}>
        <FormattedMessage {...label} />
      </Form.Label>
      <Form.Control id={id} value={values[name]} onChange={(e) => set({ [name]: e.target.value })} data-testid={testId} {...control} />
    </Col>
  );
}

function MeetingForm({ store, meeting, onDone }: { store: ClassPageStore; meeting: MeetingDto | null; onDone: () => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const students = store.activeStudents;
  const [values, setValues] = useState<MeetingFormValues>(() => meetingForm(meeting, students, new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<MeetingFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const duration = Number(values.duration_minutes);
    if (!values.date || !values.topic.trim()) return setProblem(intl.formatMessage(m.required));
    if (!Number.isInteger(duration) || duration < CLASS_LIMITS.meetingDurationMin || duration > CLASS_LIMITS.meetingDurationMax)
      return setProblem(intl.formatMessage(m.durationRange, CLASS_LIMITS));
    const input: MeetingInput = {
      date: values.date,
      duration_minutes: duration,
      topic: values.topic.trim(),
      homework: values.homework.trim(),
      notes: values.notes.trim(),
      attendance: Object.entries(values.attendance).map(([id, state]) => ({ student_id: Number(id), state })),
    };
    setBusy(true);
    setProblem(null);
    try {
      const calls = classesApi(api);
      if (meeting) await calls.updateMeeting(meeting.id, input);
      else await calls.addMeeting(store.classId, input);
      onDone();
    } catch (error) {
      setProblem(problemText(ui, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid="meeting-form">
      <Row className="g-2 mb-2">
        <MeetingField sm={4} name="date" label={m.date} values={values} set={set} type="date" testId="meeting-date" />
        <MeetingField sm={3} name="duration_minutes" label={m.duration} values={values} set={set} type="number" min={1} />
        <MeetingField sm={5} name="topic" label={m.topic} values={values} set={set} maxLength={CLASS_LIMITS.logTopicMax} testId="meeting-topic" />
        <MeetingField
          sm={6}
          name="homework"
          label={m.homework}
          values={values}
          set={set}
          as="textarea"
          rows={2}
          maxLength={CLASS_LIMITS.logTextMax}
        />
        <MeetingField sm={6} name="notes" label={m.notes} values={values} set={set} as="textarea" rows={2} maxLength={CLASS_LIMITS.logTextMax} />
      </Row>
      {students.length > 0 && (
        <Table size="sm" responsive className="align-middle">
          <tbody>
            {students.map((s) => (
              <tr key={s.id}>
                <td>{displayName(s)}</td>
                <td className="text-end">
                  <Form.Select
                    size="sm"
                    style={{ maxWidth: 160, marginLeft: 'auto' }}
                    value={values.attendance[s.id] ?? 'present'}
                    aria-label={intl.formatMessage(m.stateOf, { name: displayName(s) })}
                    onChange={(e) => set({ attendance: { ...values.attendance, [s.id]: e.target.value as AttendanceState } })}
                    data-testid={`attendance-${s.id}`}
                  >
                    {ATTENDANCE_STATES.map((st) => (
                      <option key={st} value={st}>
                        {intl.formatMessage(cm[`attendance_${st}`])}
                      </option>
                    ))}
                  </Form.Select>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <FormAlert message={problem} testId="meeting-error" />
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" disabled={busy} data-testid="meeting-save">
          <FormattedMessage {...m.save} />
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onDone}>
          <FormattedMessage {...m.cancel} />
        </Button>
      </div>
    </Form>
  );
}

/** The attendance and lesson logs tab: one entry per class meeting, each student's state recorded as a fact. */
export const AttendancePanel = observer(function AttendancePanel({ store }: { store: ClassPageStore }) {
  const { api, ui } = useStores();
  const [editing, setEditing] = useState<MeetingDto | 'new' | null>(null);
  const { data, reload } = useLoad(() => classesApi(api).meetings(store.classId), `meetings-${store.classId}`);
  useEffect(() => {
    if (!store.roster) store.loadRoster().catch((error: unknown) => ui.handleError(error));
  }, [store, ui]);
  const remove = async (id: number) => {
    try {
      await classesApi(api).deleteMeeting(id);
      reload();
    } catch (error) {
      ui.handleError(error);
    }
  };
  const done = () => {
    setEditing(null);
    reload();
  };
  return (
    <div data-testid="attendance-panel">
      {!store.readOnly && (
        <Card className="shadow-soft mb-4">
          <Card.Body>
            {editing ? (
              <MeetingForm store={store} meeting={editing === 'new' ? null : editing} onDone={done} />
            ) : (
              <Button onClick={() => setEditing('new')} data-testid="meeting-new">
                <FormattedMessage {...m.newMeeting} />
              </Button>
            )}
          </Card.Body>
        </Card>
      )}
      {!data ? (
        <Spinner animation="border" className="d-block mx-auto my-4" />
      ) : data.length === 0 ? (
        <Card body className="shadow-soft text-center text-body-secondary py-5">
          <FormattedMessage {...m.empty} />
        </Card>
      ) : (
        <Card className="shadow-soft">
          <ListGroup variant="flush">
            {data.map((mt) => {
              const counts = attendanceCounts(mt);
              return (
                <ListGroup.Item key={mt.id} className="py-3" data-testid={`meeting-${mt.id}`}>
                  <div className="d-flex flex-wrap justify-content-between gap-2">
                    <div>
                      <div className="fw-semibold">
                        <FormattedDate value={`${mt.date}T00:00:00`} dateStyle="medium" /> · {mt.topic}
                      </div>
                      <div className="small text-body-secondary">
                        <FormattedMessage {...m.summary} values={{ minutes: mt.duration_minutes, teacher: displayName(mt.teacher) }} />
                      </div>
                    </div>
                    {!store.readOnly && (
                      <div className="d-flex gap-2 align-items-start">
                        <Button size="sm" variant="outline-primary" onClick={() => setEditing(mt)}>
                          <FormattedMessage {...m.edit} />
                        </Button>
                        <Button size="sm" variant="outline-danger" onClick={() => void remove(mt.id)}>
                          <FormattedMessage {...m.delete} />
                        </Button>
                      </div>
                    )}
                  </div>
                  <div className="d-flex flex-wrap gap-1 mt-2">
                    {ATTENDANCE_STATES.filter((st) => counts[st] > 0).map((st) => (
                      <Badge key={st} bg={STATE_BG[st]} text={st === 'late' ? 'dark' : undefined}>
                        <FormattedMessage {...cm[`attendance_${st}`]} />: {counts[st]}
                      </Badge>
                    ))}
                  </div>
                  {(mt.homework || mt.notes) && (
                    <div className="small mt-2">
                      {mt.homework && (
                        <div>
                          <span className="fw-medium">
                            <FormattedMessage {...m.homework} />:
                          </span>{' '}
                          {mt.homework}
                        </div>
                      )}
                      {mt.notes && (
                        <div>
                          <span className="fw-medium">
                            <FormattedMessage {...m.notes} />:
                          </span>{' '}
                          {mt.notes}
                        </div>
                      )}
                    </div>
                  )}
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        </Card>
      )}
    </div>
  );
});
