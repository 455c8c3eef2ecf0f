// The zone names are a module of their own: the first page's locale store needs only usableTimeZone, and
// the conversions below would otherwise come with it (its 170 KB budget, scripts/check-bundle.mjs).
import { usableTimeZone } from './time-zone-name';

export { browserTimeZone, usableTimeZone } from './time-zone-name';

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock fields of `at` in zone `tz` (the browser's own when undefined). */
function wallClock(at: Date, tz: string | undefined): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  if (!tz) return { y: at.getFullYear(), mo: at.getMonth() + 1, d: at.getDate(), h: at.getHours(), mi: at.getMinutes(), s: at.getSeconds() };
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: n('year'), mo: n('month'), d: n('day'), h: n('hour') % 24, mi: n('minute'), s: n('second') };
}

/**
 * A `datetime-local` value (YYYY-MM-DDTHH:mm) showing instant `at` on the wall clock of zone `tz`
 * (a profile's zone; undefined: the browser's).
 */
export function toZonedInput(at: Date, tz: string | undefined): string {
  const w = wallClock(at, usableTimeZone(tz));
  return `${w.y}-${pad(w.mo)}-${pad(w.d)}T${pad(w.h)}:${pad(w.mi)}`;
}

/**
 * The instant a `datetime-local` value means on the wall clock of zone `tz` (undefined: the browser's);
 * an invalid date for an empty or malformed value. A time the zone skips (spring forward) lands after the
 * gap, as browsers do; one it repeats (fall back) takes the earlier instant.
 */
export function fromZonedInput(value: string, tz: string | undefined): Date {
  const zone = usableTimeZone(tz);
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!zone || !m) return new Date(value);
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0));
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  // The zone's offset at a guess, then at the corrected instant (offsets change at most once nearby).
  const offsetAt = (t: number) => {
    const w = wallClock(new Date(t), zone);
    return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - Math.floor(t / 1000) * 1000;
  };
  const first = asUtc - offsetAt(asUtc);
  const second = asUtc - offsetAt(first);
  if (second === first) return new Date(first);
  // Fall back: both instants show this wall time; take the earlier. Spring forward: neither does; take the later.
  const shows = (t: number) => toZonedInput(new Date(t), zone) === `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`;
  if (shows(first) && shows(second)) return new Date(Math.min(first, second));
  if (shows(first)) return new Date(first);
  if (shows(second)) return new Date(second);
  return new Date(Math.max(first, second));
}
