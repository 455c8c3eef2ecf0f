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
