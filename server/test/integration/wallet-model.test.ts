/**
 * Model-based test of the ledger on the real database: random short sequences of grants, deductions,
 * purchases, rewards, refunds and report unlocks on a fresh account. Run one after another, every
 * outcome must match a pure model (which spend is refused, the final balance). Run at once in a
 * shuffled order (Promise.all), the outcome may depend on the order, but never the invariants: the
 * balance equals the ledger's sum and the sum of what succeeded, never goes negative, and every
 * once-only reward is paid at most once.
 */
import fc from 'fast-check';
import type { EntityManager } from 'typeorm';
import { EMAIL_VERIFICATION_REWARD, ErrorCode, SCORE_REPORT_PRICE } from '@app/shared';
import { AppError } from '../../src/lib/errors';
import { rewardEmailVerification } from '../../src/modules/wallet/email-verified';
import { ledgerSum, postLedgerEntry, refundEntry } from '../../src/core/coins';
import { unlockReport } from '../../src/modules/wallet/report-unlocks';
import { buildTestApp, type TestApp } from '../helpers/context';
import { balanceOf, insertAttempt, insertUser } from '../helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Op =
  | { kind: 'grant'; n: number }
  | { kind: 'deduct'; n: number }
  | { kind: 'purchase'; n: number }
  | { kind: 'emailReward' }
  | { kind: 'referralBonus'; ref: number }
  | { kind: 'refundLastPurchase' }
  | { kind: 'unlock'; attempt: 0 | 1 };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), n: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('deduct' as const), n: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('purchase' as const), n: fc.integer({ min: 1, max: 40 }) }),
  fc.constant({ kind: 'emailReward' as const }),
  fc.record({ kind: fc.constant('referralBonus' as const), ref: fc.integer({ min: 1, max: 2 }) }),
  fc.constant({ kind: 'refundLastPurchase' as const }),
  fc.record({ kind: fc.constant('unlock' as const), attempt: fc.constantFrom(0 as const, 1 as const) }),
);

/** What one operation did: the balance change, or refused for lack of coins. */
type Outcome = { ok: true; delta: number } | { ok: false };

interface Account {
  userId: number;
  attempts: number[];
}

async function apply(m: EntityManager, a: Account, op: Op): Promise<number> {
  const post = async (type: 'admin_deposit' | 'admin_deduction' | 'purchase' | 'referral_bonus', amount: number, refKey?: string) => {
    const r = await postLedgerEntry(m, { userId: a.userId, type, amount, refKey });
    return r.duplicate ? 0 : amount;
  };
  switch (op.kind) {
    case 'grant':
      return post('admin_deposit', op.n);
    case 'deduct':
      return post('admin_deduction', -op.n);
    case 'purchase':
      return post('purchase', -op.n);
    case 'referralBonus':
      return post('referral_bonus', 10, `referral:${op.ref}`);
    case 'emailReward': {
      // Measured under the user's lock, so a concurrent operation cannot land between before and after.
      await m.query(`SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [a.userId]);
      const before = await ledgerSum(m, a.userId);
      await rewardEmailVerification(m, a.userId);
      return (await ledgerSum(m, a.userId)) - before;
    }
    case 'refundLastPurchase': {
      const [last] = await m.query(
        `SELECT e.id FROM ledger_entries e WHERE e.user_id = $1 AND e.type = 'purchase'
            AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.user_id = e.user_id AND r.ref_key = 'refund-of:' || e.id)
          ORDER BY e.id DESC LIMIT 1`,
        [a.userId],
      );
      if (!last) return 0;
      const r = await refundEntry(m, { entryId: Number(last.id) });
      return r.duplicate ? 0 : (await m.query(`SELECT amount FROM ledger_entries WHERE id = $1`, [r.entryId]))[0].amount;
    }
    case 'unlock': {
      await m.query(`SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [a.userId]);
      const before = await ledgerSum(m, a.userId);
      await unlockReport(m, a.userId, a.attempts[op.attempt], new Date());
      return (await ledgerSum(m, a.userId)) - before;
    }
  }
}

/** One operation in its own transaction; a 402 is an outcome, anything else fails the test. */
async function run(a: Account, op: Op): Promise<Outcome> {
  try {
    return { ok: true, delta: await t.ctx.ds.transaction((m) => apply(m, a, op)) };
  } catch (e) {
    if (e instanceof AppError && e.code === ErrorCode.POINT_IS_NOT_ENOUGH) return { ok: false };
    throw e;
  }
}

