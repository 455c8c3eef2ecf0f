import { Card, Spinner, Table } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Th } from '../../../components/lists/paged-card';
import { PageHeader } from '../../../components/page-header';
import { useLoad } from '../../../components/hooks/use-load';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { coursesApi } from '../api';
import { listMessages as m, typeMessages } from '../messages';
import { areaAddPath, areaCourseDetailPath, type CourseArea } from '../paths';
import { Fee, InactiveBadge, Seats, StateBadge, useLocalized } from '../components/course-bits';

/** `/{admin,company,teacher}/courses`: the courses the caller manages, newest first. */
function ManagedCoursesPage({ area }: { area: CourseArea }) {
  const { api } = useStores();
  const localized = useLocalized();
  const { data } = useLoad(() => coursesApi(api).managed(), `managed-courses:${area}`);
  return (
    <div data-testid="managed-courses-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} />}
        actions={
          <Link to={areaAddPath(area)} className="btn btn-primary" data-testid="course-add">
            <FormattedMessage {...m.add} />
          </Link>
        }
      />
      <Card className="shadow-soft">
        {!data ? (
          <Spinner animation="border" className="d-block mx-auto my-5" />
        ) : data.length === 0 ? (
          <Card.Body className="text-center text-body-secondary py-5" data-testid="courses-empty">
            <p className="mb-2">
              <FormattedMessage {...m.empty} />
            </p>
            {area === 'teacher' && (
              <Link to={PATHS.classes}>
                <FormattedMessage {...m.classesLink} />
              </Link>
            )}
          </Card.Body>
        ) : (
          <Table responsive hover className="mb-0 align-middle">
            <thead>
              <tr>
                <Th>
                  <FormattedMessage {...m.colTitle} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colType} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colState} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colFee} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colStudents} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colRequests} />
                </Th>
              </tr>
            </thead>
            <tbody>
              {data.map((c) => (
                <tr key={c.id} data-testid="course-row">
                  <td>
                    <Link to={areaCourseDetailPath(area, c.id)} className="fw-medium">
                      {localized(c.title)}
                    </Link>{' '}
                    <InactiveBadge active={c.active} />
                  </td>
                  <td className="text-nowrap">
                    <FormattedMessage {...typeMessages[c.type]} />
                  </td>
                  <td>
                    <StateBadge state={c.state} />
                  </td>
                  <td>
                    <Fee c={c} />
                  </td>
                  <td className="text-nowrap">
                    <Seats c={c} />
                  </td>
                  <td>{c.pending_count}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </div>
  );
}

export const AdminCoursesPage = () => <ManagedCoursesPage area="admin" />;
export const CompanyCoursesPage = () => <ManagedCoursesPage area="company" />;
export const TeacherCoursesPage = () => <ManagedCoursesPage area="teacher" />;
