import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Badge, Button, Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  BUSINESS_TIMEZONE,
  formatMinor,
  parseMoney,
  PAYMENT_CURRENCIES,
  TUITION_METHOD_CURRENCIES,
  TUITION_PAYMENT_KINDS,
  TUITION_PAYMENT_METHODS,
  type BillStatus,
  type TuitionCurrency,
  type TuitionDto,
  type TuitionPaymentKind,
  type TuitionPaymentMethod,
} from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useLoad } from '../../../components/hooks/use-load';
import { saveFile } from '../../../lib/save-file';
import { useStores } from '../../../stores/store-context';
import { tuitionApi } from '../api';
import { kindMessages, methodMessages, panelMessages as m, statusMessages } from '../messages';
import { arrangePath, type TuitionArea } from '../paths';

const STATUS_BG: Record<BillStatus, string> = { unpaid: 'danger', partly_paid: 'warning', paid: 'success', overpaid: 'info' };

/** A bill's derived status as a badge. */
export function BillStatusBadge({ status }: { status: BillStatus }) {
  return (
    <Badge bg={STATUS_BG[status]} text={status === 'partly_paid' ? 'dark' : undefined} data-status={status} data-testid="bill-status">
      <FormattedMessage {...statusMessages[status]} />
    </Badge>
  );
}

/** An amount in minor units, written exactly (no floating point) in the reader's language. */
export function useMoney() {
  const intl = useIntl();
  return (minor: number, currency: TuitionCurrency) => formatMinor(minor, currency, intl.locale);
}

