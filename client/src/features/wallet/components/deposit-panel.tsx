import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CARD_FEE_PERCENT,
  CONVENIENCE_STORE_DAYS,
  DEPOSIT_COINS,
  PROVIDER_CURRENCIES,
  type CreatePaymentRequest,
  type PaymentCurrency,
  type PaymentDto,
  type PaymentMethodsDto,
  type PaymentProvider,
} from '@app/shared';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useLoad } from '../../../components/hooks/use-load';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import { depositSummary } from '../money';
import { currencyMessages, depositMessages as m, providerMessages } from '../messages';
import { SpendAction } from '../spend-action';
import type { WalletStore } from '../wallet-store';
import { DepositResult } from './deposit-result';
import { DepositSummaryList } from './deposit-summary';

type Values = { provider: PaymentProvider; currency: PaymentCurrency; coins: string; days: string };

/** Card when the site takes it (paid on the spot), else the first method it offers; a currency that method takes. */
function initialValues(methods: PaymentProvider[]): Values {
  const provider = methods.includes('card') ? 'card' : methods[0];
  const currencies = PROVIDER_CURRENCIES[provider];
  return { provider, currency: currencies.includes('TWD') ? 'TWD' : currencies[0], coins: '100', days: String(CONVENIENCE_STORE_DAYS.default) };
}
const DAY_OPTIONS = Array.from({ length: CONVENIENCE_STORE_DAYS.max - CONVENIENCE_STORE_DAYS.min + 1 }, (_, i) => CONVENIENCE_STORE_DAYS.min + i);

/** Whole coins within one deposit's bounds, or null. */
export function parseCoins(text: string): number | null {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= DEPOSIT_COINS.min && n <= DEPOSIT_COINS.max ? n : null;
}

const providerHelpValues = { percent: CARD_FEE_PERCENT, min: CONVENIENCE_STORE_DAYS.min, max: CONVENIENCE_STORE_DAYS.max };
function providerHelp(p: PaymentProvider) {
  if (p === 'card') return m.helpCard;
  if (p === 'convenience_store') return m.helpStore;
  return m.helpOffline; // bank transfer, check, cash: an admin confirms them
}

/** The server's field names on this form's fields (`expires_in_days` is the days select). */
function fieldErrors(error: ApiError): Record<string, string> {
  const { expires_in_days: days, ...rest } = error.fieldMessages();
  return days ? { ...rest, days } : rest;
}

/** Card payments leave the app for Stripe Checkout. */
const goToCheckout = (url: string) => window.location.assign(url);

interface DepositPanelProps {
  store: WalletStore;
  onClose: () => void;
  /** A deposit was created (the page lists the pending ones). */
  onCreated?: (payment: PaymentDto) => void;
  onCheckout?: (url: string) => void;
}

/**
 * Deposit coins with one of the methods this site has set up (GET /payments/methods); when none is, it says
 * whom to write to instead of offering a method that would fail.
 */
export const DepositPanel = observer(function DepositPanel(props: DepositPanelProps) {
  const { tenant } = useStores();
  const { data: offered } = useLoad(() => props.store.api.paymentMethods(), 'methods');
  if (!offered) {
    return (
      <Card className="shadow-soft" id="deposit-panel" data-testid="deposit-panel">
        <Card.Body className="p-3 p-md-4 text-center">
          <Spinner size="sm" aria-hidden="true" />
        </Card.Body>
      </Card>
    );
  }
  if (offered.methods.length === 0) {
    return (
      <Card className="shadow-soft" id="deposit-panel" data-testid="deposit-panel">
        <Card.Body className="p-3 p-md-4">
          <h2 className="h5 fw-semibold mb-3">
            <FormattedMessage {...m.title} />
          </h2>
          <Alert variant="info" className="mb-3" data-testid="deposit-unavailable">
            <FormattedMessage {...m.unavailable} values={{ email: tenant.tenant.email || '—' }} />
          </Alert>
          <div className="d-flex justify-content-end">
            <Button variant="outline-secondary" onClick={props.onClose}>
              <FormattedMessage {...m.cancel} />
            </Button>
          </div>
        </Card.Body>
      </Card>
    );
  }
  return <DepositForm {...props} offered={offered} />;
});

/**
 * Pick a method, a currency the method takes and the coins; the price, the card fee and the total show
 * before paying. Card goes to Stripe Checkout; the other methods end on their instructions.
 */
