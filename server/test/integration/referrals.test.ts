/**
 * Referral codes and rewards: registration with a code makes a pending referral, e-mail verification
 * completes it and pays the invitee once (plus the one e-mail reward), the referrer exchanges every two
 * completed invitees for 10 coins.
 */
import request from 'supertest';
import { EMAIL_VERIFICATION_REWARD, REFERRAL_INVITEE_BONUS } from '@app/shared';
import { emailVerificationService } from '../../src/modules/auth/email-verification.service';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, registerUser, uid, type CreatedUser } from '../helpers/factories';
import { expectBalance } from '../helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const codeOf = async (u: CreatedUser): Promise<string> =>
  (await request(t.app).get('/api/referral-code').set(bearer(u.token)).expect(200)).body.referral_code;

/** Verifies `u`'s e-mail through the API with a freshly signed link. */
function verifyEmail(u: CreatedUser) {
  const link = new URL(emailVerificationService(t.ctx).link({ id: u.id, email: u.email }));
  const path = `/api${link.pathname.replace(/^\/email\//, '/auth/email/')}${link.search}`;
  return request(t.app).post(path).set(bearer(u.token));
}

const exchange = (u: CreatedUser, key = `x-${uid()}`) =>
  request(t.app).post('/api/referral-code/exchange-point').set(bearer(u.token)).set('Idempotency-Key', key);

const referralRow = async (inviteeId: number) => (await t.ctx.ds.query(`SELECT status, code FROM referrals WHERE invitee_id = $1`, [inviteeId]))[0];

describe('GET /api/referral-code', () => {
  it('needs a login', async () => {
    await request(t.app).get('/api/referral-code').expect(401);
  });

  it('answers one stable 8-character code per user and the counters', async () => {
    const u = await createUser(t.app, t.ctx.ds, ['student']);
    const first = await request(t.app).get('/api/referral-code').set(bearer(u.token)).expect(200);
    expect(first.body).toEqual({
      referral_code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      used_code: null,
      pending_count: 0,
      completed_count: 0,
      unexchanged_count: 0,
      exchangeable_points: 0,
    });
    expect(await codeOf(u)).toBe(first.body.referral_code);
    const other = await createUser(t.app, t.ctx.ds, ['student']);
    expect(await codeOf(other)).not.toBe(first.body.referral_code);
  });
});

describe('POST /api/referral-code/check', () => {
  it('validates the field', async () => {
    expectFieldError(await request(t.app).post('/api/referral-code/check').send({}), 'referral_code', 'validation.required');
    expectFieldError(await request(t.app).post('/api/referral-code/check').send({ referral_code: 5 }), 'referral_code', 'validation.string');
  });

  it('accepts a known code from a visitor, in any case, and names the referrer', async () => {
    const referrer = await createUser(t.app, t.ctx.ds, ['student']);
    const code = await codeOf(referrer);
    const res = await request(t.app)
      .post('/api/referral-code/check')
      .send({ referral_code: ` ${code.toLowerCase()} ` })
      .expect(200);
    expect(res.body).toEqual({ valid: true, referrer_username: referrer.username });
  });

  it('refuses unknown codes, one\'s own code and a second code with the spec\'s "invalid referral invitee"', async () => {
    const referrer = await createUser(t.app, t.ctx.ds, ['student']);
    const code = await codeOf(referrer);
    expectFieldError(
      await request(t.app).post('/api/referral-code/check').send({ referral_code: 'ZZZZZZZZ' }),
      'referral_code',
      'validation.referral_code.invalid',
    );
    expectFieldError(
      await request(t.app).post('/api/referral-code/check').send({ referral_code: 'x' }),
      'referral_code',
      'validation.referral_code.invalid',
    );
    const own = await request(t.app).post('/api/referral-code/check').set(bearer(referrer.token)).send({ referral_code: code });
    expectFieldError(own, 'referral_code', 'validation.referral_code.own');
    expect(own.body.errors.referral_code[0]).toMatch(/invalid referral invitee/i);
    const invitee = await registerUser(t.app, { referral_code: code });
    const another = await codeOf(await createUser(t.app, t.ctx.ds, ['student']));
    expectFieldError(
      await request(t.app).post('/api/referral-code/check').set(bearer(invitee.token)).send({ referral_code: another }),
      'referral_code',
      'validation.referral_code.used',
    );
  });

  it('refuses a bad token rather than treating the caller as a visitor', async () => {
    await request(t.app).post('/api/referral-code/check').set(bearer('nope')).send({ referral_code: 'ZZZZZZZZ' }).expect(401);
  });
});

