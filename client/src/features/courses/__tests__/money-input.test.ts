import { describe, expect, it } from 'vitest';
import { moneyText, parseMoney } from '../money-input';

describe('fee input', () => {
  it('reads major units into minor units without floating point', () => {
    expect(parseMoney('45000')).toBe(4_500_000);
    expect(parseMoney(' 45,000.5 ')).toBe(4_500_050);
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('1.234')).toBeNull();
    expect(parseMoney('-1')).toBeNull();
    expect(parseMoney('')).toBeNull();
  });
  it('writes minor units back', () => {
    expect(moneyText(4_500_000)).toBe('45000');
    expect(moneyText(4_500_050)).toBe('45000.50');
    expect(moneyText(29)).toBe('0.29');
  });
});
