import { observer } from 'mobx-react-lite';
import { Card, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { PAGE_SIZE, type LedgerType } from '@app/shared';
import { Pager } from '../../../components/pager';
import { describeNotes } from '../ledger-notes';
import { formatSignedCoins } from '../money';
import { ledgerMessages as m, ledgerTypeMessages } from '../messages';
import type { WalletStore } from '../wallet-store';

const amountClass = (amount: number) => (amount > 0 ? 'text-success' : amount < 0 ? 'text-danger' : '');

/** The user's ledger, newest first, 20 rows a page (spec section 9): date, type, signed amount, notes. */
export const TransactionsTable = observer(function TransactionsTable({ store }: { store: WalletStore }) {
  const intl = useIntl();
  const ledger = store.ledger;
  const typeLabel = (type: LedgerType) => (Object.hasOwn(ledgerTypeMessages, type) ? intl.formatMessage(ledgerTypeMessages[type]) : type);
  return (
    <Card className="shadow-soft" data-testid="transactions">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 fw-semibold mb-3" id="transactions-title">
          <FormattedMessage {...m.title} />
        </h2>
        {ledger && ledger.data.length === 0 && (
          <p className="text-body-secondary mb-0" data-testid="transactions-empty">
            <FormattedMessage {...m.empty} />
          </p>
        )}
        {ledger && ledger.data.length > 0 && (
          <>
            <Table responsive size="sm" className="align-middle mb-3" aria-labelledby="transactions-title">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage {...m.date} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...m.type} />
                  </th>
                  <th scope="col" className="text-end">
                    <FormattedMessage {...m.amount} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...m.notes} />
                  </th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.map((row) => (
                  <tr key={row.id} data-testid={`transaction-${row.id}`}>
                    <td className="text-nowrap">{intl.formatDate(row.date, { dateStyle: 'medium' })}</td>
                    <td>{typeLabel(row.type)}</td>
                    <td className={`text-end text-nowrap fw-semibold ${amountClass(row.amount)}`} data-testid="transaction-amount">
                      {formatSignedCoins(intl, row.amount)}
                    </td>
                    <td className="text-break small">{describeNotes(intl, row.notes)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pager page={store.page} total={ledger.total} perPage={PAGE_SIZE} onPage={(p) => void store.loadPage(p)} />
          </>
        )}
      </Card.Body>
    </Card>
  );
});
