import type { ChangeEvent } from 'react';
import { Col, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ACTIVITY_ACTIONS, type UserRefDto } from '@app/shared';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { FilterCard } from '../../../components/lists/filter-card';
import { ListResults } from '../../../components/lists/list-results';
import { Th } from '../../../components/lists/paged-card';
import { useUrlList } from '../../../components/lists/use-url-list';
import { useStores } from '../../../stores/store-context';
import { adminUsersApi } from '../api';
import { PageHeader } from '../../../components/page-header';
import { DateRangeCols } from '../components/date-range-fields';
import { detailsLine } from '../details';
import { labelOf } from '../../../lib/label-of';
import { ADMIN_USER_PATHS } from '../paths';
import { activityQuery } from '../queries';
import { actionMessages, logsMessages as m } from '../messages';

function UserLink({ user }: { user: UserRefDto | null }) {
  if (!user) return null;
  return <Link to={ADMIN_USER_PATHS.user(user.id)}>{user.username}</Link>;
}

/** /admin/users/logs: every admin action and every sign-in, newest first, filtered by action, people and days. */
export function ActivityLogPage() {
  const { api } = useStores();
  const intl = useIntl();
  const list = useUrlList(activityQuery, (query, signal) => adminUsersApi(api).activity(query, signal));
  const { filters } = list;
  const text = (key: 'actor' | 'target') => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    list.change({ [key]: e.target.value });

  return (
    <div data-testid="activity-log-page">
      <PageHeader title={<FormattedMessage {...m.title} />} />
      <FilterCard list={list}>
        <Col sm={6} lg={4}>
          <SelectField
            name="action"
            label={<FormattedMessage {...m.action} />}
            options={ACTIVITY_ACTIONS.map((a) => ({ value: a, label: labelOf(intl, actionMessages, a) }))}
            placeholder={intl.formatMessage(m.anyAction)}
            value={filters.action}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => list.change({ action: e.target.value })}
            className="mb-0"
            testId="logs-action"
          />
        </Col>
        <Col sm={6} lg={4}>
          <TextField
            name="actor"
            type="number"
            min={1}
            label={<FormattedMessage {...m.actor} />}
            value={filters.actor}
            onChange={text('actor')}
            className="mb-0"
            testId="logs-actor"
          />
        </Col>
        <Col sm={6} lg={4}>
          <TextField
            name="target"
            type="number"
            min={1}
            label={<FormattedMessage {...m.target} />}
            value={filters.target}
            onChange={text('target')}
            className="mb-0"
            testId="logs-target"
          />
        </Col>
        <DateRangeCols from={filters.from} to={filters.to} onChange={list.change} />
      </FilterCard>

      <ListResults list={list} empty={m.empty} testId="activity-table">
        {(rows) => (
          <Table responsive hover size="sm" className="mb-0 align-middle">
            <thead>
              <tr>
                <Th>
                  <FormattedMessage {...m.colTime} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colActor} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colAction} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colTarget} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colDetails} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colIp} />
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const details = detailsLine(r.details);
                return (
                  <tr key={r.id} data-testid={`activity-row-${r.id}`}>
                    <td className="small text-nowrap">
                      <FormattedDate value={r.created_at} dateStyle="medium" timeStyle="medium" />
                    </td>
                    <td className="text-nowrap">{r.actor ? <UserLink user={r.actor} /> : <FormattedMessage {...m.system} />}</td>
                    <td className="text-nowrap" data-action={r.action}>
                      {labelOf(intl, actionMessages, r.action)}
                    </td>
                    <td className="text-nowrap">
                      <UserLink user={r.target_user} />
                    </td>
                    <td className="small text-break" style={{ minWidth: '12rem' }} title={details}>
                      {details}
                    </td>
                    <td className="small text-body-secondary text-nowrap">{r.ip ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </ListResults>
    </div>
  );
}
