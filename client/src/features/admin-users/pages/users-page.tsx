import type { ChangeEvent } from 'react';
import { Col, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { ALL_ROLES } from '@app/shared';
import { SelectField } from '../../../components/form/select-field';
import { FilterCard } from '../../../components/lists/filter-card';
import { ListResults } from '../../../components/lists/list-results';
import { Th } from '../../../components/lists/paged-card';
import { useUrlList } from '../../../components/lists/use-url-list';
import { useStores } from '../../../stores/store-context';
import { adminUsersApi } from '../api';
import { PageHeader } from '../../../components/page-header';
import { DebouncedSearch } from '../../../components/lists/debounced-search';
import { ProBadge, RoleBadges } from '../components/user-badges';
import { roleMessages, usersMessages as m } from '../messages';
import { ADMIN_USER_PATHS } from '../paths';
import { usersQuery } from '../queries';

/** /admin/users: search by text and role; a row opens the user's page. */
export function UsersPage() {
  const { api } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const list = useUrlList(usersQuery, (query, signal) => adminUsersApi(api).search(query, signal));
  const { filters } = list;

  return (
    <div data-testid="admin-users-page">
      <PageHeader title={<FormattedMessage {...m.title} />} />
      <FilterCard list={list}>
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
      </FilterCard>

      <ListResults list={list} empty={m.empty} testId="users-table">
        {(rows) => (
          <Table responsive hover className="mb-0 align-middle">
            <thead>
              <tr>
                {/* Username over name, e-mail over phone: eight columns were cut off at 1366 px (issue 12 item 16). */}
                <Th>
                  <FormattedMessage {...m.colUser} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colContact} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colRoles} />
                </Th>
                <Th className="d-none d-xl-table-cell">
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
                  <td>
                    <Link to={ADMIN_USER_PATHS.user(u.id)} onClick={(e) => e.stopPropagation()} className="fw-medium text-break">
                      {u.username}
                    </Link>
                    <div className="small" data-testid="user-name">
                      {`${u.first_name} ${u.last_name}`.trim()}
                    </div>
                  </td>
                  <td className="small" style={{ maxWidth: '16rem' }}>
                    <div className="text-break">{u.email}</div>
                    {u.phone && <div className="text-body-secondary text-nowrap">{u.phone}</div>}
                  </td>
                  <td>
                    <RoleBadges roles={u.all_roles} />
                  </td>
                  <td className="small text-body-secondary text-nowrap d-none d-xl-table-cell">
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
      </ListResults>
    </div>
  );
}
