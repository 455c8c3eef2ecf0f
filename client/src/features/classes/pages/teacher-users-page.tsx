import { Badge, Card, Spinner, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router-dom';
import { DebouncedSearch } from '../../../components/lists/debounced-search';
import { listParams } from '../../../components/lists/list-params';
import { ListResults } from '../../../components/lists/list-results';
import { useUrlList } from '../../../components/lists/use-url-list';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { PATHS } from '../../../config/paths';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { reportPath } from '../../results';
import { classesApi } from '../api';
import { StudentResultsView } from '../components/student-results';
import { teacherUsersMessages as m } from '../messages';
import { TEACHER_USERS_PATH, teacherClassPath, teacherUserPath } from '../paths';
import { TableHead } from '../components/table-head';

const usersQuery = listParams({ search: { kind: 'text', max: 100 } });

/** `/teacher/users`: the students of the teacher's classes, searchable, each with their classes. */
export function TeacherUsersPage() {
  const { api } = useStores();
  const intl = useIntl();
  const list = useUrlList(usersQuery, (query, signal) => classesApi(api).teacherUsers(query, signal));
  return (
    <div data-testid="teacher-users-page">
      <PageHeader className="mb-3" title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.subtitle} />} />
      <div className="mb-3" style={{ maxWidth: 420 }}>
        <DebouncedSearch
          value={list.filters.search}
          onCommit={(search) => list.change({ search })}
          label={intl.formatMessage(m.search)}
          testId="teacher-users-search"
        />
      </div>
      <ListResults list={list} empty={m.empty} testId="teacher-users">
        {(rows) => (
          <Table responsive hover className="mb-0 align-middle">
            <TableHead columns={[m.colName, m.colEmail, m.colClasses]} />
            <tbody>
              {rows.map((u) => (
                <tr key={u.id} data-testid={`teacher-user-${u.id}`}>
                  <td>
                    <Link to={teacherUserPath(u.id)}>{displayName(u)}</Link> <span className="small text-body-secondary">@{u.username}</span>
                  </td>
                  <td className="small">{u.email}</td>
                  <td className="small">{u.classes.map((c) => c.name).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </ListResults>
    </div>
  );
}

function StudentAttempts({ userId }: { userId: number }) {
  const { api } = useStores();
  const { data } = useLoad(() => classesApi(api).userExams(userId, 1), `user-exams-${userId}`);
  if (!data) return <Spinner animation="border" size="sm" />;
  if (data.data.length === 0)
    return (
      <p className="small text-body-secondary mb-0">
        <FormattedMessage {...m.noAttempts} />
      </p>
    );
  return (
    <Table size="sm" responsive className="mb-0" data-testid="teacher-user-exams">
      <TableHead columns={[m.colTest, m.colStarted, m.colScore]} />
      <tbody>
        {data.data.map((e) => (
          <tr key={e.id}>
            <td>
              {e.title}{' '}
              {e.class_exam_id !== null && (
                <Badge bg="info-subtle" text="info-emphasis">
                  <FormattedMessage {...m.classTest} />
                </Badge>
              )}
            </td>
            <td className="small text-nowrap">
              <FormattedDate value={e.started_at} dateStyle="medium" timeStyle="short" />
            </td>
            <td>
              {e.status === 'finished' ? <Link to={reportPath(e.id)}>{e.score ?? '—'}</Link> : <FormattedMessage {...m[`status_${e.status}`]} />}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function TeacherUser({ userId }: { userId: number }) {
  const { api } = useStores();
  const { data } = useLoad(() => classesApi(api).teacherUser(userId), String(userId), { pageLevel: true });
  if (!data) return <Spinner animation="border" className="d-block mx-auto my-5" />;
  return (
    <div data-testid="teacher-user-page">
      <PageHeader
        back={{ to: TEACHER_USERS_PATH, label: <FormattedMessage {...m.back} /> }}
        title={displayName(data)}
        subtitle={
          <span className="small">
            @{data.username} · {data.email}
          </span>
        }
      >
        <div className="d-flex flex-wrap gap-2 mt-2">
          {data.classes.map((c) => (
            <Link key={c.id} to={teacherClassPath(c.id)} className="badge text-bg-light border text-decoration-none">
              {c.name}
            </Link>
          ))}
        </div>
      </PageHeader>
      <StudentResultsView data={data.results} />
      <Card className="shadow-soft mt-3">
        <Card.Body>
          <h2 className="h6 fw-semibold">
            <FormattedMessage {...m.attempts} />
          </h2>
          <StudentAttempts userId={userId} />
        </Card.Body>
      </Card>
    </div>
  );
}

/** `/teacher/user/{id}`: one student the teacher teaches, with their class results and attempts. */
export function TeacherUserPage() {
  const { id } = useParams();
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId < 1) return <Navigate to={PATHS.notFound} replace />;
  return <TeacherUser key={userId} userId={userId} />;
}