describe('registration, verification and the rewards', () => {
  it('refuses registration with an unknown code (422 on referral_code) and creates nobody', async () => {
    const name = `r${uid()}`;
    await expect(registerUser(t.app, { username: name, referral_code: 'NOPE1234' })).rejects.toThrow(/422.*referral_code/);
    expect(await t.ctx.ds.query(`SELECT 1 FROM users WHERE username = $1`, [name])).toHaveLength(0);
  });

  it('a code makes a pending referral; verification completes it and pays the invitee exactly once', async () => {
    const referrer = await createUser(t.app, t.ctx.ds, ['student']);
    const code = await codeOf(referrer);
    const invitee = await registerUser(t.app, { referral_code: code.toLowerCase() });
    expect(await referralRow(invitee.id)).toEqual({ status: 'pending', code });
    expect((await t.ctx.ds.query(`SELECT referral_code_used FROM users WHERE id = $1`, [invitee.id]))[0].referral_code_used).toBe(code);

    const used = await request(t.app).get('/api/referral-code/used').set(bearer(referrer.token)).expect(200);
    expect(used.body).toMatchObject({ current_page: 1, total: 1 });
    expect(used.body.data[0]).toMatchObject({
      status: 'pending',
      completed_at: null,
      exchanged: false,
      invitee: { id: invitee.id, username: invitee.username },
    });

    await verifyEmail(invitee).expect(200);
    await verifyEmail(invitee).expect(200);
    expect((await referralRow(invitee.id)).status).toBe('completed');
    await expectBalance(t.ctx.ds, invitee.id, EMAIL_VERIFICATION_REWARD + REFERRAL_INVITEE_BONUS);
    const types = await t.ctx.ds.query(`SELECT type, amount FROM ledger_entries WHERE user_id = $1 ORDER BY id`, [invitee.id]);
    expect(types).toEqual([
      { type: 'email_verification_reward', amount: 10 },
      { type: 'referral_bonus', amount: 10 },
    ]);
    // The referrer is paid by exchanging pairs, not at each verification.
    await expectBalance(t.ctx.ds, referrer.id, 0);
    const mine = await request(t.app).get('/api/referral-code').set(bearer(invitee.token)).expect(200);
    expect(mine.body.used_code).toBe(code);
  });

  it('without a referral, verification pays the e-mail reward once, even when verified in parallel', async () => {
    const u = await registerUser(t.app);
    const results = await Promise.all(Array.from({ length: 5 }, () => verifyEmail(u)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await expectBalance(t.ctx.ds, u.id, EMAIL_VERIFICATION_REWARD);
  });
});

describe('POST /api/referral-code/exchange-point', () => {
  async function referrerWith(completed: number, pending = 0) {
    const referrer = await createUser(t.app, t.ctx.ds, ['student']);
    const code = await codeOf(referrer);
    const invitees = await Promise.all(Array.from({ length: completed + pending }, () => registerUser(t.app, { referral_code: code })));
    await Promise.all(invitees.slice(0, completed).map((i) => verifyEmail(i).expect(200)));
    return referrer;
  }

  it('needs a login and an Idempotency-Key', async () => {
    await request(t.app).post('/api/referral-code/exchange-point').expect(401);
    const u = await createUser(t.app, t.ctx.ds, ['student']);
    expectFieldError(await request(t.app).post('/api/referral-code/exchange-point').set(bearer(u.token)), 'Idempotency-Key', 'validation.required');
  });

  it('refuses fewer than two completed invitees', async () => {
    const referrer = await referrerWith(1, 2);
    const res = await exchange(referrer).expect(400);
    expect(res.body.message).toMatch(/2 invitees/);
    await expectBalance(t.ctx.ds, referrer.id, 0);
  });

  it('pays 10 per two completed invitees, once, and keeps the odd one for later', async () => {
    const referrer = await referrerWith(5, 1);
    const counters = (await request(t.app).get('/api/referral-code').set(bearer(referrer.token)).expect(200)).body;
    expect(counters).toMatchObject({ pending_count: 1, completed_count: 5, unexchanged_count: 5, exchangeable_points: 20 });

    const k = `x-${uid()}`;
    const first = await exchange(referrer, k).expect(201);
    expect(first.body).toEqual({ exchanged_invitees: 4, points: 20, balance: 20 });
    expect((await exchange(referrer, k).expect(201)).body).toEqual(first.body);
    await exchange(referrer).expect(400);
    await expectBalance(t.ctx.ds, referrer.id, 20);

    const used = (await request(t.app).get('/api/referral-code/used?per_page=10').set(bearer(referrer.token)).expect(200)).body;
    expect(used.data.filter((r: { exchanged: boolean }) => r.exchanged)).toHaveLength(4);
  });

  it('parallel exchanges with different keys never pay a pair twice', async () => {
    const referrer = await referrerWith(4);
    const results = await Promise.all(Array.from({ length: 6 }, () => exchange(referrer)));
    expect(results.filter((r) => r.status === 201).map((r) => r.body.points)).toEqual([20]);
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    await expectBalance(t.ctx.ds, referrer.id, 20);
  });

  it("lists only the caller's own invitees", async () => {
    const a = await referrerWith(1);
    const b = await createUser(t.app, t.ctx.ds, ['student']);
    const list = (await request(t.app).get('/api/referral-code/used').set(bearer(b.token)).expect(200)).body;
    expect(list).toEqual({ data: [], current_page: 1, total: 0 });
    // A user_id filter is not a rule of this route: it never shows someone else's invitees.
    expect((await request(t.app).get(`/api/referral-code/used?user_id=${a.id}`).set(bearer(b.token)).expect(200)).body.total).toBe(0);
    expect((await request(t.app).get('/api/referral-code/used').set(bearer(a.token)).expect(200)).body.total).toBe(1);
    expectFieldError(await request(t.app).get('/api/referral-code/used?page=0').set(bearer(a.token)), 'page', 'validation.page');
  });
});
