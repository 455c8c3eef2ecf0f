import type { ChangeEvent } from 'react';
import { Button, Card, Col, Row, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { ALL_ROLES } from '@app/shared';
import { SelectField } from '../../../components/form/select-field';
import { useStores } from '../../../stores/store-context';
import { adminUsersApi } from '../api';
import { AdminPage } from '../components/admin-page';
import { DebouncedSearch } from '../components/debounced-search';
import { PagedCard, Th } from '../components/paged-card';
import { ProBadge, RoleBadges } from '../components/user-badges';
import { listMessages, roleMessages, usersMessages as m } from '../messages';
import { ADMIN_USER_PATHS } from '../paths';
import { usersQuery } from '../queries';
import { useUrlList } from '../use-url-list';

/** /admin/users: search by text and role; a row opens the user's page. */
export function UsersPage() {
  const { api } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const list = useUrlList(usersQuery, (query, signal) => adminUsersApi(api).search(query, signal));
  const { filters } = list;

  return (
    <AdminPage title={<FormattedMessage {...m.title} />} testId="admin-users-page">
      <Card className="shadow-soft mb-4">
        <Card.Body className="p-3">
          <Row className="g-3 align-items-end">
            <Col md={8}>
              <DebouncedSearch
                value={filters.q}
                onCommit={(q) => list.change({ q })}
                label={intl.formatMessage(m.search)}
                placeholder={intl.formatMessage(m.searchPlaceholder)}
                testId="users-search"
              />
            </Col>
            <Col md={4}>
              <SelectField
                name="role"
                label={<FormattedMessage {...m.role} />}
                options={ALL_ROLES.map((r) => ({ value: r, label: intl.formatMessage(roleMessages[r]) }))}
                placeholder={intl.formatMessage(m.anyRole)}
                value={filters.role}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => list.change({ role: e.target.value })}
                className="mb-0"
                testId="users-role"
              />
            </Col>
          </Row>
          {list.filtered && (
            <Button variant="link" size="sm" className="p-0 mt-2" onClick={list.clear}>
              <FormattedMessage {...listMessages.clear} />
            </Button>
          )}
        </Card.Body>
      </Card>

      <PagedCard
        result={list.result}
        failed={list.failed}
        empty={m.empty}
        filtered={list.filtered}
        page={filters.page}
        onPage={(page) => list.apply({ ...filters, page })}
        onRetry={list.reload}
        testId="users-table"
      >
        {(rows) => (
          <Table responsive hover className="mb-0 align-middle">
            <thead>
              <tr>
                <Th>
                  <FormattedMessage {...m.colUsername} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colName} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colEmail} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colPhone} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colRoles} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colJoined} />
                </Th>
                <Th className="text-end">
                  <FormattedMessage {...m.colBalance} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colPro} />
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => (
                // The whole row opens the user for a mouse; the username link is the keyboard's way in.
                <tr key={u.id} onClick={() => navigate(ADMIN_USER_PATHS.user(u.id))} style={{ cursor: 'pointer' }} data-testid={`user-row-${u.id}`}>
                  <td className="fw-medium text-nowrap">
                    <Link to={ADMIN_USER_PATHS.user(u.id)} onClick={(e) => e.stopPropagation()}>
                      {u.username}
                    </Link>
                  </td>
                  <td className="text-nowrap">{`${u.first_name} ${u.last_name}`.trim()}</td>
                  <td className="small">{u.email}</td>
                  <td className="small text-nowrap">{u.phone ?? ''}</td>
                  <td>
                    <RoleBadges roles={u.all_roles} />
                  </td>
                  <td className="small text-body-secondary text-nowrap">
                    <FormattedDate value={u.joined_at} dateStyle="medium" />
                  </td>
                  <td className="text-end">
                    <FormattedNumber value={u.balance} />
                  </td>
                  <td>
                    <ProBadge user={u} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedCard>
    </AdminPage>
  );
}
