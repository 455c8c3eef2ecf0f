/** An instant as ISO 8601 text for a DTO, or null. Takes what pg hands over (Date) and json_agg's text. */
export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/** "2026-11-25 14:47:05" in a time zone: the wall-clock time a person there reads, in a spreadsheet-friendly form. */
export function localDateTime(d: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** Minutes the zone is ahead of UTC at the instant `at` (480 for Asia/Taipei). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const wall = localDateTime(at, timeZone); // "YYYY-MM-DD HH:MM:SS" there
  const asUtc = Date.parse(`${wall.replace(' ', 'T')}Z`);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/**
 * The instant a clock in `timeZone` reads `date` `time` (`YYYY-MM-DD`, `HH:MM`). Across a DST change the
 * offset is taken again at the first guess, so the wall time is kept (a skipped hour moves forward).
 */
export function wallTimeToUtc(date: string, time: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const first = guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60000;
  return new Date(guess - zoneOffsetMinutes(new Date(first), timeZone) * 60000);
}
