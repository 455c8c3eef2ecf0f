/** OpenAPI part: deposits and payments */
import { CONVENIENCE_STORE_DAYS, DEPOSIT_COINS, PAYMENT_CURRENCIES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@app/shared';
import { arr, idempotent, int, obj, oneOfStr, op, type OpenApiPart, str } from '../../lib/openapi';

const tag = 'Payments';
const provider = oneOfStr(PAYMENT_PROVIDERS);
const currency = oneOfStr(PAYMENT_CURRENCIES, { description: 'check: TWD or USD; convenience_store: TWD' });
const status = oneOfStr(PAYMENT_STATUSES);
const coins = int({ minimum: DEPOSIT_COINS.min, maximum: DEPOSIT_COINS.max });
const money = (description: string) => int({ description: `${description}, in the currency's minor unit (cents, fen)` });
const quoteFields = {
  provider,
  currency,
  coins,
  amount: money('coins x the fixed coin price'),
  fee: money('card: 5%; otherwise 0'),
  total: money('amount + fee'),
};
const payment = obj({
  id: int(),
  user_id: int(),
  ...quoteFields,
  status,
  checkout_url: str({ nullable: true, description: 'card: Stripe Checkout page' }),
  payment_code: str({ nullable: true, description: 'convenience store: code to pay at the counter' }),
  expires_at: str({ nullable: true, format: 'date-time' }),
  confirmed_at: str({ nullable: true, format: 'date-time' }),
  created_at: str({ format: 'date-time' }),
});
const page = obj({ data: arr(payment), current_page: int(), total: int() });
const payer = {
  ...obj({ id: int(), username: str(), first_name: str(), last_name: str(), email: str() }),
  nullable: true,
  description: 'who paid; null if the account is gone',
};
const adminPage = obj({ data: arr({ allOf: [payment, obj({ payer })] }), current_page: int(), total: int() });
const listQuery = { status, page: int({ minimum: 1 }), per_page: int({ minimum: 1, maximum: 100 }) };

const bankTransfer = obj({ bank: str(), account_name: str(), account_number: str(), note: str() });

const paths = {
  '/payments/methods': {
    get: op({
      tag,
      summary: 'The deposit methods this site offers (empty when none is set up) and the bank account for transfers',
      ok: { schema: obj({ methods: arr(provider), bank_transfer: { ...bankTransfer, nullable: true } }) },
    }),
  },
  '/payments/quote': {
    get: op({
      tag,
      summary: 'What a deposit costs before paying (card fee shown)',
      query: { provider, currency, coins },
      ok: { schema: obj(quoteFields) },
    }),
  },
  '/payments': {
    get: op({ tag, summary: "The caller's payments", auth: true, query: listQuery, ok: { schema: page } }),
    post: idempotent(
      op({
        tag,
        summary: `Start a deposit: pending until confirmed (offline and convenience store: by an admin; card: by Stripe's webhook). expires_in_days ${CONVENIENCE_STORE_DAYS.min}-${CONVENIENCE_STORE_DAYS.max} for convenience_store only`,
        auth: true,
        body: obj({ provider, currency, coins, expires_in_days: int({ minimum: CONVENIENCE_STORE_DAYS.min, maximum: CONVENIENCE_STORE_DAYS.max }) }, [
          'provider',
          'currency',
          'coins',
        ]),
        ok: { status: 201, schema: payment },
        errors: [422, 503],
      }),
    ),
  },
  '/payments/{id}': {
    get: op({ tag, summary: 'One payment (its owner or an admin)', auth: true, params: ['id'], ok: { schema: payment }, errors: [403, 404] }),
  },
  '/payments/stripe/webhook': {
    post: op({
      tag,
      summary: "Stripe's events (raw body, Stripe-Signature header). A replayed event does nothing; a session for another amount is refused",
      ok: { schema: obj({ received: { type: 'boolean' }, outcome: str() }) },
      errors: [400, 503],
    }),
  },
  '/admin/payments': {
    get: op({
      tag,
      summary: 'Every payment with its payer (name and e-mail), e.g. status=pending to confirm',
      auth: true,
      roles: ['admin'],
      query: listQuery,
      ok: { schema: adminPage },
      errors: [403],
    }),
  },
  '/admin/payments/{id}/confirm': {
    post: idempotent(
      op({
        tag,
        summary: 'Confirm an offline or convenience-store payment arrived: credits its coins once (total, when sent, must match)',
        auth: true,
        roles: ['admin'],
        params: ['id'],
        body: obj({ total: int({ description: 'the amount received, minor units' }) }),
        ok: { schema: payment },
        errors: [400, 403, 404],
      }),
    ),
  },
};

export const paymentsOpenApi: OpenApiPart = { paths };
