import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonthsUtc, extendedExpiry, gradingPrice, isPro, quoteDeposit } from './wallet-rules';

describe('quoteDeposit', () => {
  it('adds the 5% card fee rounded up to the currency step, and nothing for other providers', () => {
    expect(quoteDeposit('card', 'TWD', 10)).toEqual({ amount: 10000, fee: 500, total: 10500 });
    expect(quoteDeposit('card', 'TWD', 1)).toEqual({ amount: 1000, fee: 100, total: 1100 });
    expect(quoteDeposit('card', 'USD', 10)).toEqual({ amount: 350, fee: 18, total: 368 });
    expect(quoteDeposit('bank_transfer', 'RMB', 4)).toEqual({ amount: 1000, fee: 0, total: 1000 });
  });

  it('never charges a card fee below 5% and keeps TWD in whole dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('TWD' as const, 'RMB' as const, 'USD' as const), (coins, currency) => {
        const q = quoteDeposit('card', currency, coins);
        expect(q.fee * 100).toBeGreaterThanOrEqual(q.amount * 5);
        expect(q.total).toBe(q.amount + q.fee);
        if (currency === 'TWD') expect(q.total % 100).toBe(0);
      }),
    );
  });
});

describe('plan expiry', () => {
  const now = new Date('2031-01-31T10:00:00Z');
  it('adds calendar months, clamped to the month end', () => {
    expect(addMonthsUtc(now, 1).toISOString()).toBe('2031-02-28T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2032-01-31T00:00:00Z'), 1).toISOString()).toBe('2032-02-29T00:00:00.000Z');
    expect(addMonthsUtc(now, 12).toISOString()).toBe('2032-01-31T10:00:00.000Z');
  });

  it('extends a running plan from its end, starts an expired one now, and lifetime is null', () => {
    expect(extendedExpiry('2031-03-15T00:00:00Z', 1, now)?.toISOString()).toBe('2031-04-15T00:00:00.000Z');
    expect(extendedExpiry('2030-03-15T00:00:00Z', 1, now)?.toISOString()).toBe('2031-02-28T10:00:00.000Z');
    expect(extendedExpiry(null, 6, now)?.toISOString()).toBe('2031-07-31T10:00:00.000Z');
    expect(extendedExpiry('2031-03-15T00:00:00Z', null, now)).toBeNull();
  });
});

describe('pro', () => {
  const now = new Date('2031-06-01T00:00:00Z');
  it('is the pro role with a future or no expiry', () => {
    expect(isPro({ roles: ['pro'], proExpiredAt: null, takenUnlimitedExpireAt: null }, now)).toBe(true);
    expect(isPro({ roles: ['pro'], proExpiredAt: '2031-06-02T00:00:00Z', takenUnlimitedExpireAt: null }, now)).toBe(true);
    expect(isPro({ roles: ['pro'], proExpiredAt: '2031-05-31T00:00:00Z', takenUnlimitedExpireAt: null }, now)).toBe(false);
    expect(isPro({ roles: ['student'], proExpiredAt: '2031-07-01T00:00:00Z', takenUnlimitedExpireAt: null }, now)).toBe(false);
  });

  it('takes 20% off grading in whole coins', () => {
    expect([gradingPrice('score', true), gradingPrice('simple_comments', true), gradingPrice('vip_comments', true)]).toEqual([8, 24, 48]);
    expect(gradingPrice('vip_comments', false)).toBe(60);
  });
});
