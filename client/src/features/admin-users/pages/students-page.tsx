import { Card, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ListResults } from '../../../components/lists/list-results';
import { Th } from '../../../components/lists/paged-card';
import { useUrlList } from '../../../components/lists/use-url-list';
import { useStores } from '../../../stores/store-context';
import { adminUsersApi } from '../api';
import { PageHeader } from '../../../components/page-header';
import { DebouncedSearch } from '../../../components/lists/debounced-search';
import { ADMIN_USER_PATHS } from '../paths';
import { studentsQuery } from '../queries';
import { studentsMessages as m, usersMessages } from '../messages';

/** /students: every student with how many tests they started and finished. */
export function StudentsPage() {
  const { api } = useStores();
  const intl = useIntl();
  const list = useUrlList(studentsQuery, (query, signal) => adminUsersApi(api).students(query, signal));
  const { filters } = list;

  return (
    <div data-testid="students-page">
      <PageHeader title={<FormattedMessage {...m.title} />} />
      <Card className="shadow-soft mb-4">
        <Card.Body className="p-3">
          <DebouncedSearch value={filters.q} onCommit={(q) => list.change({ q })} label={intl.formatMessage(m.search)} testId="students-search" />
        </Card.Body>
      </Card>
      <ListResults list={list} empty={m.empty} testId="students-table">
        {(rows) => (
          <Table responsive hover size="sm" className="mb-0 align-middle">
            <thead>
              <tr>
                <Th>
                  <FormattedMessage {...usersMessages.colUsername} />
                </Th>
                <Th>
                  <FormattedMessage {...usersMessages.colName} />
                </Th>
                <Th>
                  <FormattedMessage {...usersMessages.colEmail} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colJoined} />
                </Th>
                <Th className="text-end">
                  <FormattedMessage {...m.colStarted} />
                </Th>
                <Th className="text-end">
                  <FormattedMessage {...m.colFinished} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colLast} />
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id} data-testid={`student-row-${s.id}`}>
                  <td className="fw-medium text-nowrap">
                    <Link to={ADMIN_USER_PATHS.user(s.id)}>{s.username}</Link>
                  </td>
                  <td className="text-nowrap">{`${s.first_name} ${s.last_name}`.trim()}</td>
                  <td className="small">{s.email}</td>
                  <td className="small text-nowrap">
                    <FormattedDate value={s.joined_at} dateStyle="medium" />
                  </td>
                  <td className="text-end">
                    <FormattedNumber value={s.exams_started} />
                  </td>
                  <td className="text-end">
                    <FormattedNumber value={s.exams_finished} />
                  </td>
                  <td className="small text-nowrap">{s.last_exam_at && <FormattedDate value={s.last_exam_at} dateStyle="medium" />}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </ListResults>
    </div>
  );
}
