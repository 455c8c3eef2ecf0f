import { Card, Col, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CourseSummaryDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { coursesApi } from '../api';
import { CourseCalendar } from '../components/course-calendar';
import { CourseDates, Fee, StateBadge, useLocalized } from '../components/course-bits';
import { ResponseBadge } from '../components/requests-panel';
import { mineMessages as m, typeMessages } from '../messages';
import { courseDetailPath, joinPath } from '../paths';

function CourseCards({ courses, mine, testId }: { courses: CourseSummaryDto[]; mine: boolean; testId: string }) {
  const localized = useLocalized();
  return (
    <Row xs={1} md={2} xl={3} className="g-3 mb-4" data-testid={testId}>
      {courses.map((c) => (
        <Col key={c.id}>
          <Card className="shadow-soft h-100" data-testid="course-card">
            <Card.Body>
              <div className="d-flex flex-wrap gap-1 mb-2">
                <StateBadge state={c.state} />
                {mine && c.standing !== 'manager' && c.standing !== 'visitor' && <ResponseBadge response={c.standing} />}
              </div>
              <Card.Title as="h3" className="h6 mb-1">
                <Link to={courseDetailPath(c.id)} className="stretched-link text-decoration-none">
                  {localized(c.title)}
                </Link>
              </Card.Title>
              <div className="small text-body-secondary">
                <FormattedMessage {...typeMessages[c.type]} /> · <Fee c={c} />
              </div>
              <div className="small text-body-secondary">
                <CourseDates c={c} />
              </div>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** `/courses`: the student's courses (with their answers), their calendar, and the courses open to a request. */
export function MyCoursesPage() {
  const { api } = useStores();
  const { data } = useLoad(() => coursesApi(api).mine(), 'my-courses');
  const accepted = data?.mine.some((c) => c.standing === 'accepted');
  return (
    <div data-testid="my-courses-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} />}
        actions={
          <Link to={joinPath()} className="btn btn-primary" data-testid="courses-join">
            <FormattedMessage {...m.join} />
          </Link>
        }
      />
      {!data ? (
        <Spinner animation="border" className="d-block mx-auto my-5" />
      ) : (
        <>
          <h2 className="h5 mb-3">
            <FormattedMessage {...m.mine} />
          </h2>
          {data.mine.length ? (
            <CourseCards courses={data.mine} mine testId="my-courses" />
          ) : (
            <p className="text-body-secondary mb-4">
              <FormattedMessage {...m.mineEmpty} />
            </p>
          )}
          {accepted && <CourseCalendar linkCourses />}
          <h2 className="h5 mb-3">
            <FormattedMessage {...m.open} />
          </h2>
          {data.open.length ? (
            <CourseCards courses={data.open} mine={false} testId="open-courses" />
          ) : (
            <p className="text-body-secondary">
              <FormattedMessage {...m.openEmpty} />
            </p>
          )}
        </>
      )}
    </div>
  );
}
