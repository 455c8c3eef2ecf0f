import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Alert, Card, Col, Row, Spinner } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { COURSE_PAGES, DEFAULT_COURSE_TIME_ZONE, Role, type CourseDetailDto, type CourseResponse } from '@app/shared';
import { CopyField } from '../../../components/copy-field';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { progressLinkMessage, progressPath } from '../../payroll';
import { useStores } from '../../../stores/store-context';
import { coursesApi } from '../api';
import { dayIn } from '../calendar-range';
import { CourseCalendar } from '../components/course-calendar';
import { CourseDates, Fee, InactiveBadge, Seats, StateBadge, useLocalized } from '../components/course-bits';
import { RequestsPanel } from '../components/requests-panel';
import { SessionsPanel } from '../components/sessions-panel';
import { commonMessages as cm, detailMessages as m, responseMessages, typeMessages } from '../messages';
import { areaCoursesPath, areaEditPath, COURSES_PATHS, joinPath, type CourseArea } from '../paths';

/** The area whose pages a manager reaching the general /courseDetail page goes on to. */
function managerArea(roles: readonly Role[]): CourseArea {
  if (roles.includes(Role.SuperAdmin)) return 'admin';
  if (roles.includes(Role.CompanyAdmin)) return 'company';
  return 'teacher';
}

function Facts({ c }: { c: CourseDetailDto }) {
  const fact = (label: React.ReactNode, value: React.ReactNode) => (
    <Col xs={6} md={3} className="mb-2">
      <div className="small text-body-secondary">{label}</div>
      <div className="fw-medium">{value}</div>
    </Col>
  );
  return (
    <Row>
      {fact(<FormattedMessage {...m.fee} />, <Fee c={c} />)}
      {fact(<FormattedMessage {...m.dates} />, <CourseDates c={c} />)}
      {fact(<FormattedMessage {...m.seats} />, <Seats c={c} />)}
      {fact(
        <FormattedMessage {...m.nextMeeting} />,
        c.next_meeting_at ? (
          <FormattedDate value={c.next_meeting_at} timeZone="Asia/Taipei" dateStyle="medium" timeStyle="short" />
        ) : (
          <FormattedMessage {...m.none} />
        ),
      )}
    </Row>
  );
}

/**
 * A course's page, one component for every role: managers see the join code, the requests and the sessions
 * they change; accepted students the sessions and the calendar; anyone else the course and how to join.
 */
const CourseDetail = observer(function CourseDetail({ area }: { area?: CourseArea }) {
  const { api, session } = useStores();
  const intl = useIntl();
  const localized = useLocalized();
  const id = Number(useParams().id);
  const { data: c, reload } = useLoad(() => coursesApi(api).detail(id), `course:${id}`, { pageLevel: true });
  const [version, setVersion] = useState(0);
  const changed = () => {
    reload();
    setVersion((v) => v + 1);
  };
  if (!c) return <Spinner animation="border" className="d-block mx-auto my-5" />;
  const manage = c.standing === 'manager';
  const editArea = area ?? managerArea(session.roles);
  const back = area ? areaCoursesPath(area) : COURSES_PATHS.mine;
  const description = localized(c.description);

  return (
    <div data-testid="course-detail-page">
      <PageHeader
        title={localized(c.title)}
        badges={
          <>
            <StateBadge state={c.state} /> <InactiveBadge active={c.active} />
          </>
        }
        subtitle={<FormattedMessage {...typeMessages[c.type]} />}
        back={{ to: back, label: <FormattedMessage {...cm.back} /> }}
        actions={
          manage && (
            <div className="d-flex flex-wrap gap-2">
              <Link to={progressPath(editArea, c.id)} className="btn btn-outline-secondary" data-testid="course-progress">
                <FormattedMessage {...progressLinkMessage} />
              </Link>
              <Link to={areaEditPath(editArea, c.id)} className="btn btn-outline-primary" data-testid="course-edit">
                <FormattedMessage {...m.edit} />
              </Link>
            </div>
          )
        }
      />
      <Card className="shadow-soft mb-4">
        <Card.Body>
          <Facts c={c} />
          {description && (
            <p className="mb-0 mt-2" style={{ whiteSpace: 'pre-line' }} data-testid="course-description">
              {description}
            </p>
          )}
        </Card.Body>
      </Card>
      {manage && c.join_code && (
        <Card className="shadow-soft mb-4">
          <Card.Body>
            <CopyField
              label={intl.formatMessage(m.joinCode)}
              copyLabel={intl.formatMessage(m.copy)}
              value={c.join_code}
              testId="course-join-code"
              className="mb-2"
            />
            <CopyField
              label={intl.formatMessage(m.joinLink)}
              copyLabel={intl.formatMessage(m.copy)}
              value={`${window.location.origin}${COURSE_PAGES.join(c.join_code)}`}
              testId="course-join-link"
              className="mb-1"
            />
            <div className="small text-body-secondary">
              <FormattedMessage {...m.joinCodeHelp} />
            </div>
          </Card.Body>
        </Card>
      )}
      {!manage && c.standing !== 'accepted' && (
        <Alert variant={c.standing === 'rejected' ? 'secondary' : 'info'} data-testid="course-standing">
          {c.standing === 'visitor' ? (
            <>
              <FormattedMessage {...m.visitorHint} />{' '}
              <Link to={joinPath()} className="alert-link">
                <FormattedMessage {...m.joinWithCode} />
              </Link>
            </>
          ) : (
            <FormattedMessage {...m.yourRequest} values={{ response: intl.formatMessage(responseMessages[c.standing as CourseResponse]) }} />
          )}
        </Alert>
      )}
      {manage && <RequestsPanel courseId={c.id} onAnswered={reload} />}
      {(manage || c.standing === 'accepted') && (
        <>
          <SessionsPanel courseId={c.id} currency={c.currency} manage={manage} onChange={changed} />
          <CourseCalendar
            courseId={c.id}
            initialDay={c.next_meeting_at ? dayIn(c.next_meeting_at, DEFAULT_COURSE_TIME_ZONE) : undefined}
            version={version}
          />
        </>
      )}
    </div>
  );
});

export const CourseDetailPage = () => <CourseDetail />;
export const AdminCourseDetailPage = () => <CourseDetail area="admin" />;
export const CompanyCourseDetailPage = () => <CourseDetail area="company" />;
