import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './time-zone';

describe('datetime-local values on a profile zone', () => {
  it('shows an instant on the zone wall clock and reads it back', () => {
    const at = new Date('2027-03-01T15:30:00Z');
    expect(toZonedInput(at, 'America/New_York')).toBe('2027-03-01T10:30');
    expect(toZonedInput(at, 'Asia/Shanghai')).toBe('2027-03-01T23:30');
    expect(fromZonedInput('2027-03-01T10:30', 'America/New_York').toISOString()).toBe(at.toISOString());
    expect(fromZonedInput('2027-03-01T23:30', 'Asia/Shanghai').toISOString()).toBe(at.toISOString());
  });

  it('follows the zone offset on each side of a daylight-saving change', () => {
    // New York: UTC-5 until 14 March 2027 02:00, then UTC-4.
    expect(fromZonedInput('2027-03-13T09:00', 'America/New_York').toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(fromZonedInput('2027-03-15T09:00', 'America/New_York').toISOString()).toBe('2027-03-15T13:00:00.000Z');
    // A skipped wall time lands after the gap; a repeated one takes the earlier instant.
    expect(fromZonedInput('2027-03-14T02:30', 'America/New_York').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(fromZonedInput('2027-11-07T01:30', 'America/New_York').toISOString()).toBe('2027-11-07T05:30:00.000Z');
  });

  it('falls back to the browser zone without a usable zone, and answers an invalid date for a bad value', () => {
    expect(fromZonedInput('2027-03-01T10:30', undefined).getTime()).toBe(new Date('2027-03-01T10:30').getTime());
    expect(fromZonedInput('2027-03-01T10:30', 'Not/AZone').getTime()).toBe(new Date('2027-03-01T10:30').getTime());
    expect(toZonedInput(new Date(2027, 2, 1, 10, 30), undefined)).toBe('2027-03-01T10:30');
    expect(Number.isNaN(fromZonedInput('', 'Asia/Shanghai').getTime())).toBe(true);
  });
});
