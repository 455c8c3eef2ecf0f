import { useMemo, useState } from 'react';
import { Button, Col, Row, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BILL_STATUSES, PAYMENT_CURRENCIES, type BillStatus, type TuitionCurrency } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { PagedCard, Th } from '../../../components/lists/paged-card';
import { PageHeader } from '../../../components/page-header';
import { saveFile } from '../../../lib/save-file';
import { useStores } from '../../../stores/store-context';
import { tuitionApi } from '../api';
import { ChoiceField } from '../components/fields';
import { BillStatusBadge, useMoney } from '../components/tuition-panel';
import { ordersMessages as m, statusMessages } from '../messages';
import { enrollmentPagePath, type TuitionArea } from '../paths';

/**
 * /{admin,company}/orders (the spec's "orders" and "bills"): every family's tuition with what was paid and what
 * remains, the status derived from the payments; filters by status and currency; each bill downloads as PDF.
 */
function OrdersPage({ area }: { area: TuitionArea }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const money = useMoney();
  const calls = useMemo(() => tuitionApi(api), [api]);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<BillStatus | ''>('');
  const [currency, setCurrency] = useState<TuitionCurrency | ''>('');
  const query = { page, ...(status ? { status } : {}), ...(currency ? { currency } : {}) };
  const { data, failed, reload } = useLoad(() => calls.orders(query), `orders:${JSON.stringify(query)}`);

  const bill = async (enrollmentId: number) => {
    try {
      saveFile(await calls.bill(enrollmentId), `bill-${enrollmentId}.pdf`);
    } catch (err) {
      ui.handleError(err);
    }
  };

  return (
    <div data-testid="orders-page">
      <PageHeader title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.subtitle} />} />
      <Row className="g-2 mb-3">
        <Col xs={6} md={3}>
          <ChoiceField
            id="orders-status"
            label={m.status}
            value={status}
            options={BILL_STATUSES}
            text={(s) => intl.formatMessage(statusMessages[s])}
            all={intl.formatMessage(m.allStatuses)}
            onChange={(s) => {
              setStatus(s);
              setPage(1);
            }}
            testId="orders-status"
          />
        </Col>
        <Col xs={6} md={3}>
          <ChoiceField
            id="orders-currency"
            label={m.currency}
            value={currency}
            options={PAYMENT_CURRENCIES}
            all={intl.formatMessage(m.allCurrencies)}
            onChange={(c) => {
              setCurrency(c);
              setPage(1);
            }}
          />
        </Col>
      </Row>
      <PagedCard
        result={data}
        failed={failed}
        empty={m.empty}
        filtered={Boolean(status || currency)}
        page={page}
        onPage={setPage}
        onRetry={reload}
        testId="orders"
      >
        {(rows) => (
          <Table responsive hover className="mb-0 align-middle position-relative">
            <thead>
              <tr>
                <Th>
                  <FormattedMessage {...m.colFamily} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colCourse} />
                </Th>
                <Th className="text-end">
                  <FormattedMessage {...m.colTotal} />
                </Th>
                <Th className="text-end">
                  <FormattedMessage {...m.colPaid} />
                </Th>
                <Th className="text-end">
                  <FormattedMessage {...m.colRemaining} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colStatus} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colLastPayment} />
                </Th>
                <Th>
                  <span className="visually-hidden">
                    <FormattedMessage {...m.bill} />
                  </span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.enrollment_id} data-testid="order-row">
                  <td>
                    <Link to={enrollmentPagePath(area, o.enrollment_id)} className="fw-medium">
                      {o.family}
                    </Link>
                    <div className="small text-body-secondary">{intl.formatMessage(m.colStudents, { count: o.students })}</div>
                  </td>
                  <td className="small">{o.course ?? '-'}</td>
                  <td className="text-end text-nowrap">{money(o.totals.total, o.currency)}</td>
                  <td className="text-end text-nowrap">{money(o.totals.paid, o.currency)}</td>
                  <td className="text-end text-nowrap fw-semibold">{money(o.totals.remaining, o.currency)}</td>
                  <td>
                    <BillStatusBadge status={o.totals.status} />
                  </td>
                  <td className="small text-nowrap">{o.last_payment_on ?? '-'}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      className="text-nowrap"
                      onClick={() => void bill(o.enrollment_id)}
                      data-testid="order-bill"
                    >
                      <FormattedMessage {...m.bill} />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedCard>
    </div>
  );
}

export const AdminOrdersPage = () => <OrdersPage area="admin" />;
export const CompanyOrdersPage = () => <OrdersPage area="company" />;
