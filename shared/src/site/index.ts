/**
 * The public site's shapes and the small helpers both sides use (spec sections 1, 2, 9). The texts themselves
 * and the facts are in `@app/shared/site-content` (./content.ts), outside this index: the client's first page
 * loads this package's index, and the site's copy in three languages must only ride in the public pages' chunks.
 */
import type { PublicCourseSessionDto } from '../courses';
import type { Locale } from '../locale';
import type { CourseSession, Money, SiteTexts } from './types';

export * from './types';

/** `{name}` placeholders of the labels, filled in. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Whole units only (the site's prices are whole dollars and yuan), with a symbol that says which dollar:
 * NT$, CN¥, US-style $ (en-US's symbols; the Chinese locales would show a bare $ for the Taiwan dollar).
 */
export function formatMoney(money: Money, locale: Locale): string {
  void locale; // every language groups digits the same way here; the symbol must be unambiguous in all
  const code = money.currency === 'RMB' ? 'CNY' : money.currency;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
    money.amountMinor / 100,
  );
}

/** A site text's key: the dotted path of a string leaf, e.g. `home.heroTitle` or `faq.items.2.a`. */
export const SITE_KEY_PATTERN = /^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+){0,5}$/;

/** Calendar days of a session (`YYYY-MM-DD`, read as dates, not instants: no zone can shift them a day). */
export function formatSessionDates(session: Pick<CourseSession, 'startDate' | 'endDate'>, locale: Locale): string {
  const day = (d: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  return session.startDate === session.endDate ? day(session.startDate) : `${day(session.startDate)} – ${day(session.endDate)}`;
}

/** Zones of the site's audience (Taiwan, mainland China): their times need no zone named. */
const HOME_ZONES = ['Asia/Taipei', 'Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Chongqing'];
const WEEKDAY_INDEX = { mo: 0, tu: 1, we: 2, th: 3, fr: 4, sa: 5, su: 6 } as const;

/** When a session meets, in the page's language: "Sat, Sun 09:00–12:00" / "周六、周日 09:00–12:00". */
export function formatSessionSchedule(schedule: NonNullable<CourseSession['schedule']>, locale: Locale): string {
  // 2024-01-01 was a Monday: the weekday names come from Intl, in the locale's own short form.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const days = schedule.weekdays.map((d) => weekday.format(new Date(Date.UTC(2024, 0, 1 + WEEKDAY_INDEX[d]))));
  const times = `${schedule.time_from}–${schedule.time_to}`;
  const zone = HOME_ZONES.includes(schedule.time_zone) ? '' : ` (${schedule.time_zone})`;
  return `${days.length ? `${days.join(locale === 'en-US' ? ', ' : '、')} ` : ''}${times}${zone}`;
}

/** "Jun 1, 2030 – Jul 13, 2030 · Sat, Sun 09:00–12:00 · 5 seats left": the course page and its server-rendered HTML. */
export function nextSessionText(session: CourseSession, labels: SiteTexts['labels'], locale: Locale): string {
  return [
    formatSessionDates(session, locale),
    session.schedule ? formatSessionSchedule(session.schedule, locale) : null,
    session.seatsLeft !== null ? fillText(labels.seatsLeft, { seats: session.seatsLeft }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** GET /api/courses/public/{slug}'s answer in the site's terms (fee as Money). */
export const toCourseSession = (d: PublicCourseSessionDto): CourseSession => ({
  startDate: d.start_date,
  endDate: d.end_date,
  fee: d.fee === null ? null : { amountMinor: d.fee, currency: d.currency },
  seatsLeft: d.seats_left,
  schedule: d.schedule,
});
