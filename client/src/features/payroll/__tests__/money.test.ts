import { describe, expect, it } from 'vitest';
import { parseMoney } from '../money';

describe('parseMoney', () => {
  it('reads major units to minor units exactly', () => {
    expect(parseMoney('800')).toBe(80_000);
    expect(parseMoney('1,234.57')).toBe(123_457);
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('25.5')).toBe(2_550);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '123456789']) expect(parseMoney(bad)).toBeNull();
  });
});
