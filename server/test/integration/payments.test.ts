/**
 * Deposits: quotes with the card fee, offline payments confirmed by admins, convenience-store codes
 * that expire on the app clock, and card payments through Stripe Checkout. Stripe's API is a local
 * fake HTTP server (no network); webhooks are signed with Stripe's own generateTestHeaderString.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import Stripe from 'stripe';
import { manualClock } from '../../src/lib/clock';
import { creditPayment } from '../../src/modules/payments/payment-credit';
import { expireDuePayments } from '../../src/modules/payments/payment-expiry';
import { paymentsRepository } from '../../src/modules/payments/payments.repository';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';
import { expectBalance } from '../helpers/wallet';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const START = new Date('2031-03-01T08:00:00.000Z');
const clock = manualClock(START);

/** Stripe's Checkout Session endpoint, as far as the app uses it; remembers what it was sent. */
interface FakeStripe {
  url: string;
  calls: { body: URLSearchParams; idempotencyKey: string | undefined }[];
  close(): Promise<void>;
}
async function fakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripe['calls'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      calls.push({ body, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      const id = `cs_test_${calls.length}_${uid()}`;
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
          currency: body.get('line_items[0][price_data][currency]'),
          payment_status: 'unpaid',
          metadata: { payment_id: body.get('metadata[payment_id]') },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

let t: TestApp;
let fake: FakeStripe;
let admin: CreatedUser;
const stripe = new Stripe('sk_test_fake');

beforeAll(async () => {
  fake = await fakeStripe();
  t = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url }, { clock });
  admin = await createUser(t.app, t.ctx.ds, ['admin']);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => clock.set(START));

const key = () => `p-${uid()}`;
const pay = (u: CreatedUser, body: Record<string, unknown>, k = key()) =>
  request(t.app).post('/api/payments').set(bearer(u.token)).set('Idempotency-Key', k).send(body);
const confirm = (id: number, body: Record<string, unknown> = {}, who = admin, k = key()) =>
  request(t.app).post(`/api/admin/payments/${id}/confirm`).set(bearer(who.token)).set('Idempotency-Key', k).send(body);
const student = () => createUser(t.app, t.ctx.ds, ['student']);

describe('GET /api/payments/quote', () => {
  it('shows the 5% card fee before paying, rounded up to what the currency charges', async () => {
    const q = (s: string) => request(t.app).get(`/api/payments/quote?${s}`).expect(200);
    expect((await q('provider=card&currency=TWD&coins=10')).body).toEqual({
      provider: 'card',
      currency: 'TWD',
      coins: 10,
      amount: 10000,
      fee: 500,
      total: 10500,
    });
    expect((await q('provider=card&currency=USD&coins=10')).body).toMatchObject({ amount: 350, fee: 18, total: 368 });
    expect((await q('provider=card&currency=TWD&coins=1')).body).toMatchObject({ amount: 1000, fee: 100, total: 1100 });
    expect((await q('provider=bank_transfer&currency=RMB&coins=4')).body).toMatchObject({ amount: 1000, fee: 0, total: 1000 });
  });

  it('validates provider, currency per provider and coins', async () => {
    const q = (s: string) => request(t.app).get(`/api/payments/quote?${s}`);
    expectFieldError(await q('provider=paypal&currency=USD&coins=1'), 'provider', 'validation.payment.provider');
    expectFieldError(await q('provider=check&currency=RMB&coins=1'), 'currency', 'validation.payment.currency');
    expectFieldError(await q('provider=convenience_store&currency=USD&coins=1'), 'currency', 'validation.payment.currency');
    expectFieldError(await q('provider=cash&currency=TWD&coins=0'), 'coins', 'validation.payment.coins');
    expectFieldError(await q('provider=cash&currency=TWD'), 'coins', 'validation.required');
    // A repeated parameter is a list, which express-validator would check item by item: one value only.
    expectFieldError(await q('provider=cash&currency=TWD&coins=5&coins=6'), 'coins', 'validation.payment.coins');
    expectFieldError(await q('provider=cash&provider=check&currency=TWD&coins=5'), 'provider', 'validation.payment.provider');
  });
});

describe('offline payments confirmed by an admin', () => {
  it('creates a pending payment for the caller; validation, login and key are required', async () => {
    const u = await student();
    await request(t.app).post('/api/payments').set('Idempotency-Key', key()).send({ provider: 'cash', currency: 'TWD', coins: 5 }).expect(401);
    expectFieldError(
      await request(t.app).post('/api/payments').set(bearer(u.token)).send({ provider: 'cash', currency: 'TWD', coins: 5 }),
      'Idempotency-Key',
    );
    expectFieldError(await pay(u, { currency: 'TWD', coins: 5 }), 'provider', 'validation.required');
    expectFieldError(await pay(u, { provider: 'check', currency: 'RMB', coins: 5 }), 'currency', 'validation.payment.currency');
    expectFieldError(await pay(u, { provider: 'cash', currency: 'TWD', coins: 100001 }), 'coins', 'validation.payment.coins');
    expectFieldError(
      await pay(u, { provider: 'cash', currency: 'TWD', coins: 5, expires_in_days: 2 }),
      'expires_in_days',
      'validation.payment.expires_in_days.store_only',
    );
    // Lists passed item by item before (then failed in SQL with a 500): one value only.
    expectFieldError(await pay(u, { provider: ['cash'], currency: 'TWD', coins: 5 }), 'provider', 'validation.payment.provider');
    expectFieldError(await pay(u, { provider: 'cash', currency: 'TWD', coins: [5] }), 'coins', 'validation.payment.coins');
    expectFieldError(
      await pay(u, { provider: 'convenience_store', currency: 'TWD', coins: 5, expires_in_days: [2] }),
      'expires_in_days',
      'validation.payment.expires_in_days',
    );

    const res = await pay(u, { provider: 'bank_transfer', currency: 'USD', coins: 20 }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      user_id: u.id,
      provider: 'bank_transfer',
      currency: 'USD',
      coins: 20,
      amount: 700,
      fee: 0,
      total: 700,
      status: 'pending',
      checkout_url: null,
      payment_code: null,
      expires_at: null,
      confirmed_at: null,
      created_at: START.toISOString(),
    });
    await expectBalance(t.ctx.ds, u.id, 0);
  });

  it('shows payments to their owner and admins only', async () => {
    const [u, other] = [await student(), await student()];
    const p = (await pay(u, { provider: 'cash', currency: 'TWD', coins: 3 }).expect(201)).body;
    await request(t.app).get(`/api/payments/${p.id}`).set(bearer(u.token)).expect(200);
    await request(t.app).get(`/api/payments/${p.id}`).set(bearer(other.token)).expect(403);
    await request(t.app).get(`/api/payments/${p.id}`).set(bearer(admin.token)).expect(200);
    await request(t.app).get('/api/payments/999999').set(bearer(u.token)).expect(404);
    expectFieldError(await request(t.app).get('/api/payments/abc').set(bearer(u.token)), 'id', 'validation.id');
    const mine = await request(t.app).get('/api/payments').set(bearer(u.token)).expect(200);
    expect(mine.body).toMatchObject({ total: 1, current_page: 1, data: [{ id: p.id }] });
    expect((await request(t.app).get('/api/payments').set(bearer(other.token)).expect(200)).body.total).toBe(0);
    // A user_id filter is not a rule of this route: it never widens the list to someone else's rows.
    expect((await request(t.app).get(`/api/payments?user_id=${u.id}`).set(bearer(other.token)).expect(200)).body.total).toBe(0);
    expectFieldError(await request(t.app).get('/api/payments?status=lost').set(bearer(u.token)), 'status', 'validation.payment.status');
    expectFieldError(
      await request(t.app).get('/api/payments?status=paid&status=pending').set(bearer(u.token)),
      'status',
      'validation.payment.status',
    );
    expectFieldError(await request(t.app).get('/api/payments?page=1&page=2').set(bearer(u.token)), 'page', 'validation.page');
    await request(t.app).get('/api/admin/payments').set(bearer(u.token)).expect(403);
    const pending = await request(t.app).get('/api/admin/payments?status=pending&per_page=100').set(bearer(admin.token)).expect(200);
    expect(pending.body.data.map((x: { id: number }) => x.id)).toContain(p.id);
    // The admin list names who paid (issue 12 item 16: not "User #9"); the owner's own list needs no payer.
    const row = pending.body.data.find((x: { id: number }) => x.id === p.id);
    const [who] = await t.ctx.ds.query(`SELECT username, first_name, last_name, email FROM users WHERE id = $1`, [u.id]);
    expect(row.payer).toEqual({ id: u.id, ...who });
    expect(mine.body.data[0].payer).toBeUndefined();
  });

  it('an admin confirms: the coins are credited once, whatever the retries', async () => {
    const u = await student();
    const p = (await pay(u, { provider: 'check', currency: 'TWD', coins: 30 }).expect(201)).body;
    await confirm(p.id, {}, u).expect(403);
    await confirm(999999).expect(404);
    expectFieldError(
      await request(t.app).post('/api/admin/payments/abc/confirm').set(bearer(admin.token)).set('Idempotency-Key', key()),
      'id',
      'validation.id',
    );
    expectFieldError(await confirm(p.id, { total: p.total - 1 }), 'total', 'validation.payment.total_mismatch');
    expectFieldError(await confirm(p.id, { total: 'x' }), 'total', 'validation.integer');
    expectFieldError(await confirm(p.id, { total: [p.total] }), 'total', 'validation.integer');
    const keyless = await request(t.app).post(`/api/admin/payments/${p.id}/confirm`).set(bearer(admin.token)).send({});
    expectFieldError(keyless, 'Idempotency-Key', 'validation.required');
    clock.advance(60_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => confirm(p.id, { total: p.total })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results[0].body).toMatchObject({ status: 'paid', confirmed_at: new Date(START.getTime() + 60_000).toISOString() });
    await expectBalance(t.ctx.ds, u.id, 30);
    const ledger = await request(t.app).get('/api/wallet/transactions').set(bearer(u.token)).expect(200);
    expect(ledger.body.data).toEqual([expect.objectContaining({ type: 'deposit', amount: 30, balance_after: 30 })]);
  });
});

describe('convenience-store payments', () => {
  it('give a payment code valid 1 to 5 days and credit when confirmed in time', async () => {
    const u = await student();
    expectFieldError(
      await pay(u, { provider: 'convenience_store', currency: 'TWD', coins: 5, expires_in_days: 6 }),
      'expires_in_days',
      'validation.payment.expires_in_days',
    );
    const p = (await pay(u, { provider: 'convenience_store', currency: 'TWD', coins: 5, expires_in_days: 2 }).expect(201)).body;
    expect(p.payment_code).toMatch(/^\d{14}$/);
    expect(p.expires_at).toBe(new Date(START.getTime() + 2 * 86_400_000).toISOString());
    const dflt = (await pay(u, { provider: 'convenience_store', currency: 'TWD', coins: 5 }).expect(201)).body;
    expect(dflt.expires_at).toBe(new Date(START.getTime() + 3 * 86_400_000).toISOString());

    clock.advance(86_400_000);
    expect(await expireDuePayments(t.ctx.ds, clock)).not.toContain(p.id);
    expect((await confirm(p.id).expect(200)).body.status).toBe('paid');
    await expectBalance(t.ctx.ds, u.id, 5);
    // Past its deadline the job leaves a paid code alone (its UPDATE needs status 'pending').
    clock.advance(2 * 86_400_000);
    expect(await expireDuePayments(t.ctx.ds, clock)).not.toContain(p.id);
    expect((await request(t.app).get(`/api/payments/${p.id}`).set(bearer(u.token)).expect(200)).body.status).toBe('paid');
    await expectBalance(t.ctx.ds, u.id, 5);
  });

  it('expire unpaid on the clock (the job), and an expired code is never credited', async () => {
    const u = await student();
    const p = (await pay(u, { provider: 'convenience_store', currency: 'TWD', coins: 7, expires_in_days: 1 }).expect(201)).body;
    const late = (await pay(u, { provider: 'convenience_store', currency: 'TWD', coins: 7, expires_in_days: 1 }).expect(201)).body;
    clock.advance(86_400_000 + 1000);
    // Past its deadline but before the job ran: refused all the same.
    expect((await confirm(late.id).expect(400)).body.message).toMatch(/no longer pending/);
    const expired = await expireDuePayments(t.ctx.ds, clock);
    expect(expired).toEqual(expect.arrayContaining([p.id, late.id]));
    expect((await request(t.app).get(`/api/payments/${p.id}`).set(bearer(u.token)).expect(200)).body.status).toBe('expired');
    await confirm(p.id).expect(400);
    await expectBalance(t.ctx.ds, u.id, 0);
  });

  it('a confirmation holding the row wins over an expiry job that starts meanwhile; the job then skips it', async () => {
    const u = await student();
    const p = (await pay(u, { provider: 'convenience_store', currency: 'TWD', coins: 4, expires_in_days: 1 }).expect(201)).body;
    let expiry: Promise<number[]> | undefined;
    await t.ctx.ds.transaction(async (m) => {
      const row = await paymentsRepository(m).lock(p.id);
      expect(await creditPayment(m, row!, { confirmedBy: admin.id, at: clock.now() })).toMatchObject({ status: 'paid' });
      // The deadline passes while the confirmation is still open: the job's UPDATE waits on the row lock.
      clock.advance(86_400_000 + 1000);
      expiry = expireDuePayments(t.ctx.ds, clock);
      await waitUntilBlocked("UPDATE payments SET status = 'expired'%");
    });
    expect(await expiry).not.toContain(p.id);
    expect((await request(t.app).get(`/api/payments/${p.id}`).set(bearer(u.token)).expect(200)).body.status).toBe('paid');
    await expectBalance(t.ctx.ds, u.id, 4);
  });
});

/** Waits until another connection runs a statement like `pattern` and is waiting on a lock. */
async function waitUntilBlocked(pattern: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const [row] = await t.ctx.ds.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $1`, [pattern]);
    if (row.n > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no statement like ${pattern} waited on a lock`);
}

