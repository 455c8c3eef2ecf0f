import { describe, expect, it } from 'vitest';
import { clockText, parseClock } from '../time';

describe('lesson times', () => {
  it('writes seconds as people read them', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(75)).toBe('1:15');
    expect(clockText(3725)).toBe('1:02:05');
  });
  it('reads what people write, and refuses what is not a time', () => {
    expect(parseClock('1:15')).toBe(75);
    expect(parseClock('1:02:05')).toBe(3725);
    expect(parseClock('90')).toBe(90);
    expect(parseClock('  ')).toBeNull();
    for (const bad of ['1:xx', '1:75', '-5', '1:2:3:4', '1.5']) expect(parseClock(bad)).toBeUndefined();
  });
});
