import { useState, type FormEvent } from 'react';
import { Button, Card, Col, Form, Row, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { formatMinorWithCode, PAYMENT_CURRENCIES, PAYROLL_LIMITS, type BillingDetailsDto, type PaymentCurrency } from '@app/shared';
import { Th } from '../../../components/lists/paged-card';
import { FormAlert } from '../../../components/form/form-alert';
import { useSubmit } from '../../../components/form/use-submit';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { payrollApi } from '../api';
import { rateMessages as m } from '../messages';
import { parseMoney } from '../money';
import { EmptyNote } from './empty-note';

/** Sets a teacher's hourly rate from a month on (admins, company-admins), with the rates set so far. */
export function RateForm({ billing, month, onSaved }: { billing: BillingDetailsDto; month: string; onSaved: (b: BillingDetailsDto) => void }) {
  const { api } = useStores();
  const intl = useIntl();
  const current = billing.rates.find((r) => r.month <= month);
  const [from, setFrom] = useState(month);
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<PaymentCurrency>(current?.currency ?? 'TWD');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, setFormError, run } = useSubmit(setErrors);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = parseMoney(amount);
    if (minor === null || minor > PAYROLL_LIMITS.hourlyRateMax) return setErrors({ hourly_rate: intl.formatMessage(m.invalid) });
    setFormError(null);
    await run(async () => {
      onSaved(await payrollApi(api).setRate(billing.teacher.id, { month: from, hourly_rate: minor, currency }));
      setAmount('');
    });
  };
  return (
    <Card className="shadow-soft" data-testid="rate-card">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          <FormattedMessage {...m.title} />
        </Card.Title>
        <Form noValidate onSubmit={(e) => void submit(e)} data-testid="rate-form">
          <Row className="g-2 align-items-end">
            <Col xs={12}>
              <Form.Label htmlFor="rate-from" className="small fw-medium">
                <FormattedMessage {...m.from} />
              </Form.Label>
              <Form.Control
                id="rate-from"
                type="month"
                style={{ maxWidth: 220 }}
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                isInvalid={!!errors.month}
              />
              <Form.Control.Feedback type="invalid">{errors.month}</Form.Control.Feedback>
            </Col>
            <Col xs={5}>
              <Form.Label htmlFor="rate-amount" className="small fw-medium">
                <FormattedMessage {...m.amount} />
              </Form.Label>
              <Form.Control
                id="rate-amount"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                isInvalid={!!errors.hourly_rate}
                placeholder="800.00"
                data-testid="rate-amount"
              />
              <Form.Control.Feedback type="invalid">{errors.hourly_rate}</Form.Control.Feedback>
            </Col>
            <Col xs={4}>
              <Form.Label htmlFor="rate-currency" className="small fw-medium">
                <FormattedMessage {...m.currency} />
              </Form.Label>
              <Form.Select
                id="rate-currency"
                value={currency}
                onChange={(e) => setCurrency(e.target.value as PaymentCurrency)}
                data-testid="rate-currency"
              >
                {PAYMENT_CURRENCIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </Form.Select>
            </Col>
            <Col xs={3}>
              <Button type="submit" className="w-100" disabled={submitting} data-testid="rate-save">
                <FormattedMessage {...m.set} />
              </Button>
            </Col>
          </Row>
          <FormAlert message={formError} />
        </Form>
        <h3 className="h6 mt-4">
          <FormattedMessage {...m.history} />
        </h3>
        {billing.rates.length === 0 ? (
          <EmptyNote message={m.none} />
        ) : (
          <Table size="sm" responsive className="mb-0 align-middle">
            <thead>
              <tr>
                <Th>
                  <FormattedMessage {...m.from} />
                </Th>
                <Th>
                  <FormattedMessage {...m.amount} />
                </Th>
                <Th> </Th>
              </tr>
            </thead>
            <tbody>
              {billing.rates.map((r) => (
                <tr key={r.month} data-testid="rate-row">
                  <td>{r.month}</td>
                  <td className="text-nowrap">{formatMinorWithCode(r.hourly_rate, r.currency)}</td>
                  <td className="small text-body-secondary">
                    {r.set_by ? displayName(r.set_by) : ''} · <FormattedDate value={r.set_at} dateStyle="medium" />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}