describe('card payments through Stripe Checkout', () => {
  const cardPayment = async (u: CreatedUser, coins = 10, currency = 'TWD') => (await pay(u, { provider: 'card', currency, coins }).expect(201)).body;
  const lastSession = () => fake.calls[fake.calls.length - 1];
  const sessionId = (p: { checkout_url: string }) => p.checkout_url.split('/').pop()!;

  function event(type: string, session: Record<string, unknown>, id = `evt_${uid()}`) {
    return JSON.stringify({ id, object: 'event', type, data: { object: { object: 'checkout.session', ...session } } });
  }
  function webhook(payload: string, opts: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
    const header =
      opts.signature === undefined
        ? stripe.webhooks.generateTestHeaderString({
            payload,
            secret: opts.secret ?? WEBHOOK_SECRET,
            timestamp: opts.timestamp ?? Math.floor(clock.now().getTime() / 1000),
          })
        : opts.signature;
    const req = request(t.app).post('/api/payments/stripe/webhook').set('Content-Type', 'application/json');
    return (header === null ? req : req.set('Stripe-Signature', header)).send(payload);
  }
  const paidSession = (p: { id: number; user_id: number; total: number; checkout_url: string }, changes: Record<string, unknown> = {}) => ({
    id: sessionId(p),
    amount_total: p.total,
    currency: 'twd',
    payment_status: 'paid',
    metadata: { payment_id: String(p.id), user_id: String(p.user_id) },
    ...changes,
  });

  it('starts a Checkout Session for the total with the fee, once per payment', async () => {
    const u = await student();
    const p = await cardPayment(u, 10);
    expect(p).toMatchObject({
      provider: 'card',
      amount: 10000,
      fee: 500,
      total: 10500,
      status: 'pending',
      checkout_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
    });
    const call = lastSession();
    expect(call.body.get('line_items[0][price_data][unit_amount]')).toBe('10500');
    expect(call.body.get('line_items[0][price_data][currency]')).toBe('twd');
    expect(call.body.get('metadata[payment_id]')).toBe(String(p.id));
    expect(call.body.get('success_url')).toBe(`http://app.test/balance?payment=${p.id}&status=success`);
    expect(call.idempotencyKey).toBe(`payment-${p.id}`);
    expect((await pay(u, { provider: 'card', currency: 'RMB', coins: 4 }).expect(201)).body.total).toBe(1050);
    expect(lastSession().body.get('line_items[0][price_data][currency]')).toBe('cny');
    // Card payments are confirmed by Stripe, not by an admin.
    expect((await confirm(p.id).expect(400)).body.message).toMatch(/card provider/);
  });

  it('a signed completed session credits once; replays and repeats do not credit again', async () => {
    const u = await student();
    const p = await cardPayment(u, 10);
    const payload = event('checkout.session.completed', paidSession(p));
    expect((await webhook(payload).expect(200)).body).toEqual({ received: true, outcome: 'credited' });
    const replays = await Promise.all(Array.from({ length: 5 }, () => webhook(payload)));
    expect(replays.map((r) => r.body.outcome)).toEqual(Array(5).fill('duplicate'));
    // Stripe may send another event for the same session (async_payment_succeeded): still one credit.
    expect((await webhook(event('checkout.session.async_payment_succeeded', paidSession(p))).expect(200)).body.outcome).toBe('not_pending');
    await expectBalance(t.ctx.ds, u.id, 10);
    expect((await request(t.app).get(`/api/payments/${p.id}`).set(bearer(u.token)).expect(200)).body.status).toBe('paid');
  });

  it('parallel deliveries of one event credit once', async () => {
    const u = await student();
    const p = await cardPayment(u, 3);
    const payload = event('checkout.session.completed', paidSession(p));
    const results = await Promise.all(Array.from({ length: 8 }, () => webhook(payload)));
    expect(results.filter((r) => r.body.outcome === 'credited')).toHaveLength(1);
    await expectBalance(t.ctx.ds, u.id, 3);
  });

  it('refuses bad, missing, foreign and stale signatures (400) and credits nothing', async () => {
    const u = await student();
    const p = await cardPayment(u, 10);
    const payload = event('checkout.session.completed', paidSession(p));
    expect((await webhook(payload, { signature: null }).expect(400)).body.code).toBe('BAD_REQUEST');
    await webhook(payload, { signature: 't=1,v1=deadbeef' }).expect(400);
    await webhook(payload, { secret: 'whsec_someone_else' }).expect(400);
    await webhook(payload, { timestamp: Math.floor(clock.now().getTime() / 1000) - 600 }).expect(400);
    // The signed bytes are what counts: the same signature over a changed body fails.
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(clock.now().getTime() / 1000) });
    await webhook(payload.replace(String(p.total), '1'), { signature: header }).expect(400);
    await expectBalance(t.ctx.ds, u.id, 0);
  });

  it('refuses a session whose amount or currency differs from the payment (tampering)', async () => {
    const u = await student();
    const p = await cardPayment(u, 10);
    expect((await webhook(event('checkout.session.completed', paidSession(p, { amount_total: 100 }))).expect(200)).body.outcome).toBe(
      'amount_mismatch',
    );
    expect((await webhook(event('checkout.session.completed', paidSession(p, { currency: 'usd' }))).expect(200)).body.outcome).toBe(
      'amount_mismatch',
    );
    expect((await webhook(event('checkout.session.completed', paidSession(p, { metadata: { payment_id: '1' } }))).expect(200)).body.outcome).toBe(
      'amount_mismatch',
    );
    // The session must name the payment's owner, and sessions without our ids are not ours to credit.
    const foreign = { payment_id: String(p.id), user_id: String(admin.id) };
    for (const metadata of [foreign, { payment_id: String(p.id) }, {}, null]) {
      expect((await webhook(event('checkout.session.completed', paidSession(p, { metadata }))).expect(200)).body.outcome).toBe('amount_mismatch');
    }
    await expectBalance(t.ctx.ds, u.id, 0);
    expect((await request(t.app).get(`/api/payments/${p.id}`).set(bearer(u.token)).expect(200)).body.status).toBe('pending');
  });

  it('closes expired sessions, waits on unpaid ones, ignores unknown sessions and other events', async () => {
    const u = await student();
    const p = await cardPayment(u, 10);
    expect((await webhook(event('checkout.session.completed', paidSession(p, { payment_status: 'unpaid' }))).expect(200)).body.outcome).toBe(
      'awaiting_payment',
    );
    expect((await webhook(event('checkout.session.completed', paidSession(p, { id: 'cs_unknown' }))).expect(200)).body.outcome).toBe(
      'unknown_payment',
    );
    expect((await webhook(event('customer.created', {})).expect(200)).body.outcome).toBe('ignored');
    expect((await webhook(event('checkout.session.expired', paidSession(p, { payment_status: 'unpaid' }))).expect(200)).body.outcome).toBe('closed');
    expect((await webhook(event('checkout.session.completed', paidSession(p))).expect(200)).body.outcome).toBe('not_pending');
    expect((await request(t.app).get(`/api/payments/${p.id}`).set(bearer(u.token)).expect(200)).body.status).toBe('expired');
    await expectBalance(t.ctx.ds, u.id, 0);
  });
});

