import { useMemo, useState, type ChangeEvent } from 'react';
import { Col } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentDto } from '@app/shared';
import { SelectField } from '../../../components/form/select-field';
import { FilterCard } from '../../../components/lists/filter-card';
import { ListResults } from '../../../components/lists/list-results';
import { useUrlList } from '../../../components/lists/use-url-list';
import { useStores } from '../../../stores/store-context';
import { PageHeader } from '../../../components/page-header';
import { adminPaymentsApi } from '../api';
import { ConfirmPaymentDialog } from '../components/confirm-payment-dialog';
import { PaymentsTable } from '../components/payments-table';
import { confirmMessages, pageMessages as m, statusMessages } from '../messages';
import { paymentsQuery, serverQuery, STATUS_FILTERS, statusFilterOf, statusParamOf } from '../queries';

/**
 * /admin/payments: deposits of every user, pending ones first (the default filter), 20 a page; an admin
 * confirms a bank transfer, check, cash or convenience-store payment once the money has arrived.
 */
export function PaymentsPage() {
  const { api, ui } = useStores();
  const intl = useIntl();
  const payments = useMemo(() => adminPaymentsApi(api), [api]);
  const list = useUrlList(paymentsQuery, (query, signal) => payments.list(serverQuery(query), signal));
  const [target, setTarget] = useState<PaymentDto | null>(null);
  // Confirmed here since the page loaded: the row stays in place showing paid (even under "pending")
  // until the list is read again, so the admin sees what they just did.
  const [confirmed, setConfirmed] = useState<ReadonlyMap<number, PaymentDto>>(new Map());
  const status = statusFilterOf(list.filters.status);

  const onConfirmed = (paid: PaymentDto) => {
    setConfirmed((before) => new Map(before).set(paid.id, paid));
    setTarget(null);
    ui.toast(confirmMessages.done, 'success');
  };

  return (
    <div data-testid="payments-page">
      <PageHeader title={<FormattedMessage {...m.title} />} />
      <FilterCard list={list}>
        <Col sm={6} lg={4}>
          <SelectField
            name="status"
            label={<FormattedMessage {...m.status} />}
            options={STATUS_FILTERS.map((s) => ({ value: s, label: intl.formatMessage(statusMessages[s]) }))}
            value={status}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => list.change({ status: statusParamOf(statusFilterOf(e.target.value)) })}
            className="mb-0"
            testId="payments-status"
          />
        </Col>
      </FilterCard>

      <ListResults list={list} empty={m.emptyPending} testId="payments">
        {(rows) => <PaymentsTable rows={rows.map((p) => ({ ...p, ...confirmed.get(p.id) }))} now={new Date()} onConfirm={setTarget} />}
      </ListResults>

      {target && <ConfirmPaymentDialog key={target.id} payment={target} api={payments} onCancel={() => setTarget(null)} onConfirmed={onConfirmed} />}
    </div>
  );
}
