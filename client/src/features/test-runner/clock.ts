/**
 * The runner's clock arithmetic. The server owns every deadline; the client only knows how far its own
 * clock is from the server's (measured when a state arrives) and recomputes the time left from the
 * deadline on every tick, so a throttled background tab or a sleeping laptop never drifts: whatever
 * happened to the ticks, the next one reads the wall clock again.
 */

/** Server clock minus local clock, measured when a state with `serverNow` arrived. */
export function clockOffsetMs(serverNow: string, localNowMs: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - localNowMs;
}

/** Whole seconds until `deadline` on the server's clock, never negative. Rounded up: 0 means the time is over. */
export function secondsUntil(deadline: string, offsetMs: number, localNowMs: number): number {
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - (localNowMs + offsetMs)) / 1000));
}

/** 65 -> "1:05", 3725 -> "1:02:05": the way the official app shows the countdown. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
