import { Badge, Card, Col, ListGroup, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router-dom';
import { classPath, localizedText, type ClassUserExamDto, type PagedDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { PATHS } from '../../../config/paths';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { reportPath } from '../../results';
import { companyApi } from '../api';
import { memberMessages as m, responseMessages, roleMessages } from '../messages';
import { companyTeachersPath, companyUsersPath } from '../paths';

const COURSE_PAGE = (id: number) => `/company/courseDetail/${id}`;

/** The member's attempts the company-admin may see (GET /company/users/{id}/user-exams, the results rules). */
function Attempts({ userId }: { userId: number }) {
  const { api } = useStores();
  const { data } = useLoad(
    () => api.get<PagedDto<ClassUserExamDto>>(classPath('userExams', { role: 'company', userId }), { query: { page: 1 }, background: true }),
    `company-user-exams-${userId}`,
  );
  if (!data) return <Spinner animation="border" size="sm" />;
  if (data.data.length === 0)
    return (
      <p className="small text-body-secondary mb-0">
        <FormattedMessage {...m.noResults} />
      </p>
    );
  return (
    <Table size="sm" responsive className="mb-0" data-testid="company-user-exams">
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage {...m.colTest} />
          </th>
          <th scope="col">
            <FormattedMessage {...m.colStarted} />
          </th>
          <th scope="col">
            <FormattedMessage {...m.colScore} />
          </th>
        </tr>
      </thead>
      <tbody>
        {data.data.map((e) => (
          <tr key={e.id}>
            <td>{e.title}</td>
            <td className="small text-nowrap">
              <FormattedDate value={e.started_at} dateStyle="medium" timeStyle="short" />
            </td>
            <td>{e.status === 'finished' ? <Link to={reportPath(e.id)}>{e.score ?? '—'}</Link> : <FormattedMessage {...m.inProgress} />}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Member({ userId }: { userId: number }) {
  const { api } = useStores();
  const intl = useIntl();
  const locale = intl.locale as Parameters<typeof localizedText>[1];
  const { data } = useLoad(() => companyApi(api).member(userId), `company-member-${userId}`, { pageLevel: true });
  if (!data) return <Spinner animation="border" className="d-block mx-auto my-5" />;
  const teacher = data.roles.includes('teacher') && !data.roles.includes('student');
  return (
    <div data-testid="company-user-page">
      <PageHeader
        back={{ to: teacher ? companyTeachersPath : companyUsersPath, label: <FormattedMessage {...m.back} /> }}
        title={displayName(data)}
        badges={data.roles
          .filter((r) => r in roleMessages)
          .map((r) => (
            <Badge key={r} bg="light" text="dark" className="border fs-6 fw-normal">
              <FormattedMessage {...roleMessages[r as keyof typeof roleMessages]} />
            </Badge>
          ))}
        subtitle={
          <span className="small text-break">
            @{data.username} · {data.email} ·{' '}
            <FormattedMessage {...m.joined} values={{ date: intl.formatDate(data.joined_at, { dateStyle: 'medium' }) }} />
          </span>
        }
      />
      <Row className="g-3">
        <Col md={6}>
          <Card className="shadow-soft h-100">
            <Card.Body>
              <h2 className="h6 fw-semibold">
                <FormattedMessage {...m.classes} />
              </h2>
              {data.classes.length === 0 ? (
                <p className="small text-body-secondary mb-0">
                  <FormattedMessage {...m.noClasses} />
                </p>
              ) : (
                <ListGroup variant="flush" data-testid="company-user-classes">
                  {data.classes.map((c) => (
                    <ListGroup.Item key={`${c.id}-${c.as}`} className="d-flex justify-content-between gap-2 px-0">
                      <span>{c.name}</span>
                      <Badge bg="secondary-subtle" text="secondary-emphasis">
                        <FormattedMessage {...(c.as === 'student' ? m.asStudent : m.asTeacher)} />
                      </Badge>
                    </ListGroup.Item>
                  ))}
                </ListGroup>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col md={6}>
          <Card className="shadow-soft h-100">
            <Card.Body>
              <h2 className="h6 fw-semibold">
                <FormattedMessage {...m.courses} />
              </h2>
              {data.courses.length === 0 ? (
                <p className="small text-body-secondary mb-0">
                  <FormattedMessage {...m.noCourses} />
                </p>
              ) : (
                <ListGroup variant="flush" data-testid="company-user-courses">
                  {data.courses.map((c) => (
                    <ListGroup.Item key={c.id} className="d-flex justify-content-between gap-2 px-0">
                      <Link to={COURSE_PAGE(c.id)}>{localizedText(c.title, locale)}</Link>
                      <CourseStanding as={c.as} />
                    </ListGroup.Item>
                  ))}
                </ListGroup>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      {data.roles.includes('student') && (
        <Card className="shadow-soft mt-3">
          <Card.Body>
            <h2 className="h6 fw-semibold">
              <FormattedMessage {...m.results} />
            </h2>
            <Attempts userId={userId} />
          </Card.Body>
        </Card>
      )}
    </div>
  );
}

function CourseStanding({ as }: { as: 'owner' | keyof typeof responseMessages }) {
  return (
    <Badge
      bg={as === 'accepted' || as === 'owner' ? 'success-subtle' : 'secondary-subtle'}
      text={as === 'accepted' || as === 'owner' ? 'success-emphasis' : 'secondary-emphasis'}
    >
      {as === 'owner' ? <FormattedMessage {...m.owner} /> : <FormattedMessage {...responseMessages[as]} />}
    </Badge>
  );
}

/** `/company/user/{id}`: a student or teacher of the company with their classes, courses and (students) tests taken. */
export function CompanyUserPage() {
  const { id } = useParams();
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId < 1) return <Navigate to={PATHS.notFound} replace />;
  return <Member key={userId} userId={userId} />;
}
