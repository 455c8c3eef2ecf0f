/** A time limit in seconds as the whole minutes authors type and students read. */
export const minutesOf = (seconds: number) => Math.round(seconds / 60);

/** 75 -> "1:15", the per-question time columns of the report and the analysis. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
