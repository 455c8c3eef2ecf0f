import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, ButtonGroup, Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import {
  COURSE_MODES,
  DEFAULT_COURSE_TIME_ZONE,
  companyPath,
  type CompanyMembersPage,
  type CourseMode,
  type PagedDto,
  type PrivateLessonDto,
  type UserRefDto,
} from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useArea } from '../../../components/hooks/use-area';
import { useLoad } from '../../../components/hooks/use-load';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-error';
import type { ApiClient } from '../../../lib/api-client';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { coursesApi } from '../api';
import { periodOf, shift, todayIn } from '../calendar-range';
import { PersonPicker } from '../components/person-picker';
import { calendarMessages as cm, lessonsMessages as m, modeMessages } from '../messages';

const ZONE = DEFAULT_COURSE_TIME_ZONE;
/** Spec section 9: GMT+8. Taipei keeps no daylight-saving time, so its offset is fixed. */
const OFFSET = '+08:00';
const LIST = { per_page: 100 };

type Area = 'admin' | 'company' | 'teacher';

/** Who the booker may pick as the teacher: an admin any teacher, a company-admin their company's; a teacher books themselves. */
function teacherSearch(api: ApiClient, area: Area) {
  return async (q: string): Promise<UserRefDto[]> => {
    if (area === 'company') return (await api.get<CompanyMembersPage>(companyPath('teachers'), { query: { ...LIST, search: q || undefined } })).data;
    return (await api.get<PagedDto<UserRefDto>>('/admin/user', { query: { ...LIST, role: 'teacher', q: q || undefined } })).data;
  };
}

/** Students the booker reaches (GET /auth/students: linked students; a super-admin every student). */
const studentSearch = (api: ApiClient) => async (q: string) =>
  (await api.get<PagedDto<UserRefDto>>('/auth/students', { query: { ...LIST, q: q || undefined } })).data;

interface Values {
  teacher_id: string;
  student_id: string;
  mode: CourseMode;
  date: string;
  time_from: string;
  time_to: string;
  note: string;
}

const BUSY = 'teacher_busy';

