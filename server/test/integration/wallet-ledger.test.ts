/** The ledger API other modules build on: balance = ledger sum >= 0, once-only keys, idempotent requests. */
import type { DataSource } from 'typeorm';
import { ErrorCode } from '@app/shared';
import { AppError } from '../../src/lib/errors';
import { EMAIL_REWARD_REF, ledgerSum, postLedgerEntry, requestHash, withIdempotency } from '../../src/core/coins';
import { buildTestApp, type TestApp } from '../helpers/context';
import { uid } from '../helpers/factories';

let t: TestApp;
let ds: DataSource;

beforeAll(async () => {
  t = await buildTestApp();
  ds = t.ctx.ds;
});
afterAll(() => t.close());

async function newUser(balance = 0): Promise<number> {
  const name = `l${uid()}`;
  const [row] = await ds.query(`INSERT INTO users (username, email) VALUES ($1, $2) RETURNING id`, [name, `${name}@example.com`]);
  if (balance > 0) await ds.transaction((m) => postLedgerEntry(m, { userId: row.id, type: 'admin_deposit', amount: balance }));
  return row.id;
}

const balanceOf = async (id: number) => (await ds.query(`SELECT balance FROM users WHERE id = $1`, [id]))[0].balance as number;

describe('postLedgerEntry', () => {
  it('moves the balance and appends a row in the same transaction', async () => {
    const id = await newUser();
    const r = await ds.transaction((m) => postLedgerEntry(m, { userId: id, type: 'admin_deposit', amount: 30, notes: 'gift' }));
    expect(r).toEqual({ entryId: expect.any(Number), balanceAfter: 30, duplicate: false });
    const s = await ds.transaction((m) => postLedgerEntry(m, { userId: id, type: 'purchase', amount: -12 }));
    expect(s.balanceAfter).toBe(18);
    expect(await balanceOf(id)).toBe(18);
    expect(await ledgerSum(ds, id)).toBe(18);
  });

  it('refuses an overdraft with point_is_not_enough (or the given code) and changes nothing', async () => {
    const id = await newUser(5);
    await expect(ds.transaction((m) => postLedgerEntry(m, { userId: id, type: 'purchase', amount: -6 }))).rejects.toMatchObject({
      code: ErrorCode.POINT_IS_NOT_ENOUGH,
      status: 402,
    });
    await expect(
      ds.transaction((m) => postLedgerEntry(m, { userId: id, type: 'test', amount: -6, shortfall: ErrorCode.INSUFFICIENT_COINS })),
    ).rejects.toMatchObject({ code: ErrorCode.INSUFFICIENT_COINS });
    expect(await balanceOf(id)).toBe(5);
    expect(await ledgerSum(ds, id)).toBe(5);
  });

  it('posts a ref-keyed movement once; the unique index backs it up', async () => {
    const id = await newUser();
    const post = () =>
      ds.transaction((m) => postLedgerEntry(m, { userId: id, type: 'email_verification_reward', amount: 10, refKey: EMAIL_REWARD_REF }));
    const results = await Promise.all([post(), post(), post()]);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await balanceOf(id)).toBe(10);
    await expect(
      ds.query(`INSERT INTO ledger_entries (user_id, type, amount, balance_after, ref_key) VALUES ($1, 'email_verification_reward', 10, 20, $2)`, [
        id,
        EMAIL_REWARD_REF,
      ]),
    ).rejects.toThrow(/ledger_once_uq/);
  });

  it('keeps the ledger append-only and the balance non-negative in the schema', async () => {
    const id = await newUser(3);
    await expect(ds.query(`UPDATE ledger_entries SET amount = 100 WHERE user_id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(ds.query(`DELETE FROM ledger_entries WHERE user_id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(ds.query(`UPDATE users SET balance = -1 WHERE id = $1`, [id])).rejects.toThrow(/check/i);
  });

  it('refuses to run outside a transaction', async () => {
    const id = await newUser();
    await expect(postLedgerEntry(ds.manager, { userId: id, type: 'admin_deposit', amount: 1 })).rejects.toThrow(/inside a transaction/);
  });
});

describe('withIdempotency', () => {
  const spend = (userId: number, key: string, amount: number) =>
    withIdempotency(ds, { userId, key, scope: 'test-spend', requestHash: requestHash({ amount }) }, async (m) => {
      const r = await postLedgerEntry(m, { userId, type: 'purchase', amount: -amount, idempotencyKey: key });
      return { status: 201, body: { balance: r.balanceAfter, entry: r.entryId } };
    });

  it('runs once for many parallel calls with one key and replays the same result', async () => {
    const id = await newUser(100);
    const results = await Promise.all(Array.from({ length: 50 }, () => spend(id, 'k-1', 7)));
    expect([...new Set(results.map((r) => JSON.stringify([r.status, r.body])))]).toHaveLength(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(id)).toBe(93);
    expect((await ds.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1 AND type = 'purchase'`, [id]))[0].n).toBe(1);
  });

  it('stores an AppError as the first result and replays it', async () => {
    const id = await newUser(5);
    await expect(spend(id, 'k-2', 9)).rejects.toMatchObject({ code: ErrorCode.POINT_IS_NOT_ENOUGH });
    await ds.transaction((m) => postLedgerEntry(m, { userId: id, type: 'admin_deposit', amount: 50 }));
    const again = spend(id, 'k-2', 9);
    await expect(again).rejects.toBeInstanceOf(AppError);
    await expect(again).rejects.toMatchObject({ code: ErrorCode.POINT_IS_NOT_ENOUGH });
    expect(await balanceOf(id)).toBe(55);
  });

  it('refuses the same key with a different request (409)', async () => {
    const id = await newUser(50);
    await spend(id, 'k-3', 5);
    await expect(spend(id, 'k-3', 6)).rejects.toMatchObject({ code: ErrorCode.CONFLICT, status: 409, messageId: 'error.IDEMPOTENCY_KEY_REUSED' });
    expect(await balanceOf(id)).toBe(45);
  });

  it('forgets the key when the work fails unexpectedly, so a retry runs', async () => {
    const id = await newUser(10);
    const key = `k-${uid()}`;
    await expect(
      withIdempotency(ds, { userId: id, key, scope: 's', requestHash: 'h' }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(spend(id, key, 1)).resolves.toMatchObject({ status: 201, replayed: false });
  });
});