const DepositForm = observer(function DepositForm({
  store,
  onClose,
  onCreated,
  onCheckout = goToCheckout,
  offered,
}: DepositPanelProps & { offered: PaymentMethodsDto }) {
  const intl = useIntl();
  const { ui } = useStores();
  const form = useForm<Values>(initialValues(offered.methods));
  const [spend] = useState(() => new SpendAction());
  const [payment, setPayment] = useState<PaymentDto | null>(null);
  const { provider, currency, coins: coinsText, days } = form.values;
  const coins = parseCoins(coinsText);
  const summary = coins === null ? null : depositSummary(provider, currency, coins);

  // Changed values make a new deposit; only an unchanged resubmit is a retry of the same one.
  useEffect(() => spend.end(), [form.values, spend]);

  const chooseProvider = (next: PaymentProvider) => {
    const currencies = PROVIDER_CURRENCIES[next];
    form.setValues((v) => ({ ...v, provider: next, currency: currencies.includes(v.currency) ? v.currency : currencies[0] }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (coins === null) {
      form.setErrors({ coins: intl.formatMessage(m.coinsInvalid, DEPOSIT_COINS) });
      return;
    }
    const body: CreatePaymentRequest = { provider, currency, coins, ...(provider === 'convenience_store' ? { expires_in_days: Number(days) } : {}) };
    const outcome = await spend.run((key) => store.api.createPayment(body, key));
    if (outcome.kind === 'done') {
      onCreated?.(outcome.result);
      if (outcome.result.checkout_url) onCheckout(outcome.result.checkout_url);
      else setPayment(outcome.result);
    } else if (outcome.kind === 'failed') {
      if (outcome.error instanceof ApiError && outcome.error.status === 422 && outcome.error.errors) form.setErrors(fieldErrors(outcome.error));
      else ui.handleError(outcome.error);
    }
  };

  if (payment) return <DepositResult payment={payment} bankAccount={offered.bank_transfer} onDone={onClose} />;

  return (
    <Card className="shadow-soft" id="deposit-panel" data-testid="deposit-panel">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 fw-semibold mb-3">
          <FormattedMessage {...m.title} />
        </h2>
        <Form noValidate onSubmit={(e) => void submit(e)}>
          <fieldset className="mb-3">
            <legend className="fs-6 fw-medium">
              <FormattedMessage {...m.method} />
            </legend>
            <div className="d-flex flex-column gap-2">
              {offered.methods.map((p) => (
                <Form.Check
                  key={p}
                  type="radio"
                  id={`deposit-provider-${p}`}
                  name="provider"
                  checked={provider === p}
                  onChange={() => chooseProvider(p)}
                  label={
                    <>
                      <span className="fw-medium">{intl.formatMessage(providerMessages[p])}</span>
                      <span className="d-block small text-body-secondary">{intl.formatMessage(providerHelp(p), providerHelpValues)}</span>
                    </>
                  }
                  data-testid={`deposit-provider-${p}`}
                />
              ))}
            </div>
          </fieldset>
          <div className="row g-3">
            <div className="col-sm-6">
              <SelectField
                {...form.field('currency')}
                label={<FormattedMessage {...m.currency} />}
                options={PROVIDER_CURRENCIES[provider].map((c) => ({ value: c, label: intl.formatMessage(currencyMessages[c]) }))}
                testId="deposit-currency"
                className="mb-0"
              />
            </div>
            <div className="col-sm-6">
              <TextField
                {...form.field('coins')}
                type="number"
                inputMode="numeric"
                min={DEPOSIT_COINS.min}
                max={DEPOSIT_COINS.max}
                step={1}
                label={<FormattedMessage {...m.coins} />}
                testId="deposit-coins"
                className="mb-0"
              />
            </div>
            {provider === 'convenience_store' && (
              <div className="col-sm-6">
                <SelectField
                  {...form.field('days')}
                  label={<FormattedMessage {...m.days} />}
                  options={DAY_OPTIONS.map((n) => ({ value: String(n), label: intl.formatMessage(m.dayCount, { n }) }))}
                  testId="deposit-days"
                  className="mb-0"
                />
              </div>
            )}
          </div>
          {summary && <DepositSummaryList summary={summary} currency={currency} />}
          {provider === 'card' && (
            <p className="small text-body-secondary">
              <FormattedMessage {...m.cardRedirect} />
            </p>
          )}
          <div className="d-flex flex-wrap gap-2 justify-content-end">
            <Button variant="outline-secondary" onClick={onClose} disabled={spend.busy}>
              <FormattedMessage {...m.cancel} />
            </Button>
            <SubmitButton submitting={spend.busy} className="" testId="deposit-submit">
              <FormattedMessage {...m.submit} />
            </SubmitButton>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
});
