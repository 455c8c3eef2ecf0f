import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Collapse, Form, InputGroup, ListGroup } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { DEFAULT_COURSE_TIME_ZONE, type CourseCurrency, type CourseMeetingDto, type CourseSessionDto } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { formatMoney } from '../../wallet';
import { coursesApi } from '../api';
import { freqMessages, modeMessages, sessionFormMessages as fm, sessionsMessages as m, weekdayMessages } from '../messages';
import { CardRows } from './course-bits';
import { SessionForm } from './session-form';

const ZONE = DEFAULT_COURSE_TIME_ZONE;

/** One meeting row: its time, and for managers cancel (with a reason) / restore / remove a make-up. */
function MeetingRow({ meeting, manage, onChange }: { meeting: CourseMeetingDto; manage: boolean; onChange: () => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [reason, setReason] = useState<string | null>(null);
  const act = (call: () => Promise<unknown>) =>
    call().then(
      () => {
        setReason(null);
        onChange();
      },
      (error: unknown) => ui.handleError(error),
    );
  return (
    <ListGroup.Item className="d-flex flex-wrap gap-2 align-items-center" data-testid="session-meeting">
      <span className={meeting.cancelled ? 'text-decoration-line-through text-body-secondary' : ''}>
        <FormattedDate value={meeting.starts_at} timeZone={ZONE} weekday="short" month="short" day="numeric" />{' '}
        <FormattedTime value={meeting.starts_at} timeZone={ZONE} />–<FormattedTime value={meeting.ends_at} timeZone={ZONE} />
      </span>
      {meeting.kind === 'makeup' && (
        <Badge bg="info-subtle" text={'info-emphasis' as 'dark'}>
          <FormattedMessage {...m.makeup} />
        </Badge>
      )}
      {meeting.cancelled && (
        <Badge bg="danger-subtle" text={'danger-emphasis' as 'dark'}>
          <FormattedMessage {...m.cancelled} values={{ reason: meeting.cancel_reason ?? '' }} />
        </Badge>
      )}
      {manage && (
        <span className="ms-auto d-flex gap-1">
          {meeting.cancelled ? (
            <Button size="sm" variant="outline-primary" onClick={() => void act(() => coursesApi(api).restoreMeeting(meeting.id))}>
              <FormattedMessage {...m.restore} />
            </Button>
          ) : reason === null ? (
            <Button size="sm" variant="outline-danger" onClick={() => setReason('')} data-testid="meeting-cancel">
              <FormattedMessage {...m.cancel} />
            </Button>
          ) : (
            <Form
              onSubmit={(e: FormEvent) => {
                e.preventDefault();
                void act(() => coursesApi(api).cancelMeeting(meeting.id, { reason }));
              }}
            >
              <InputGroup size="sm">
                <Form.Control
                  autoFocus
                  value={reason}
                  maxLength={200}
                  placeholder={intl.formatMessage(m.cancelReason)}
                  aria-label={intl.formatMessage(m.cancelReason)}
                  onChange={(e) => setReason(e.target.value)}
                  data-testid="meeting-cancel-reason"
                />
                <Button type="submit" variant="danger" disabled={!reason.trim()} data-testid="meeting-cancel-confirm">
                  <FormattedMessage {...m.cancel} />
                </Button>
              </InputGroup>
            </Form>
          )}
          {meeting.kind === 'makeup' && (
            <Button size="sm" variant="outline-secondary" onClick={() => void act(() => coursesApi(api).removeMeeting(meeting.id))}>
              <FormattedMessage {...m.removeMakeup} />
            </Button>
          )}
        </span>
      )}
    </ListGroup.Item>
  );
}

/** A make-up meeting of the session: a date and times (GMT+8). */
function MakeupForm({ sessionId, onSaved }: { sessionId: number; onSaved: () => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [v, setV] = useState({ date: '', time_from: '09:00', time_to: '12:00' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    coursesApi(api)
      .addMakeup(sessionId, v)
      .then(
        () => {
          setV({ ...v, date: '' });
          onSaved();
        },
        (error: unknown) => ui.handleError(error),
      );
  };
  return (
    <Form onSubmit={submit} className="d-flex flex-wrap gap-2 align-items-end p-3 border-top" data-testid="makeup-form">
      <Form.Group>
        <Form.Label className="small mb-1">{intl.formatMessage(fm.date)}</Form.Label>
        <Form.Control size="sm" type="date" required value={v.date} onChange={(e) => setV({ ...v, date: e.target.value })} />
      </Form.Group>
      <Form.Group>
        <Form.Label className="small mb-1">{intl.formatMessage(fm.timeFrom)}</Form.Label>
        <Form.Control size="sm" type="time" required value={v.time_from} onChange={(e) => setV({ ...v, time_from: e.target.value })} />
      </Form.Group>
      <Form.Group>
        <Form.Label className="small mb-1">{intl.formatMessage(fm.timeTo)}</Form.Label>
        <Form.Control size="sm" type="time" required value={v.time_to} onChange={(e) => setV({ ...v, time_to: e.target.value })} />
      </Form.Group>
      <Button size="sm" type="submit" variant="outline-primary" disabled={!v.date}>
        <FormattedMessage {...m.addMakeup} />
      </Button>
    </Form>
  );
}

function SessionCard({ s, currency, manage, onChange }: { s: CourseSessionDto; currency: CourseCurrency; manage: boolean; onChange: () => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const repeat = s.repeat
    ? [
        s.repeat.interval === 1
          ? intl.formatMessage(freqMessages[s.repeat.freq])
          : intl.formatMessage(m.every, { freq: s.repeat.freq, interval: s.repeat.interval }),
        s.repeat.weekdays.map((d) => intl.formatMessage(weekdayMessages[d])).join(' '),
      ]
        .filter(Boolean)
        .join(' · ')
    : intl.formatMessage(freqMessages.none);
  return (
    <ListGroup.Item className="p-0" data-testid="course-session">
      <div className="p-3">
        <div className="d-flex flex-wrap gap-2 align-items-baseline">
          <span className="fw-semibold">{s.title}</span>
          <Badge bg="light" text="dark" className="border">
            <FormattedMessage {...modeMessages[s.mode]} />
          </Badge>
          {s.prepay && (
            <Badge bg="warning-subtle" text={'warning-emphasis' as 'dark'}>
              <FormattedMessage {...m.prepay} />
            </Badge>
          )}
          {s.tags.map((t) => (
            <Badge key={t} bg="secondary-subtle" text={'secondary-emphasis' as 'dark'}>
              {t}
            </Badge>
          ))}
        </div>
        <div className="small text-body-secondary mt-1">
          <FormattedDate value={`${s.start_date}T00:00:00`} dateStyle="medium" />
          {s.end_date && s.end_date !== s.start_date && (
            <>
              {' – '}
              <FormattedDate value={`${s.end_date}T00:00:00`} dateStyle="medium" />
            </>
          )}
          {' · '}
          {s.time_from}–{s.time_to} (GMT+8) · {repeat}
          {s.city && ` · ${s.city}`}
          {' · '}
          {formatMoney(intl, s.fee, s.currency)}
          {s.class && ` · ${s.class.name}`}
          {s.test && ` · ${s.test.title ?? ''}`}
        </div>
        <div className="d-flex flex-wrap gap-2 mt-2">
          <Button size="sm" variant="link" className="p-0" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="session-toggle">
            <FormattedMessage {...m.meetings} values={{ count: s.meetings.filter((x) => !x.cancelled).length }} />
          </Button>
          {manage && (
            <Button
              size="sm"
              variant="link"
              className="p-0 ms-auto"
              onClick={() => setEditing(!editing)}
              aria-expanded={editing}
              data-testid="session-edit"
            >
              <FormattedMessage {...m.edit} />
            </Button>
          )}
          {manage && (
            <Button size="sm" variant="link" className="p-0 text-danger" onClick={() => setConfirm(true)}>
              <FormattedMessage {...m.delete} />
            </Button>
          )}
        </div>
      </div>
      {editing && (
        <div className="p-3 border-top">
          <SessionForm
            courseId={s.course_id}
            currency={currency}
            session={s}
            onSaved={() => {
              setEditing(false);
              onChange();
            }}
          />
        </div>
      )}
      <Collapse in={open}>
        <div>
          <ListGroup variant="flush" className="border-top">
            {s.meetings.map((x) => (
              <MeetingRow key={x.id} meeting={x} manage={manage} onChange={onChange} />
            ))}
          </ListGroup>
          {manage && <MakeupForm sessionId={s.id} onSaved={onChange} />}
        </div>
      </Collapse>
      <ConfirmModal
        show={confirm}
        danger
        body={<FormattedMessage {...m.deleteConfirm} />}
        confirmLabel={<FormattedMessage {...m.delete} />}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          void coursesApi(api)
            .removeSession(s.id)
            .then(
              () => {
                setConfirm(false);
                onChange();
              },
              (error: unknown) => ui.handleError(error),
            )
        }
      />
    </ListGroup.Item>
  );
}

/** The course's sessions: managers add and change them; accepted students read them. */
export function SessionsPanel({
  courseId,
  currency,
  manage,
  onChange,
}: {
  courseId: number;
  currency: CourseCurrency;
  manage: boolean;
  onChange: () => void;
}) {
  const { api } = useStores();
  const [adding, setAdding] = useState(false);
  const { data, reload } = useLoad(() => coursesApi(api).sessions(courseId), `course-sessions:${courseId}`);
  const changed = () => {
    reload();
    onChange();
  };
  return (
    <Card className="shadow-soft mb-4" data-testid="course-sessions">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <span className="fw-semibold">
          <FormattedMessage {...m.title} />
        </span>
        {manage && (
          <Button size="sm" variant={adding ? 'outline-secondary' : 'primary'} onClick={() => setAdding(!adding)} data-testid="session-add">
            <FormattedMessage {...m.add} />
          </Button>
        )}
      </Card.Header>
      <Collapse in={adding}>
        <div>
          <Card.Body className="border-bottom">
            {adding && (
              <SessionForm
                courseId={courseId}
                currency={currency}
                onSaved={() => {
                  setAdding(false);
                  changed();
                }}
              />
            )}
          </Card.Body>
        </div>
      </Collapse>
      <CardRows data={data} empty={m.empty}>
        {(rows) => (
          <ListGroup variant="flush">
            {rows.map((s) => (
              <SessionCard key={s.id} s={s} currency={currency} manage={manage} onChange={changed} />
            ))}
          </ListGroup>
        )}
      </CardRows>
    </Card>
  );
}
