import { describe, expect, it } from 'vitest';
import { businessToday, checkProDay, proExpiryInstant, proStatus } from '../pro';

const now = new Date('2026-11-20T20:00:00Z'); // already 21 Nov in GMT+8

describe('pro status on the admin pages', () => {
  it('follows the shared rule: the pro role with no expiry or a future one', () => {
    expect(proStatus({ all_roles: ['pro'], pro_expired_at: '2026-12-31T15:59:59Z', taken_unlimited_expire_at: null }, now)).toEqual({
      active: true,
      until: '2026-12-31T15:59:59Z',
    });
    expect(proStatus({ all_roles: ['pro'], pro_expired_at: null, taken_unlimited_expire_at: null }, now)).toEqual({ active: true, until: null });
    expect(proStatus({ all_roles: ['pro'], pro_expired_at: '2026-11-01T00:00:00Z', taken_unlimited_expire_at: null }, now).active).toBe(false);
    expect(proStatus({ all_roles: ['student'], pro_expired_at: '2027-01-01T00:00:00Z', taken_unlimited_expire_at: null }, now).active).toBe(false);
  });

  it('counts days in the business timezone (GMT+8) and ends the picked day at its last second there', () => {
    expect(businessToday(now)).toBe('2026-11-21');
    expect(checkProDay('2026-11-20', now)).toBe('past');
    expect(checkProDay('2026-11-21', now)).toBeNull();
    expect(checkProDay('', now)).toBe('required');
    expect(proExpiryInstant('2026-12-31')).toBe('2026-12-31T23:59:59+08:00');
    expect(new Date(proExpiryInstant('2026-12-31')).toISOString()).toBe('2026-12-31T15:59:59.000Z');
  });
});
