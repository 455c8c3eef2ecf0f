import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Badge, Button, Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
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
import { ChoiceField, InputField } from './fields';

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

/** One line of the totals table: what the amount is, and the amount written out. */
function MoneyRow({ label, amount, strong, testId }: { label: MessageDescriptor; amount: string; strong?: boolean; testId: string }) {
  return (
    <tr className={strong ? 'fw-semibold' : undefined}>
      <td>
        <FormattedMessage {...label} />
      </td>
      <td className="text-end text-nowrap" data-testid={testId}>
        {amount}
      </td>
    </tr>
  );
}

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
              <ChoiceField
                id="tuition-currency"
                label={m.currency}
                value={record.currency}
                options={PAYMENT_CURRENCIES}
                onChange={(currency) => setRecord({ ...record, currency })}
                disabled={t.payments.length > 0}
              />
            </Col>
            <Col xs={6} sm={4}>
              <InputField
                id="tuition-original"
                label={m.originalPrice}
                inputMode="decimal"
                value={record.original}
                onChange={(original) => setRecord({ ...record, original })}
                testId="tuition-original"
              />
            </Col>
            <Col xs={6} sm={4}>
              <InputField
                id="tuition-discount"
                label={m.discount}
                inputMode="decimal"
                value={record.discount}
                onChange={(discount) => setRecord({ ...record, discount })}
                testId="tuition-discount"
              />
            </Col>
            <Col xs={12}>
              <InputField
                id="tuition-discount-comment"
                label={m.discountComment}
                value={record.comment}
                maxLength={1000}
                onChange={(comment) => setRecord({ ...record, comment })}
              />
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
              <MoneyRow key={k} label={m[k]} amount={money(v, t.currency)} strong={k === 'total'} testId={`tuition-${k}`} />
            ))}
            <MoneyRow
              label={t.totals.remaining < 0 ? m.overpaidBy : m.remaining}
              amount={money(Math.abs(t.totals.remaining), t.currency)}
              strong
              testId="tuition-remaining"
            />
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
              <ChoiceField
                id="payment-kind"
                label={m.kind}
                value={draft.kind}
                options={TUITION_PAYMENT_KINDS}
                text={(k) => intl.formatMessage(kindMessages[k])}
                onChange={(kind) => setDraft({ ...draft, kind })}
                testId="payment-kind"
              />
            </Col>
            <Col xs={6} md={4}>
              <ChoiceField
                id="payment-method"
                label={m.method}
                value={draft.method}
                options={methodsFor}
                text={(k) => intl.formatMessage(methodMessages[k])}
                onChange={(method) => setDraft({ ...draft, method })}
                testId="payment-method"
              />
            </Col>
            <Col xs={6} md={4}>
              <ChoiceField
                id="payment-currency"
                label={m.currency}
                value={draft.currency}
                options={PAYMENT_CURRENCIES}
                onChange={(currency) => setDraft({ ...draft, currency })}
                testId="payment-currency"
              />
            </Col>
            <Col xs={6} md={4}>
              <InputField
                id="payment-amount"
                label={m.amount}
                help={m.amountHelp}
                inputMode="decimal"
                required
                value={draft.amount}
                onChange={(amount) => setDraft({ ...draft, amount })}
                testId="payment-amount"
              />
            </Col>
            <Col xs={12} md={4}>
              <InputField
                id="payment-date"
                label={m.receivedOn}
                type="date"
                required
                value={draft.received_on}
                onChange={(received_on) => setDraft({ ...draft, received_on })}
                testId="payment-date"
              />
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
              <InputField
                id="payment-comment"
                label={m.comment}
                value={draft.comment}
                maxLength={1000}
                onChange={(comment) => setDraft({ ...draft, comment })}
                testId="payment-comment"
              />
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