const BookLesson = observer(function BookLesson({ area, onBooked }: { area: Area; onBooked: () => void }) {
  const { api, session, ui } = useStores();
  const intl = useIntl();
  const self = area === 'teacher';
  const [values, setValues] = useState<Values>({
    teacher_id: self ? String(session.user?.id ?? '') : '',
    student_id: '',
    mode: 'online',
    date: todayIn(ZONE),
    time_from: '16:00',
    time_to: '17:00',
    note: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const { submitting, formError, run } = useSubmit(setErrors);
  const set = (patch: Partial<Values>) => {
    setValues({ ...values, ...patch });
    setBusy(null);
    setErrors({});
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!values.teacher_id) local.teacher_id = intl.formatMessage(m.pickTeacher);
    if (!values.student_id) local.student_id = intl.formatMessage(m.pickStudent);
    if (!values.date) local.date = intl.formatMessage(m.pickDate);
    if (Object.keys(local).length) return setErrors(local);
    void run(
      async () => {
        await coursesApi(api).bookLesson({
          teacher_id: Number(values.teacher_id),
          student_id: Number(values.student_id),
          mode: values.mode,
          starts_at: `${values.date}T${values.time_from}:00${OFFSET}`,
          ends_at: `${values.date}T${values.time_to}:00${OFFSET}`,
          time_zone: ZONE,
          note: values.note.trim() || null,
        });
        ui.toast(intl.formatMessage(m.booked), 'success');
        onBooked();
      },
      (error) => {
        // The database refused an overlapping lesson: say so beside the time, in words the booker acts on.
        if (error instanceof ApiError && error.status === 409 && error.reason === BUSY) {
          setBusy(error.message);
          return true;
        }
      },
    );
  };

  const field = (name: 'date' | 'time_from' | 'time_to', label: keyof typeof m, type: string) => (
    <TextField
      name={name}
      type={type}
      label={intl.formatMessage(m[label])}
      value={values[name]}
      error={errors[name] ?? errors[name === 'date' ? 'starts_at' : name === 'time_from' ? 'starts_at' : 'ends_at']}
      onChange={(e) => set({ [name]: e.target.value } as Partial<Values>)}
      testId={`lesson-${name}`}
    />
  );

  return (
    <Card className="shadow-soft mb-4">
      <Card.Body>
        <h2 className="h6 fw-semibold mb-3">
          <FormattedMessage {...m.bookTitle} />
        </h2>
        <Form noValidate onSubmit={submit} data-testid="lesson-form">
          <Row className="g-3">
            <Col md={6}>
              {self ? (
                <p className="mb-3">
                  <span className="fw-medium d-block mb-2">
                    <FormattedMessage {...m.teacher} />
                  </span>
                  {displayName(session.user)}
                </p>
              ) : (
                <PersonPicker
                  label={intl.formatMessage(m.teacher)}
                  search={teacherSearch(api, area)}
                  value={values.teacher_id}
                  onChange={(teacher_id) => set({ teacher_id })}
                  error={errors.teacher_id}
                  testId="lesson-teacher"
                />
              )}
            </Col>
            <Col md={6}>
              <PersonPicker
                label={intl.formatMessage(m.student)}
                search={studentSearch(api)}
                value={values.student_id}
                onChange={(student_id) => set({ student_id })}
                error={errors.student_id}
                testId="lesson-student"
              />
            </Col>
            <Col xs={12} sm={6} md={3}>
              {field('date', 'date', 'date')}
            </Col>
            <Col xs={6} md={3}>
              {field('time_from', 'timeFrom', 'time')}
            </Col>
            <Col xs={6} md={3}>
              {field('time_to', 'timeTo', 'time')}
            </Col>
            <Col xs={12} sm={6} md={3}>
              <Form.Group className="mb-3" controlId="lesson-mode">
                <Form.Label className="fw-medium">
                  <FormattedMessage {...m.mode} />
                </Form.Label>
                <Form.Select value={values.mode} onChange={(e) => set({ mode: e.target.value as CourseMode })} data-testid="lesson-mode">
                  {COURSE_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {intl.formatMessage(modeMessages[mode])}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={12}>
              <TextField
                name="note"
                optional
                label={intl.formatMessage(m.note)}
                value={values.note}
                error={errors.note}
                maxLength={1000}
                onChange={(e) => set({ note: e.target.value })}
                testId="lesson-note"
              />
            </Col>
          </Row>
          {busy && (
            <Alert variant="warning" data-testid="lesson-busy">
              <Alert.Heading as="h3" className="h6">
                <FormattedMessage {...m.busyTitle} />
              </Alert.Heading>
              {busy}
            </Alert>
          )}
          <FormAlert message={formError} />
          <p className="small text-body-secondary">
            <FormattedMessage {...cm.zone} values={{ zone: 'GMT+8' }} />
          </p>
          <SubmitButton submitting={submitting} className="w-auto px-4" testId="lesson-submit">
            <FormattedMessage {...m.book} />
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
});

function LessonsList({ version, onChanged }: { version: number; onChanged: () => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [anchor, setAnchor] = useState(todayIn(ZONE));
  const { from, to } = periodOf('month', anchor);
  const { data } = useLoad(() => coursesApi(api).lessons(from, to), `lessons:${from}:${to}:${version}`);
  const [cancelling, setCancelling] = useState<PrivateLessonDto | null>(null);
  const [saving, setSaving] = useState(false);
  const cancel = async () => {
    if (!cancelling) return;
    setSaving(true);
    try {
      await coursesApi(api).cancelLesson(cancelling.id);
      ui.toast(intl.formatMessage(m.cancelled), 'success');
      setCancelling(null);
      onChanged();
    } catch (e) {
      ui.handleError(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card className="shadow-soft" data-testid="lessons-list">
      <Card.Header className="d-flex flex-wrap gap-2 align-items-center justify-content-between">
        <span className="fw-semibold">
          <FormattedMessage {...m.listTitle} />
          <span className="text-body-secondary fw-normal small ms-2">
            <FormattedDate value={`${from}T00:00:00`} dateStyle="medium" /> – <FormattedDate value={`${to}T00:00:00`} dateStyle="medium" />
          </span>
        </span>
        <ButtonGroup size="sm">
          <Button variant="outline-secondary" onClick={() => setAnchor(shift('month', anchor, -1))} data-testid="lessons-prev">
            <FormattedMessage {...cm.previous} />
          </Button>
          <Button variant="outline-secondary" onClick={() => setAnchor(todayIn(ZONE))}>
            <FormattedMessage {...cm.today} />
          </Button>
          <Button variant="outline-secondary" onClick={() => setAnchor(shift('month', anchor, 1))} data-testid="lessons-next">
            <FormattedMessage {...cm.next} />
          </Button>
        </ButtonGroup>
      </Card.Header>
      {!data ? (
        <Spinner animation="border" className="d-block mx-auto my-4" />
      ) : data.length === 0 ? (
        <Card.Body className="text-center text-body-secondary py-4" data-testid="lessons-empty">
          <FormattedMessage {...m.empty} />
        </Card.Body>
      ) : (
        <div className="table-responsive position-relative">
          <Table className="mb-0 align-middle">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage {...m.when} />
                </th>
                <th scope="col">
                  <FormattedMessage {...m.teacher} />
                </th>
                <th scope="col">
                  <FormattedMessage {...m.student} />
                </th>
                <th scope="col">
                  <FormattedMessage {...m.mode} />
                </th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">
                    <FormattedMessage {...m.actions} />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((l) => (
                <tr key={l.id} data-testid={`lesson-${l.id}`} className={l.cancelled ? 'text-body-secondary' : undefined}>
                  <td className="text-nowrap">
                    <FormattedDate value={l.starts_at} timeZone={ZONE} weekday="short" month="short" day="numeric" />{' '}
                    <span className={l.cancelled ? 'text-decoration-line-through' : undefined}>
                      <FormattedTime value={l.starts_at} timeZone={ZONE} /> – <FormattedTime value={l.ends_at} timeZone={ZONE} />
                    </span>
                    {l.note && <div className="small text-body-secondary text-wrap">{l.note}</div>}
                  </td>
                  <td>{displayName(l.teacher)}</td>
                  <td>{displayName(l.student)}</td>
                  <td>
                    <Badge bg="light" text="dark" className="border">
                      <FormattedMessage {...modeMessages[l.mode]} />
                    </Badge>
                  </td>
                  <td className="text-end">
                    {l.cancelled ? (
                      <Badge bg="danger-subtle" text={'danger-emphasis' as 'dark'}>
                        <FormattedMessage {...m.cancelledBadge} />
                      </Badge>
                    ) : (
                      <Button size="sm" variant="outline-danger" onClick={() => setCancelling(l)} data-testid={`lesson-cancel-${l.id}`}>
                        <FormattedMessage {...m.cancel} />
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <ConfirmModal
        show={cancelling !== null}
        danger
        title={<FormattedMessage {...m.cancelTitle} />}
        body={<FormattedMessage {...m.cancelBody} />}
        confirmLabel={<FormattedMessage {...m.cancel} />}
        busy={saving}
        onCancel={() => setCancelling(null)}
        onConfirm={() => void cancel()}
      />
    </Card>
  );
}

/**
 * `/{area}/private-lessons` (spec section 6's private lessons, no path given): book a one-to-one lesson
 * (teacher, student, time, mode) and see the month's lessons the caller may see. A double booking is refused
 * by the database (409 teacher_busy), shown beside the form.
 */
export function PrivateLessonsPage() {
  const area = useArea() as Area;
  const [version, setVersion] = useState(0);
  const bump = () => setVersion((v) => v + 1);
  return (
    <div data-testid="private-lessons-page">
      <PageHeader title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.subtitle} />} />
      <BookLesson area={area} onBooked={bump} />
      <LessonsList version={version} onChanged={bump} />
    </div>
  );
}
