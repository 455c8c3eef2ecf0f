/** The calendar's periods: a week (Monday first) or a month, as whole days `YYYY-MM-DD`, moved by steps. */
export type CalendarView = 'week' | 'month';

const day = (d: Date) => d.toISOString().slice(0, 10);
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The period of `view` that contains `anchor` (a day). */
export function periodOf(view: CalendarView, anchor: string): { from: string; to: string } {
  const d = utc(anchor);
  if (view === 'week') {
    const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
    return { from: day(monday), to: day(new Date(monday.getTime() + 6 * 86_400_000)) };
  }
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  return { from: day(first), to: day(last) };
}

/** The anchor `steps` periods later (earlier when negative). */
export function shift(view: CalendarView, anchor: string, steps: number): string {
  const d = utc(anchor);
  if (view === 'week') return day(new Date(d.getTime() + steps * 7 * 86_400_000));
  return day(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + steps, 1)));
}

/** Today in `timeZone`, as a day. */
export const todayIn = (timeZone: string, now = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

/** The day (in `timeZone`) an instant falls on: the calendar groups its rows by it. */
export const dayIn = (instant: string, timeZone: string): string => todayIn(timeZone, new Date(instant));
