import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BankTransferDetailsDto } from '@app/shared';
import { depositMessages as m } from '../messages';

/** The account bank transfers go to, as the operator configured it (BANK_TRANSFER_* settings). */
export function BankAccount({ account }: { account: BankTransferDetailsDto }) {
  const rows = [
    [m.bankName, account.bank, 'bank'],
    [m.bankAccountName, account.account_name, 'account-name'],
    [m.bankAccountNumber, account.account_number, 'account-number'],
    ...(account.note ? [[m.bankNote, account.note, 'note'] as const] : []),
  ] as const;
  return (
    <section className="border rounded p-3 mb-3" data-testid="bank-account">
      <h3 className="h6 fw-semibold mb-2">
        <FormattedMessage {...m.bankTitle} />
      </h3>
      <dl className="row mb-0">
        {rows.map(([label, value, key]) => (
          <Fragment key={key}>
            <dt className="col-sm-4 fw-medium">
              <FormattedMessage {...label} />
            </dt>
            <dd className={`col-sm-8 text-break ${key === 'account-number' ? 'font-monospace fs-5' : ''}`} data-testid={`bank-${key}`}>
              {value}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
