import { describe, expect, it } from 'vitest';
import { dayIn, periodOf, shift, todayIn } from '../calendar-range';

describe('calendar periods', () => {
  it('weeks start on Monday; months are whole months', () => {
    expect(periodOf('week', '2030-03-16')).toEqual({ from: '2030-03-11', to: '2030-03-17' });
    expect(periodOf('week', '2030-03-11')).toEqual({ from: '2030-03-11', to: '2030-03-17' });
    expect(periodOf('month', '2030-02-14')).toEqual({ from: '2030-02-01', to: '2030-02-28' });
  });
  it('moves by whole periods', () => {
    expect(shift('week', '2030-03-16', 1)).toBe('2030-03-23');
    expect(shift('month', '2030-01-31', 1)).toBe('2030-02-01');
    expect(shift('month', '2030-01-15', -1)).toBe('2029-12-01');
  });
  it('reads days in the calendar zone (GMT+8)', () => {
    expect(dayIn('2030-03-15T17:00:00Z', 'Asia/Taipei')).toBe('2030-03-16');
    expect(todayIn('Asia/Taipei', new Date('2030-03-15T15:59:00Z'))).toBe('2030-03-15');
  });
});
