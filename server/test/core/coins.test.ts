/** core/coins: the only way coins move. Balances always equal their ledger; each movement happens once. */
import type { DataSource } from 'typeorm';
import { ErrorCode, Role } from '@app/shared';
import { chargeClassTest, ledgerSum, postLedgerEntry, refundEntry, requestHash, withIdempotency } from '../../src/core/coins';
import { AppError } from '../../src/lib/errors';
import { openDatabase, person } from './core-fixtures';

let ds: DataSource;
beforeAll(async () => {
  ds = await openDatabase();
});
afterAll(() => ds.destroy());

const account = async (coins = 0): Promise<number> => {
  const { id } = await person(ds, [Role.Teacher]);
  if (coins) await ds.transaction((m) => postLedgerEntry(m, { userId: id, type: 'admin_deposit', amount: coins }));
  return id;
};
const balance = async (userId: number) => {
  const [{ balance: b }] = await ds.query(`SELECT balance FROM users WHERE id = $1`, [userId]);
  return { balance: b as number, ledger: await ledgerSum(ds, userId) };
};

describe('the ledger', () => {
  it('moves coins only inside a transaction, and never below zero', async () => {
    const id = await account(10);
    await expect(postLedgerEntry(ds.manager, { userId: id, type: 'admin_deposit', amount: 5 })).rejects.toThrow(/inside a transaction/);
    await expect(ds.transaction((m) => postLedgerEntry(m, { userId: id, type: 'purchase', amount: -11 }))).rejects.toMatchObject({
      code: ErrorCode.POINT_IS_NOT_ENOUGH,
      status: 402,
    });
    expect(await balance(id)).toEqual({ balance: 10, ledger: 10 });
  });

  it('posts a reference key once, however often and concurrently it is asked', async () => {
    const id = await account();
    const reward = () => ds.transaction((m) => postLedgerEntry(m, { userId: id, type: 'referral_bonus', amount: 10, refKey: 'referral:1' }));
    const results = await Promise.all([reward(), reward(), reward()]);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await balance(id)).toEqual({ balance: 10, ledger: 10 });
  });
});

describe('charges and refunds', () => {
  it('charges a class test to the owner once per exam and student, and refunds it once', async () => {
    const owner = await account(15);
    const charge = () => ds.transaction((m) => chargeClassTest(m, { ownerId: owner, classExamId: 1, studentId: owner, price: 10 }));
    const [a, b] = await Promise.all([charge(), charge()]);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    await expect(ds.transaction((m) => chargeClassTest(m, { ownerId: owner, classExamId: 2, studentId: owner, price: 10 }))).rejects.toMatchObject({
      code: ErrorCode.INSUFFICIENT_COINS,
    });
    const entryId = (a.duplicate ? b : a).entryId;
    const refunds = await Promise.all([ds.transaction((m) => refundEntry(m, { entryId })), ds.transaction((m) => refundEntry(m, { entryId }))]);
    expect(refunds.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await balance(owner)).toEqual({ balance: 15, ledger: 15 });
  });
});

describe('idempotency', () => {
  it('runs the work once per key, replays its answer (errors too), and refuses the key for another request', async () => {
    const id = await account(5);
    let runs = 0;
    const spend = (amount: number) =>
      withIdempotency(ds, { userId: id, key: 'k1', scope: 'test', requestHash: requestHash({ amount }) }, async (m) => {
        runs++;
        await postLedgerEntry(m, { userId: id, type: 'purchase', amount: -amount });
        return { status: 201, body: { spent: amount } };
      });
    expect(await spend(3)).toMatchObject({ status: 201, body: { spent: 3 }, replayed: false });
    expect(await spend(3)).toMatchObject({ status: 201, body: { spent: 3 }, replayed: true });
    await expect(spend(4)).rejects.toMatchObject({ code: ErrorCode.CONFLICT, messageId: 'error.IDEMPOTENCY_KEY_REUSED' });
    expect(runs).toBe(1);

    const broke = () =>
      withIdempotency(ds, { userId: id, key: 'k2', scope: 'test', requestHash: requestHash({}) }, async (m) => {
        await postLedgerEntry(m, { userId: id, type: 'purchase', amount: -100 });
        return { status: 201, body: {} };
      });
    const first = await broke().catch((e: unknown) => e);
    const again = await broke().catch((e: unknown) => e);
    expect(first).toBeInstanceOf(AppError);
    expect(again).toMatchObject({ code: ErrorCode.POINT_IS_NOT_ENOUGH });
    expect(await balance(id)).toEqual({ balance: 2, ledger: 2 });
  });
});
