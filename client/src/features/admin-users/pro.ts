import { BUSINESS_TIMEZONE, isPro, planHolderOf, type AdminUserDto } from '@app/shared';

type ProFields = Pick<AdminUserDto, 'all_roles' | 'pro_expired_at' | 'taken_unlimited_expire_at'>;

/**
 * Whether a user is pro now and until when, by the shared rule the server applies (the pro role, with
 * pro_expired_at unset or still ahead). Setting pro from this page sets both expiry dates; until null
 * with pro active is lifetime pro.
 */
export function proStatus(user: ProFields, now: Date): { active: boolean; until: string | null } {
  const active = isPro(planHolderOf(user), now);
  return { active, until: active ? user.pro_expired_at : null };
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today as a business day (spec section 9: GMT+8), YYYY-MM-DD: the first day the pro date picker allows. */
export const businessToday = (now: Date): string => dayFormat.format(now);

/** The business day an instant falls on, for filling the date picker from a stored expiry. */
export const businessDayOf = (iso: string | null): string => (iso ? dayFormat.format(new Date(iso)) : '');

/**
 * The admin picks the last day of the membership; it ends when that business day ends (GMT+8, which has
 * no daylight saving), so "until 31 Dec" includes all of 31 Dec for the student.
 */
export const proExpiryInstant = (day: string): string => `${day}T23:59:59+08:00`;

/** The picked day, or why it cannot be sent. */
export function checkProDay(day: string, now: Date): 'required' | 'past' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'required';
  return day < businessToday(now) ? 'past' : null;
}
