import { useState } from 'react';
import { Card, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../../../stores/store-context';
import { useLoad } from '../../../components/hooks/use-load';
import { Pager } from '../../../components/pager';
import { adminUsersApi } from '../api';
import { labelOf } from '../../../lib/label-of';
import { ADMIN_PAGE_SIZE } from '../queries';
import { examCategoryMessages, examStatusMessages, examsMessages as m } from '../messages';
import { Th } from '../../../components/lists/paged-card';

/** The user's tests, newest first, paged (GET admin/users/{id}/user-exams). */
export function UserExamsPanel({ userId }: { userId: number }) {
  const { api } = useStores();
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data } = useLoad(() => adminUsersApi(api).exams(userId, page), `${userId}:${page}`);

  return (
    <Card className="shadow-soft" as="section" aria-labelledby="exams-title" data-testid="user-exams">
      <Card.Body>
        <h2 className="h5 mb-3" id="exams-title">
          <FormattedMessage {...m.title} />
        </h2>
        {data && data.data.length === 0 && (
          <p className="text-body-secondary mb-0">
            <FormattedMessage {...m.empty} />
          </p>
        )}
        {data && data.data.length > 0 && (
          <>
            <Table responsive size="sm" className="align-middle" aria-labelledby="exams-title">
              <thead>
                <tr>
                  <Th>
                    <FormattedMessage {...m.colTest} />
                  </Th>
                  <Th>
                    <FormattedMessage {...m.colStatus} />
                  </Th>
                  <Th>
                    <FormattedMessage {...m.colStarted} />
                  </Th>
                  <Th>
                    <FormattedMessage {...m.colFinished} />
                  </Th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((x) => (
                  <tr key={x.id}>
                    <td style={{ minWidth: '12rem' }}>
                      <div className="fw-medium">{x.title}</div>
                      <div className="small text-body-secondary">{labelOf(intl, examCategoryMessages, x.category)}</div>
                    </td>
                    <td className="small">{labelOf(intl, examStatusMessages, x.status)}</td>
                    <td className="small text-nowrap">
                      <FormattedDate value={x.started_at} dateStyle="medium" timeStyle="short" />
                    </td>
                    <td className="small text-nowrap">
                      {x.finished_at && <FormattedDate value={x.finished_at} dateStyle="medium" timeStyle="short" />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pager page={page} total={data.total} perPage={ADMIN_PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
