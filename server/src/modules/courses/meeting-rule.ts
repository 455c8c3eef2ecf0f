/**
 * A session's meetings from its rule. The rule is expanded by `rrule` (RFC 5545) on "floating" wall-clock
 * dates (a UTC Date standing for the local date and time), and each occurrence is turned into an instant in
 * the session's zone afterwards: expanding in UTC would move a 19:00 class to 18:00 or 20:00 across a
 * daylight-saving change, while the class meets at 19:00 local time.
 */
import { Frequency, RRule, type Weekday } from 'rrule';
import { COURSE_LIMITS, type RepeatRuleDto, type RepeatWeekday } from '@app/shared';
import { fieldError } from '../../lib/errors';
import { wallTimeToUtc } from '../../lib/dates';

export interface MeetingTimes {
  startsAt: Date;
  endsAt: Date;
}

export interface SessionTimes {
  startDate: string;
  endDate: string | null;
  timeFrom: string;
  timeTo: string;
  timeZone: string;
  repeat: RepeatRuleDto | null;
}

const FREQ = { daily: Frequency.DAILY, weekly: Frequency.WEEKLY, monthly: Frequency.MONTHLY } as const;
const WEEKDAY: Record<RepeatWeekday, Weekday> = { mo: RRule.MO, tu: RRule.TU, we: RRule.WE, th: RRule.TH, fr: RRule.FR, sa: RRule.SA, su: RRule.SU };

const floating = (date: string, time = '00:00') => new Date(`${date}T${time}:00Z`);

/** The RFC 5545 rule (DTSTART in floating local time) stored beside the session, or null for one meeting. */
export function ruleOf(s: SessionTimes): RRule | null {
  if (!s.repeat) return null;
  return new RRule({
    freq: FREQ[s.repeat.freq],
    interval: s.repeat.interval,
    byweekday: s.repeat.freq === 'weekly' && s.repeat.weekdays.length ? s.repeat.weekdays.map((d) => WEEKDAY[d]) : null,
    dtstart: floating(s.startDate, s.timeFrom),
    until: floating(s.endDate ?? s.startDate, '23:59'),
  });
}

/** Every meeting the rule produces, as instants; 422 on `repeat` past COURSE_LIMITS.meetingsMax. */
export function expandMeetings(s: SessionTimes): MeetingTimes[] {
  const rule = ruleOf(s);
  const days = rule ? rule.all((_d, i) => i <= COURSE_LIMITS.meetingsMax).map((d) => d.toISOString().slice(0, 10)) : [s.startDate];
  if (days.length > COURSE_LIMITS.meetingsMax) throw fieldError({ repeat: 'coursesApi.validation.tooManyMeetings' });
  return days.map((day) => ({ startsAt: wallTimeToUtc(day, s.timeFrom, s.timeZone), endsAt: wallTimeToUtc(day, s.timeTo, s.timeZone) }));
}

/** The rule as iCalendar text, with the session's zone (TZID) instead of rrule's floating UTC stamps. */
export function ruleText(s: SessionTimes): string | null {
  const rule = ruleOf(s);
  if (!rule) return null;
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').slice(0, 15);
  const rrule = rule
    .toString()
    .split('\n')
    .find((l) => l.startsWith('RRULE:'))!;
  return `DTSTART;TZID=${s.timeZone}:${stamp(floating(s.startDate, s.timeFrom))}\n${rrule.replace(/UNTIL=(\d{8}T\d{6})Z/, 'UNTIL=$1')}`;
}
