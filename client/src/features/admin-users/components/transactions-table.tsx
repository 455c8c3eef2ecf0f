import { Badge, Table } from 'react-bootstrap';
import type { TransactionLogDto } from '@app/shared';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { labelOf } from '../../../lib/label-of';
import { ADMIN_USER_PATHS } from '../paths';
import { displayName } from '../../../lib/user-name';
import { transactionsMessages as m } from '../messages';
import { describeNotes, ledgerTypeMessages, formatSignedCoins } from '../../wallet';
import { Th } from '../../../components/lists/paged-card';

/** Rows of the admin transaction log: who, income or expense, how much, why, when. */
export function TransactionsTable({ rows, showUser = true }: { rows: readonly TransactionLogDto[]; showUser?: boolean }) {
  const intl = useIntl();
  return (
    <Table responsive hover size="sm" className="mb-0 align-middle" data-testid="transactions-table">
      <thead>
        <tr>
          {showUser && (
            <Th>
              <FormattedMessage {...m.colUser} />
            </Th>
          )}
          <Th>
            <FormattedMessage {...m.colCategory} />
          </Th>
          <Th className="text-end">
            <FormattedMessage {...m.colAmount} />
          </Th>
          <Th>
            <FormattedMessage {...m.colType} />
          </Th>
          <Th>
            <FormattedMessage {...m.colNotes} />
          </Th>
          <Th>
            <FormattedMessage {...m.colDate} />
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => {
          const income = t.category === 'income';
          return (
            <tr key={t.id} data-testid={`transaction-row-${t.id}`}>
              {showUser && (
                <td className="text-nowrap" data-testid="transaction-user">
                  <Link to={ADMIN_USER_PATHS.user(t.user.id)}>{displayName(t.user)}</Link>
                  <div className="small text-body-secondary">{t.user.username}</div>
                </td>
              )}
              <td>
                <Badge bg={income ? 'success-subtle' : 'danger-subtle'} text={income ? 'success-emphasis' : 'danger-emphasis'}>
                  <FormattedMessage {...(income ? m.income : m.expense)} />
                </Badge>
              </td>
              <td className={`text-end text-nowrap fw-semibold ${income ? 'text-success' : 'text-danger'}`}>{formatSignedCoins(intl, t.amount)}</td>
              <td className="small">{labelOf(intl, ledgerTypeMessages, t.type)}</td>
              <td className="small" style={{ minWidth: '10rem' }}>
                {describeNotes(intl, t.notes)}
              </td>
              <td className="small text-body-secondary text-nowrap">
                <FormattedDate value={t.created_at} dateStyle="medium" timeStyle="short" />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
