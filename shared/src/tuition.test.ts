import { describe, expect, it } from 'vitest';
import { billStatus, discountLinesIn, formatMinor, parseMoney, tuitionTotals } from './tuition';

describe('tuition money rules', () => {
  it('derives the totals with integers only, refunds counting against what was paid', () => {
    const t = tuitionTotals(
      9_000_000,
      [600_000, 50_050],
      [
        { kind: 'deposit', amount: 3_000_000 },
        { kind: 'balance', amount: 2_000_001 },
        { kind: 'refund', amount: 1 },
      ],
    );
    expect(t).toEqual({
      total: 8_349_950,
      deposit: 3_000_000,
      balance: 2_000_001,
      refund: 1,
      paid: 5_000_000,
      remaining: 3_349_950,
      status: 'partly_paid',
    });
    expect(tuitionTotals(100, [500], []).total).toBe(0);
  });

  it('names where a bill stands', () => {
    expect(billStatus(1000, 0)).toBe('unpaid');
    expect(billStatus(1000, -5)).toBe('unpaid');
    expect(billStatus(1000, 1)).toBe('partly_paid');
    expect(billStatus(1000, 1000)).toBe('paid');
    expect(billStatus(0, 0)).toBe('paid');
    expect(billStatus(1000, 1001)).toBe('overpaid');
  });

  it('writes minor units exactly in each currency', () => {
    expect(formatMinor(8_349_950, 'TWD', 'en-US')).toBe('NT$83,499.50');
    expect(formatMinor(-1, 'USD', 'en-US')).toBe('-US$0.01');
    expect(formatMinor(150_000, 'RMB', 'zh-CN')).toBe('¥1,500.00');
    expect(formatMinor(29, 'USD', 'zh-TW')).toBe('US$0.29');
  });

  it('reads typed amounts as text, never through a float', () => {
    expect(parseMoney('0.29', 'USD')).toBe(29);
    expect(parseMoney('1,250.5', 'TWD')).toBe(125_050);
    expect(parseMoney('45000', 'TWD')).toBe(4_500_000);
    for (const bad of ['', '1.234', '-5', '1e3', '12,34', 'abc']) expect(parseMoney(bad, 'TWD')).toBeNull();
  });

  it('prices the enrollment discount in another currency from the same facts', () => {
    const twd = [
      { kind: 'group' as const, per_student: 200_000, students: 2, amount: 400_000, group_size: 2 },
      { kind: 'referral' as const, per_student: 100_000, students: 2, amount: 200_000 },
    ];
    expect(discountLinesIn(twd, 2, 'USD')).toEqual([
      { kind: 'group', per_student: 7_000, students: 2, amount: 14_000, group_size: 2 },
      { kind: 'referral', per_student: 3_500, students: 2, amount: 7_000 },
    ]);
    expect(discountLinesIn([], 1, 'RMB')).toEqual([]);
  });
});
