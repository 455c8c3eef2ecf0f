import { describe, expect, it } from 'vitest';
import { formatMinorWithCode, hoursOf, maskTail, minorToDecimal, monthBounds, monthDays, monthOf, salaryAmount } from './payroll';

describe('salaryAmount', () => {
  it('is minutes × rate / 60 rounded half up, in integers', () => {
    expect(salaryAmount(275, 123_457)).toBe(565_845); // 565,844.58…
    expect(salaryAmount(45, 2_550)).toBe(1_913); // 1,912.5: half up
    expect(salaryAmount(95, 10_001)).toBe(15_835); // 15,834.92…
    expect(salaryAmount(1, 29)).toBe(0); // 0.48…
    expect(salaryAmount(1, 30)).toBe(1); // 0.5
    expect(salaryAmount(0, 99_999)).toBe(0);
    expect(salaryAmount(44_640, 100_000_000)).toBe(74_400_000_000); // a whole month at the highest rate stays exact
  });
  it('refuses fractions and negatives', () => {
    expect(() => salaryAmount(1.5, 100)).toThrow(RangeError);
    expect(() => salaryAmount(10, -1)).toThrow(RangeError);
  });
});

describe('months in GMT+8', () => {
  it('bounds a month by Taipei midnights', () => {
    expect(monthBounds('2030-03')).toEqual({ start: new Date('2030-02-28T16:00:00Z'), end: new Date('2030-03-31T16:00:00Z') });
    expect(monthBounds('2030-12').end).toEqual(new Date('2030-12-31T16:00:00Z'));
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthOf(new Date('2030-02-28T16:30:00Z'))).toBe('2030-03');
    expect(monthOf(new Date('2030-02-28T15:59:00Z'))).toBe('2030-02');
  });
});

describe('money and hours as text', () => {
  it('writes minor units exactly, with grouping', () => {
    expect(minorToDecimal(5, 'USD')).toBe('0.05');
    expect(minorToDecimal(-1_913, 'USD')).toBe('-19.13');
    expect(formatMinorWithCode(565_845, 'TWD')).toBe('TWD 5,658.45');
    expect(formatMinorWithCode(123_456_789, 'RMB')).toBe('RMB 1,234,567.89');
    expect(hoursOf(275)).toBe('4.58');
    expect(hoursOf(90)).toBe('1.50');
    expect(maskTail('6789')).toBe('••••6789');
  });
});
