import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentCurrency } from '@app/shared';
import { formatMoney, type DepositSummary } from '../money';
import { depositMessages as m } from '../messages';
import { coinMessages } from '../../../components/messages';

/** Coins you get, their price, the card fee when there is one, and the total: shown before paying. */
export function DepositSummaryList({ summary, currency }: { summary: DepositSummary; currency: PaymentCurrency }) {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(intl, minor, currency);
  const row = (label: ReactNode, value: string, testId: string, strong = false) => (
    <div className="d-flex justify-content-between gap-3 py-1">
      <dt className={strong ? 'fw-semibold' : 'fw-normal'}>{label}</dt>
      <dd className={`mb-0 text-end ${strong ? 'fw-semibold' : ''}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="border rounded p-3 my-3 bg-body-tertiary" aria-live="polite" data-testid="deposit-summary">
      {row(<FormattedMessage {...m.summaryCoins} />, intl.formatMessage(coinMessages.coins, { n: summary.coins }), 'deposit-summary-coins')}
      {row(<FormattedMessage {...m.summaryPrice} />, money(summary.amount), 'deposit-summary-price')}
      {summary.feePercent !== null &&
        row(<FormattedMessage {...m.summaryFee} values={{ percent: summary.feePercent }} />, money(summary.fee), 'deposit-summary-fee')}
      {row(<FormattedMessage {...m.summaryTotal} />, money(summary.total), 'deposit-summary-total', true)}
    </dl>
  );
}
