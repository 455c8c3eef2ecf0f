import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeEnrollmentDiscount,
  ENROLLMENT_DISCOUNT_AMOUNTS,
  enrollmentPath,
  groupDiscountPerStudent,
  isValidTestScore,
  type DiscountInput,
} from './enrollment';
import { PAYMENT_CURRENCIES } from './dto/wallet';

const base: DiscountInput = { currency: 'TWD', students: 1, group_members: 0, referred: false };

describe('groupDiscountPerStudent (spec section 9: TWD 2,000 each for 2, 3,000 for 3-4, 5,000 for 5 or more)', () => {
  it('follows the tiers in TWD minor units', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 30].map((n) => groupDiscountPerStudent(n, 'TWD'))).toEqual([
      0, 0, 200_000, 300_000, 300_000, 500_000, 500_000, 500_000,
    ]);
  });
  it('has whole-unit amounts in every currency, in the same order', () => {
    for (const c of PAYMENT_CURRENCIES) {
      const a = ENROLLMENT_DISCOUNT_AMOUNTS[c];
      expect(a.group2).toBeLessThan(a.group3);
      expect(a.group3).toBeLessThan(a.group5);
      for (const v of Object.values(a)) expect(v % 100).toBe(0);
    }
    expect(ENROLLMENT_DISCOUNT_AMOUNTS.USD.group2).toBe(7_000);
    expect(ENROLLMENT_DISCOUNT_AMOUNTS.RMB.referral).toBe(25_000);
  });
});

describe('computeEnrollmentDiscount', () => {
  it('gives nothing to one student enrolling alone without a referrer', () => {
    expect(computeEnrollmentDiscount(base)).toEqual({ currency: 'TWD', lines: [], total: 0, referrer_bonus: 0 });
  });

  it('gives two siblings TWD 2,000 each', () => {
    const d = computeEnrollmentDiscount({ ...base, students: 2 });
    expect(d.lines).toEqual([{ kind: 'group', per_student: 200_000, students: 2, amount: 400_000, group_size: 2 }]);
    expect(d.total).toBe(400_000);
  });

  it("counts the friends named as enrolling together in the group, but discounts only this form's students", () => {
    const d = computeEnrollmentDiscount({ ...base, students: 1, group_members: 4 });
    expect(d.lines).toEqual([{ kind: 'group', per_student: 500_000, students: 1, amount: 500_000, group_size: 5 }]);
    expect(computeEnrollmentDiscount({ ...base, students: 2, group_members: 1 }).total).toBe(600_000);
  });

  it('takes TWD 1,000 off each referred student and gives the referrer 3,000 per student; kinds add up', () => {
    const d = computeEnrollmentDiscount({ ...base, students: 2, referred: true });
    expect(d.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['group', 400_000],
      ['referral', 200_000],
    ]);
    expect(d.total).toBe(600_000);
    expect(d.referrer_bonus).toBe(600_000);
  });

  it('computes in the course currency (USD cents, RMB fen)', () => {
    expect(computeEnrollmentDiscount({ ...base, currency: 'USD', students: 3, referred: true }).total).toBe(3 * 10_500 + 3 * 3_500);
    expect(computeEnrollmentDiscount({ ...base, currency: 'RMB', students: 2 }).total).toBe(100_000);
  });

  it('never takes off more than the tuition when the course has a fee', () => {
    const d = computeEnrollmentDiscount({ ...base, students: 2, referred: true, fee_per_student: 250_000 });
    expect(d.total).toBe(500_000);
    expect(computeEnrollmentDiscount({ ...base, students: 2, fee_per_student: 0 }).total).toBe(400_000);
  });

  it('no students, no discount and no bonus', () => {
    expect(computeEnrollmentDiscount({ ...base, students: 0, group_members: 3, referred: true })).toMatchObject({ total: 0, referrer_bonus: 0 });
  });

  it('is an integer, the sum of its lines (or the cap), and never negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_CURRENCIES),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 20 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 10_000_000 }),
        (currency, students, group_members, referred, fee) => {
          const d = computeEnrollmentDiscount({ currency, students, group_members, referred, fee_per_student: fee });
          const sum = d.lines.reduce((s, l) => s + l.amount, 0);
          expect(Number.isInteger(d.total)).toBe(true);
          expect(d.total).toBeGreaterThanOrEqual(0);
          expect(d.total).toBe(fee > 0 ? Math.min(sum, fee * students) : sum);
          for (const l of d.lines) expect(l.amount).toBe(l.per_student * l.students);
        },
      ),
    );
  });
});

describe('isValidTestScore', () => {
  it("checks each test's scale and step", () => {
    expect(isValidTestScore('SAT', 1450)).toBe(true);
    expect(isValidTestScore('SAT', 1455)).toBe(false);
    expect(isValidTestScore('SAT', 1610)).toBe(false);
    expect(isValidTestScore('ACT', 36)).toBe(true);
    expect(isValidTestScore('ACT', 0)).toBe(false);
    expect(isValidTestScore('TOEFL', 0)).toBe(true);
    expect(isValidTestScore('PSAT', 320)).toBe(true);
    expect(isValidTestScore('PSAT', 1520.5)).toBe(false);
    expect(isValidTestScore('GRE', 320)).toBe(false);
    expect(isValidTestScore('SAT', '1400')).toBe(false);
  });
});

describe('enrollmentPath', () => {
  it('fills and encodes parameters', () => {
    expect(enrollmentPath('step', { token: 'a_b-c', step: 2 })).toBe('/enrollment-forms/a_b-c/steps/2');
    expect(() => enrollmentPath('detail')).toThrow();
  });
});