/** Minor units as the text an admin edits ("45000" or "1250.50"). */
const asText = (minor: number) => {
  const cents = minor % 100;
  return `${Math.trunc(minor / 100)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
};

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

interface PaymentDraft {
  kind: TuitionPaymentKind;
  method: TuitionPaymentMethod;
  currency: TuitionCurrency;
  amount: string;
  received_on: string;
  comment: string;
  file: File | null;
}

/**
 * The tuition record of an enrollment (spec section 3, "Tuition record"): original price, the computed group
 * and referral discounts, the typed discount with its comment, the total; the deposit, balance and refund
 * payments with their comments and screenshots; the remaining amount, derived. The bill downloads from here.
 * Mounted on the enrollment's detail page (enrollment feature) through this feature's index.
 */
export function TuitionPanel({ enrollmentId, area }: { enrollmentId: number; area: TuitionArea }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const money = useMoney();
  const calls = useMemo(() => tuitionApi(api), [api]);
  const { data, setData, failed, reload } = useLoad(() => calls.tuition(enrollmentId), `tuition:${enrollmentId}`);
  const [record, setRecord] = useState({ currency: 'TWD' as TuitionCurrency, original: '', discount: '', comment: '' });
  const [draft, setDraft] = useState<PaymentDraft>({
    kind: 'deposit',
    method: 'bank_transfer',
    currency: 'TWD',
    amount: '',
    received_on: today(),
    comment: '',
    file: null,
  });
  const [fileKey, setFileKey] = useState(0);
  const [busy, setBusy] = useState<'save' | 'pay' | 'bill' | 'delete' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  useEffect(() => {
    if (!data) return;
    setRecord({ currency: data.currency, original: asText(data.original_price), discount: asText(data.discount), comment: data.discount_comment });
    setDraft((d) => ({
      ...d,
      currency: data.currency,
      method: TUITION_METHOD_CURRENCIES[d.method].includes(data.currency) ? d.method : 'bank_transfer',
    }));
  }, [data]);

  const run = async (what: typeof busy, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (err) {
      ui.handleError(err);
    } finally {
      setBusy(null);
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    const original = parseMoney(record.original, record.currency);
    const discount = parseMoney(record.discount || '0', record.currency);
    if (original === null || discount === null) return ui.toast(m.invalidAmount, 'danger');
    void run('save', async () => {
      setData(await calls.save(enrollmentId, { currency: record.currency, original_price: original, discount, discount_comment: record.comment }));
      ui.toast(m.saved, 'success');
    });
  };

  const pay = (e: FormEvent) => {
    e.preventDefault();
    const amount = parseMoney(draft.amount, draft.currency);
    if (amount === null || amount === 0) return ui.toast(m.invalidAmount, 'danger');
    void run('pay', async () => {
      const input = {
        kind: draft.kind,
        method: draft.method,
        currency: draft.currency,
        amount,
        received_on: draft.received_on,
        comment: draft.comment,
      };
      setData(await calls.pay(enrollmentId, input, draft.file));
      setDraft((d) => ({ ...d, amount: '', comment: '', file: null }));
      setFileKey((k) => k + 1);
      ui.toast(m.recorded, 'success');
    });
  };

  const bill = () =>
    run('bill', async () => {
      saveFile(await calls.bill(enrollmentId), `bill-${enrollmentId}.pdf`);
    });

  const openScreenshot = (paymentId: number) =>
    void run(null, async () => {
      const url = URL.createObjectURL(await calls.screenshot(paymentId));
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    });

  if (!data) {
    return (
      <Card className="shadow-sm border-0 mb-3" data-testid="tuition-panel">
        <Card.Body className="text-center py-4">
          {failed ? (
            <Button variant="outline-primary" size="sm" onClick={reload}>
              <FormattedMessage {...m.title} />
            </Button>
          ) : (
            <Spinner animation="border" />
          )}
        </Card.Body>
      </Card>
    );
  }
  const t: TuitionDto = data;
  const methodsFor = TUITION_PAYMENT_METHODS.filter((x) => TUITION_METHOD_CURRENCIES[x].includes(draft.currency));
  return (
    <Card className="shadow-sm border-0 mb-3" data-testid="tuition-panel">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 className="h5 fw-semibold mb-0 d-flex align-items-center gap-2">
            <FormattedMessage {...m.title} />
            <BillStatusBadge status={t.totals.status} />
          </h2>
          <div className="d-flex flex-wrap gap-2">
            <Link to={arrangePath(area, enrollmentId)} className="btn btn-sm btn-outline-primary" data-testid="tuition-arrange">
              <FormattedMessage {...m.arrange} />
            </Link>
            <Button size="sm" variant="primary" onClick={() => void bill()} disabled={busy === 'bill'} data-testid="tuition-bill">
              {busy === 'bill' && <Spinner size="sm" className="me-1" aria-hidden="true" />}
              <FormattedMessage {...m.bill} />
            </Button>
          </div>
        </div>
        {!t.saved && (
          <p className="small text-body-secondary" data-testid="tuition-not-saved">
            <FormattedMessage {...m.notSaved} />
          </p>
        )}

        <Form onSubmit={save} data-testid="tuition-record-form" className="mb-4">
          <Row className="g-2">
            <Col xs={12} sm={4}>
              <Form.Group controlId="tuition-currency">
                <Form.Label className="small fw-medium">
                  <FormattedMessage {...m.currency} />
                </Form.Label>
                <Form.Select
                  value={record.currency}
                  onChange={(e) => setRecord({ ...record, currency: e.target.value as TuitionCurrency })}
                  disabled={t.payments.length > 0}
                >
                  {PAYMENT_CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={6} sm={4}>
              <Form.Group controlId="tuition-original">
                <Form.Label className="small fw-medium">
                  <FormattedMessage {...m.originalPrice} />
                </Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={record.original}
                  onChange={(e) => setRecord({ ...record, original: e.target.value })}
                  data-testid="tuition-original"
                />
              </Form.Group>
            </Col>
            <Col xs={6} sm={4}>
              <Form.Group controlId="tuition-discount">
                <Form.Label className="small fw-medium">
                  <FormattedMessage {...m.discount} />
                </Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={record.discount}
                  onChange={(e) => setRecord({ ...record, discount: e.target.value })}
                  data-testid="tuition-discount"
                />
              </Form.Group>
            </Col>
            <Col xs={12}>
              <Form.Group controlId="tuition-discount-comment">
                <Form.Label className="small fw-medium">
                  <FormattedMessage {...m.discountComment} />
                </Form.Label>
                <Form.Control value={record.comment} maxLength={1000} onChange={(e) => setRecord({ ...record, comment: e.target.value })} />
              </Form.Group>
            </Col>
          </Row>
          {t.computed_discounts.length > 0 && (
            <ul className="small text-body-secondary mt-2 mb-0 ps-3" data-testid="tuition-computed">
              {t.computed_discounts.map((l) => (
                <li key={l.kind}>
                  {intl.formatMessage(l.kind === 'group' ? m.computedGroup : m.computedReferral, {
                    size: l.group_size ?? l.students,
                    students: l.students,
                    amount: money(l.amount, t.currency),
                  })}
                </li>
              ))}
            </ul>
          )}
          <Button type="submit" size="sm" className="mt-2" disabled={busy === 'save'} data-testid="tuition-save">
            <FormattedMessage {...m.save} />
          </Button>
        </Form>

        <Table size="sm" className="mb-4" data-testid="tuition-totals">
          <tbody>
            {(
              [
                ['total', t.totals.total],
                ['deposit', t.totals.deposit],
                ['balance', t.totals.balance],
                ['refund', t.totals.refund],
                ['paid', t.totals.paid],
              ] as const
            ).map(([k, v]) => (
              <tr key={k} className={k === 'total' ? 'fw-semibold' : undefined}>
                <td>
                  <FormattedMessage {...m[k]} />
                </td>
                <td className="text-end text-nowrap" data-testid={`tuition-${k}`}>
                  {money(v, t.currency)}
                </td>
              </tr>
            ))}
            <tr className="fw-semibold">
              <td>
                <FormattedMessage {...(t.totals.remaining < 0 ? m.overpaidBy : m.remaining)} />
              </td>
              <td className="text-end text-nowrap" data-testid="tuition-remaining">
                {money(Math.abs(t.totals.remaining), t.currency)}
              </td>
            </tr>
          </tbody>
        </Table>

        <h3 className="h6 fw-semibold">
          <FormattedMessage {...m.payments} />
        </h3>
        {t.payments.length === 0 ? (
          <p className="small text-body-secondary">
            <FormattedMessage {...m.noPayments} />
          </p>
        ) : (
          <ul className="list-unstyled mb-3" data-testid="tuition-payments">
            {t.payments.map((p) => (
              <li key={p.id} className="border rounded p-2 mb-2" data-testid="tuition-payment">
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <span className="fw-medium">
                    {p.received_on} · <FormattedMessage {...kindMessages[p.kind]} /> · <FormattedMessage {...methodMessages[p.method]} />
                  </span>
                  <span className={`text-nowrap fw-semibold ${p.kind === 'refund' ? 'text-danger' : ''}`}>
                    {p.kind === 'refund' ? '−' : ''}
                    {money(p.amount, p.currency)}
                  </span>
                </div>
                {p.comment && <div className="small">{p.comment}</div>}
                <div className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary mt-1">
                  <span>{intl.formatMessage(m.recordedBy, { name: p.recorded_by })}</span>
                  {p.screenshot_url && (
                    <Button variant="link" size="sm" className="p-0" onClick={() => openScreenshot(p.id)} data-testid="tuition-screenshot">
                      <FormattedMessage {...m.viewScreenshot} />
                    </Button>
                  )}
                  <Button variant="link" size="sm" className="p-0 text-danger" onClick={() => setRemoving(p.id)}>
                    <FormattedMessage {...m.deletePayment} />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}

        <Form onSubmit={pay} data-testid="tuition-payment-form" className="border-top pt-3">
          <h3 className="h6 fw-semibold">
            <FormattedMessage {...m.addPayment} />
          </h3>
          <Row className="g-2">
            <Col xs={6} md={4}>
              <Form.Group controlId="payment-kind">
                <Form.Label className="small fw-medium">
                  <FormattedMessage {...m.kind} />
                </Form.Label>
                <Form.Select
                  value={draft.kind}
                  onChange={(e) => setDraft({ ...draft, kind: e.target.value as TuitionPaymentKind })}
                  data-testid="payment-kind"
                >
                  {TUITION_PAYMENT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {intl.formatMessage(kindMessages[k])}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={6} md={4}>
              <Form.Group controlId="payment-method">
                <Form.Label className="small fw-medium">
                  <FormattedMessage {...m.method} />
                </Form.Label>
                <Form.Select
                  value={draft.method}
                  onChange={(e) => setDraft({ ...draft, method: e.target.value as TuitionPaymentMethod })}
                  data-testid="payment-method"
                >
                  {methodsFor.map((k) => (
                    <option key={k} value={k}>
                      {intl.formatMessage(methodMessages[k])}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={6} md={4}>
              <Form.Group controlId="payment-currency">
                <Form.Label className="small fw-medium">
                  <FormattedMessage {...m.currency} />
                </Form.Label>
                <Form.Select
                  value={draft.currency}
                  onChange={(e) => setDraft({ ...draft, currency: e.target.value as TuitionCurrency })}
                  data-testid="payment-currency"
                >
                  {PAYMENT_CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={6} md={4}>
              <Form.Group controlId="payment-amount">
                <Form.Label className="small fw-medium">
                  <FormattedMessage {...m.amount} />
                </Form.Label>
                <Form.Control
                  inputMode="decimal"
                  required
                  value={draft.amount}
                  onChange={(e) => setDraft({ ...draft, amount: e.target.value })}
                  data-testid="payment-amount"
                />
                <Form.Text>
                  <FormattedMessage {...m.amountHelp} />
                </Form.Text>
              </Form.Group>
            </Col>
            <Col xs={12} md={4}>
              <Form.Group controlId="payment-date">
                <Form.Label className="small fw-medium">
                  <FormattedMessage {...m.receivedOn} />
                </Form.Label>
                <Form.Control
                  type="date"
                  required
                  value={draft.received_on}
                  onChange={(e) => setDraft({ ...draft, received_on: e.target.value })}
                  data-testid="payment-date"
                />
              </Form.Group>
            </Col>
            <Col xs={12} md={4}>
              <Form.Group controlId="payment-screenshot">
                <Form.Label className="small fw-medium">
                  <FormattedMessage {...m.screenshot} />
                </Form.Label>
                <Form.Control
                  key={fileKey}
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  onChange={(e) => setDraft({ ...draft, file: (e.target as HTMLInputElement).files?.[0] ?? null })}
                  data-testid="payment-screenshot"
                />
                <Form.Text>
                  <FormattedMessage {...m.screenshotHelp} />
                </Form.Text>
              </Form.Group>
            </Col>
            <Col xs={12}>
              <Form.Group controlId="payment-comment">
                <Form.Label className="small fw-medium">
                  <FormattedMessage {...m.comment} />
                </Form.Label>
                <Form.Control
                  value={draft.comment}
                  maxLength={1000}
                  onChange={(e) => setDraft({ ...draft, comment: e.target.value })}
                  data-testid="payment-comment"
                />
              </Form.Group>
            </Col>
          </Row>
          {draft.currency === 'RMB' && (
            <p className="small text-body-secondary mt-2 mb-0">
              <FormattedMessage {...m.checkCurrencies} />
            </p>
          )}
          <Button type="submit" size="sm" className="mt-2" disabled={busy === 'pay'} data-testid="payment-record">
            {busy === 'pay' && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            <FormattedMessage {...m.record} />
          </Button>
        </Form>
      </Card.Body>
      <ConfirmModal
        show={removing !== null}
        danger
        busy={busy === 'delete'}
        body={<FormattedMessage {...m.deleteConfirm} />}
        confirmLabel={<FormattedMessage {...m.deletePayment} />}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          void run('delete', async () => {
            if (removing === null) return;
            setData(await calls.removePayment(removing));
            setRemoving(null);
            ui.toast(m.deleted, 'success');
          })
        }
      />
    </Card>
  );
}
