import { useState } from 'react';
import { Badge, Button, ButtonGroup, Card, ListGroup, Spinner } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DEFAULT_COURSE_TIME_ZONE, type CalendarEntryDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { coursesApi } from '../api';
import { dayIn, periodOf, shift, todayIn, type CalendarView } from '../calendar-range';
import { calendarMessages as m, modeMessages, sessionsMessages as sm } from '../messages';
import { courseDetailPath } from '../paths';
import { useLocalized } from './course-bits';

const ZONE = DEFAULT_COURSE_TIME_ZONE;

/**
 * The calendar as a list by day, a week or a month at a time (spec section 9: GMT+8, so days and times are
 * Taipei's). Shows the meetings of the courses the reader manages or was accepted into, and their private
 * lessons; `courseId` narrows it to one course.
 */
export function CourseCalendar({
  courseId,
  initialDay,
  linkCourses,
  version = 0,
}: {
  courseId?: number;
  initialDay?: string;
  linkCourses?: boolean;
  /** Changes when what the calendar shows was changed elsewhere on the page (a session added). */
  version?: number;
}) {
  const { api } = useStores();
  const intl = useIntl();
  const localized = useLocalized();
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(initialDay ?? todayIn(ZONE));
  const { from, to } = periodOf(view, anchor);
  const { data } = useLoad(() => coursesApi(api).calendar(from, to, courseId), `calendar:${from}:${to}:${courseId ?? ''}:${version}`);
  const days = new Map<string, CalendarEntryDto[]>();
  for (const e of data ?? []) {
    const d = dayIn(e.starts_at, ZONE);
    days.set(d, [...(days.get(d) ?? []), e]);
  }

  return (
    <Card className="shadow-soft mb-4" data-testid="course-calendar">
      <Card.Header className="d-flex flex-wrap gap-2 align-items-center justify-content-between">
        <span className="fw-semibold">
          <FormattedMessage {...m.title} />
          <span className="text-body-secondary fw-normal small ms-2">
            <FormattedDate value={`${from}T00:00:00`} dateStyle="medium" /> – <FormattedDate value={`${to}T00:00:00`} dateStyle="medium" />
          </span>
        </span>
        <div className="d-flex flex-wrap gap-2">
          <ButtonGroup size="sm" aria-label={intl.formatMessage(m.title)}>
            {(['week', 'month'] as const).map((v) => (
              <Button key={v} variant={view === v ? 'primary' : 'outline-primary'} onClick={() => setView(v)} data-testid={`calendar-${v}`}>
                <FormattedMessage {...m[v]} />
              </Button>
            ))}
          </ButtonGroup>
          <ButtonGroup size="sm">
            <Button variant="outline-secondary" onClick={() => setAnchor(shift(view, anchor, -1))} data-testid="calendar-prev">
              <FormattedMessage {...m.previous} />
            </Button>
            <Button variant="outline-secondary" onClick={() => setAnchor(todayIn(ZONE))}>
              <FormattedMessage {...m.today} />
            </Button>
            <Button variant="outline-secondary" onClick={() => setAnchor(shift(view, anchor, 1))} data-testid="calendar-next">
              <FormattedMessage {...m.next} />
            </Button>
          </ButtonGroup>
        </div>
      </Card.Header>
      {!data ? (
        <Spinner animation="border" className="d-block mx-auto my-4" />
      ) : days.size === 0 ? (
        <Card.Body className="text-center text-body-secondary py-4" data-testid="calendar-empty">
          <FormattedMessage {...m.empty} />
        </Card.Body>
      ) : (
        <ListGroup variant="flush">
          {[...days.entries()].map(([d, entries]) => (
            <ListGroup.Item key={d} data-testid="calendar-day">
              <div className="fw-semibold small text-body-secondary mb-1">
                <FormattedDate value={`${d}T00:00:00`} weekday="long" month="long" day="numeric" />
              </div>
              {entries.map((e) => (
                <div key={`${e.kind}:${e.id}`} className="d-flex flex-wrap gap-2 align-items-baseline py-1" data-testid="calendar-entry">
                  <span className={`text-nowrap ${e.cancelled ? 'text-decoration-line-through text-body-secondary' : ''}`}>
                    <FormattedTime value={e.starts_at} timeZone={ZONE} /> – <FormattedTime value={e.ends_at} timeZone={ZONE} />
                  </span>
                  <span className="fw-medium">{e.kind === 'lesson' ? intl.formatMessage(m.lesson) : e.title}</span>
                  {e.course_title && e.course_id && (
                    <span className="text-body-secondary">
                      {linkCourses ? <Link to={courseDetailPath(e.course_id)}>{localized(e.course_title)}</Link> : localized(e.course_title)}
                    </span>
                  )}
                  {e.kind === 'lesson' && <span className="text-body-secondary">{e.title}</span>}
                  <Badge bg="light" text="dark" className="border">
                    <FormattedMessage {...modeMessages[e.mode]} />
                  </Badge>
                  {e.makeup && (
                    <Badge bg="info-subtle" text={'info-emphasis' as 'dark'}>
                      <FormattedMessage {...sm.makeup} />
                    </Badge>
                  )}
                  {e.cancelled && (
                    <Badge bg="danger-subtle" text={'danger-emphasis' as 'dark'} data-testid="calendar-cancelled">
                      <FormattedMessage {...sm.cancelled} values={{ reason: e.cancel_reason ?? '' }} />
                    </Badge>
                  )}
                </div>
              ))}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <Card.Footer className="small text-body-secondary">
        <FormattedMessage {...m.zone} values={{ zone: 'GMT+8' }} />
      </Card.Footer>
    </Card>
  );
}
