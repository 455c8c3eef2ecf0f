import type { ChangeEvent } from 'react';
import { LEDGER_TYPES, TRANSACTION_CATEGORIES, TRANSACTION_UNITS, type TransactionLogUserDto } from '@app/shared';
import { Col } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '../../../components/form/select-field';
import { FilterCard } from '../../../components/lists/filter-card';
import { ListResults } from '../../../components/lists/list-results';
import { useUrlList } from '../../../components/lists/use-url-list';
import { useStores } from '../../../stores/store-context';
import { useLoad } from '../../../components/hooks/use-load';
import { adminUsersApi } from '../api';
import { PageHeader } from '../../../components/page-header';
import { DateRangeCols } from '../components/date-range-fields';
import { TransactionsTable } from '../components/transactions-table';
import { transactionsQuery } from '../queries';
import { displayName } from '../../../lib/user-name';
import { transactionsMessages as m } from '../messages';
import { ledgerTypeMessages } from '../../wallet';

const CATEGORY_LABELS = { income: m.income, expense: m.expense };
const UNIT_LABELS = { point: m.unitPoint };

const userOption = ({ user }: TransactionLogUserDto) => ({ value: String(user.id), label: `${displayName(user)} · ${user.username}` });

/**
 * /admin/transactions: the coin ledger of every user (spec sections 3 and 7), filtered by category, unit
 * and user (and type and days), 20 rows a page. The spec names this data but no path for it.
 */
export function TransactionsPage() {
  const { api } = useStores();
  const intl = useIntl();
  const list = useUrlList(transactionsQuery, (query, signal) => adminUsersApi(api).transactions(query, signal));
  const users = useLoad(() => adminUsersApi(api).transactionUsers(), 'users');
  const { filters } = list;
  const select = (key: 'category' | 'unit' | 'user' | 'type') => (e: ChangeEvent<HTMLSelectElement>) => list.change({ [key]: e.target.value });

  return (
    <div data-testid="transactions-page">
      <PageHeader title={<FormattedMessage {...m.title} />} />
      <FilterCard list={list}>
        <Col sm={6} lg={4}>
          <SelectField
            name="category"
            label={<FormattedMessage {...m.category} />}
            options={TRANSACTION_CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage(CATEGORY_LABELS[c]) }))}
            placeholder={intl.formatMessage(m.anyCategory)}
            value={filters.category}
            onChange={select('category')}
            className="mb-0"
            testId="transactions-category"
          />
        </Col>
        <Col sm={6} lg={4}>
          <SelectField
            name="unit"
            label={<FormattedMessage {...m.unit} />}
            options={TRANSACTION_UNITS.map((u) => ({ value: u, label: intl.formatMessage(UNIT_LABELS[u]) }))}
            placeholder={intl.formatMessage(m.anyUnit)}
            value={filters.unit}
            onChange={select('unit')}
            className="mb-0"
            testId="transactions-unit"
          />
        </Col>
        <Col lg={4}>
          <SelectField
            name="user"
            label={<FormattedMessage {...m.user} />}
            options={(users.data?.data ?? []).map(userOption)}
            placeholder={intl.formatMessage(m.anyUser)}
            value={filters.user}
            onChange={select('user')}
            className="mb-0"
            testId="transactions-user"
          />
        </Col>
        <Col lg={6}>
          <SelectField
            name="type"
            label={<FormattedMessage {...m.type} />}
            options={LEDGER_TYPES.map((t) => ({ value: t, label: intl.formatMessage(ledgerTypeMessages[t]) }))}
            placeholder={intl.formatMessage(m.anyType)}
            value={filters.type}
            onChange={select('type')}
            className="mb-0"
            testId="transactions-type"
          />
        </Col>
        <DateRangeCols from={filters.from} to={filters.to} onChange={list.change} />
      </FilterCard>

      <ListResults list={list} empty={m.empty} testId="transactions">
        {(rows) => <TransactionsTable rows={rows} />}
      </ListResults>
    </div>
  );
}