/** The pure model of a sequential run: balance, paid references, purchases not refunded, unlocked attempts. */
function model(ops: Op[]): { outcomes: Outcome[]; balance: number } {
  let balance = 0;
  let emailPaid = false;
  const refs = new Set<number>();
  const purchases: number[] = [];
  const unlocked = new Set<number>();
  const outcomes: Outcome[] = [];
  const spend = (n: number): Outcome => {
    if (balance < n) return { ok: false };
    balance -= n;
    return { ok: true, delta: -n };
  };
  for (const op of ops) {
    let o: Outcome = { ok: true, delta: 0 };
    if (op.kind === 'grant') {
      balance += op.n;
      o = { ok: true, delta: op.n };
    } else if (op.kind === 'deduct') o = spend(op.n);
    else if (op.kind === 'purchase') {
      o = spend(op.n);
      if (o.ok) purchases.push(op.n);
    } else if (op.kind === 'emailReward' && !emailPaid) {
      emailPaid = true;
      balance += EMAIL_VERIFICATION_REWARD;
      o = { ok: true, delta: EMAIL_VERIFICATION_REWARD };
    } else if (op.kind === 'referralBonus' && !refs.has(op.ref)) {
      refs.add(op.ref);
      balance += 10;
      o = { ok: true, delta: 10 };
    } else if (op.kind === 'refundLastPurchase' && purchases.length) {
      const n = purchases.pop()!;
      balance += n;
      o = { ok: true, delta: n };
    } else if (op.kind === 'unlock' && !unlocked.has(op.attempt)) {
      o = spend(SCORE_REPORT_PRICE);
      if (o.ok) {
        unlocked.add(op.attempt);
        // A coin unlock is a purchase row the refund operation may give back.
        purchases.push(SCORE_REPORT_PRICE);
      }
    }
    outcomes.push(o);
  }
  return { outcomes, balance };
}

async function newAccount(ops: Op[]): Promise<Account> {
  const userId = await insertUser(t.ctx.ds);
  const attempts = ops.some((o) => o.kind === 'unlock') ? [await insertAttempt(t.ctx.ds, userId), await insertAttempt(t.ctx.ds, userId)] : [];
  return { userId, attempts };
}

/** The invariants every run must keep, whatever the order (one query: runs are many). */
async function checkInvariants(a: Account, outcomes: Outcome[]): Promise<{ email: number }> {
  const [row] = await t.ctx.ds.query(
    `SELECT u.balance,
            COALESCE(sum(e.amount), 0)::int AS sum,
            count(*) FILTER (WHERE e.type = 'email_verification_reward')::int AS email,
            (count(*) FILTER (WHERE e.type IN ('referral_bonus', 'refund'))
               - count(DISTINCT e.type || e.ref_key) FILTER (WHERE e.type IN ('referral_bonus', 'refund')))::int AS duplicates,
            COALESCE(min(e.balance_after), 0)::int AS min_after
       FROM users u LEFT JOIN ledger_entries e ON e.user_id = u.id
      WHERE u.id = $1 GROUP BY u.balance`,
    [a.userId],
  );
  const succeeded = outcomes.reduce((s, o) => s + (o.ok ? o.delta : 0), 0);
  expect({ balance: row.balance, sum: row.sum }).toEqual({ balance: succeeded, sum: succeeded });
  expect(row.balance).toBeGreaterThanOrEqual(0);
  expect(row.min_after).toBeGreaterThanOrEqual(0);
  expect(row.email).toBeLessThanOrEqual(1);
  expect(row.duplicates).toBe(0);
  return { email: row.email };
}

const seqArb = fc.array(opArb, { minLength: 1, maxLength: 6 });

describe('ledger model', () => {
  it('sequential runs match the pure model exactly', async () => {
    await fc.assert(
      fc.asyncProperty(seqArb, async (ops) => {
        const a = await newAccount(ops);
        const outcomes: Outcome[] = [];
        for (const op of ops) outcomes.push(await run(a, op));
        const expected = model(ops);
        expect(outcomes).toEqual(expected.outcomes);
        expect(await balanceOf(t.ctx.ds, a.userId)).toBe(expected.balance);
        await checkInvariants(a, outcomes);
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('concurrent shuffled runs keep balance = ledger sum = what succeeded >= 0, rewards once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(opArb, { minLength: 2, maxLength: 6 })
          .chain((ops) => fc.tuple(fc.constant(ops), fc.shuffledSubarray(ops, { minLength: ops.length }))),
        async ([, shuffled]) => {
          const a = await newAccount(shuffled);
          const outcomes = await Promise.all(shuffled.map((op) => run(a, op)));
          const { email } = await checkInvariants(a, outcomes);
          const failures = shuffled.filter((_, i) => !outcomes[i].ok);
          expect(failures.every((op) => ['deduct', 'purchase', 'unlock'].includes(op.kind))).toBe(true);
          expect(email).toBe(shuffled.some((op) => op.kind === 'emailReward') ? 1 : 0);
        },
      ),
      { numRuns: 1000 },
    );
  }, 120_000);
});