describe('without Stripe keys', () => {
  it('card is not offered and refused (422, nothing written); the webhook answers 503; other providers work', async () => {
    const bare = await buildTestApp({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    try {
      const u = await createUser(bare.app, bare.ctx.ds, ['student']);
      expect((await request(bare.app).get('/api/payments/methods').expect(200)).body.methods).toEqual([
        'bank_transfer',
        'check',
        'cash',
        'convenience_store',
      ]);
      const card = await request(bare.app)
        .post('/api/payments')
        .set(bearer(u.token))
        .set('Idempotency-Key', key())
        .send({ provider: 'card', currency: 'USD', coins: 1 });
      expectFieldError(card, 'provider', 'validation.payment.provider_unavailable');
      expect(await bare.ctx.ds.query(`SELECT id FROM payments WHERE user_id = $1`, [u.id])).toEqual([]);
      await request(bare.app).post('/api/payments/stripe/webhook').set('Stripe-Signature', 't=1,v1=x').send('{}').expect(503);
      await request(bare.app)
        .post('/api/payments')
        .set(bearer(u.token))
        .set('Idempotency-Key', key())
        .send({ provider: 'cash', currency: 'USD', coins: 1 })
        .expect(201);
    } finally {
      await bare.close();
    }
  });
});

describe('GET /payments/methods: only what the deployment set up', () => {
  it('with Stripe and the test defaults: card, the offline methods and the bank account', async () => {
    const res = await request(t.app).get('/api/payments/methods').expect(200);
    expect(res.body).toEqual({
      methods: ['bank_transfer', 'check', 'cash', 'card', 'convenience_store'],
      bank_transfer: { bank: 'Test Bank', account_name: 'Summit Prep Ltd', account_number: '012-345-678901', note: '' },
    });
  });

  it('by default a bank transfer once its account is set, and no convenience store; an unoffered method is refused', async () => {
    const site = await buildTestApp({
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      PAYMENT_METHODS: undefined,
      BANK_TRANSFER_NOTE: 'SWIFT TESTTWTP',
    });
    try {
      const res = await request(site.app).get('/api/payments/methods').expect(200);
      expect(res.body).toEqual({
        methods: ['bank_transfer'],
        bank_transfer: { bank: 'Test Bank', account_name: 'Summit Prep Ltd', account_number: '012-345-678901', note: 'SWIFT TESTTWTP' },
      });
      const u = await createUser(site.app, site.ctx.ds, ['student']);
      const pay = (provider: string) =>
        request(site.app)
          .post('/api/payments')
          .set(bearer(u.token))
          .set('Idempotency-Key', key())
          .set('Accept-Language', 'zh-TW')
          .send({ provider, currency: 'TWD', coins: 10 });
      const store = await pay('convenience_store');
      expect(store.status).toBe(422);
      expect(store.body.errors.provider).toEqual(['本站不提供此付款方式，請選擇其他方式。']);
      expect(await site.ctx.ds.query(`SELECT id FROM payments WHERE user_id = $1`, [u.id])).toEqual([]);
      expect((await pay('bank_transfer').expect(201)).body).toMatchObject({ provider: 'bank_transfer', status: 'pending' });
    } finally {
      await site.close();
    }
  });

  it('nothing set up: no method, no account', async () => {
    const site = await buildTestApp({
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      PAYMENT_METHODS: undefined,
      BANK_TRANSFER_BANK: '',
      BANK_TRANSFER_ACCOUNT_NAME: '',
      BANK_TRANSFER_ACCOUNT_NUMBER: '',
    });
    try {
      expect((await request(site.app).get('/api/payments/methods').expect(200)).body).toEqual({ methods: [], bank_transfer: null });
    } finally {
      await site.close();
    }
  });
});
