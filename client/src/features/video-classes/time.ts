/** Times of a lesson as people write them: 75 -> "1:15", 3725 -> "1:02:05", and back. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** "1:15", "1:02:05" or "75" in seconds; null for an empty text, undefined when it is not a time. */
export function parseClock(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(t)) return undefined;
  const parts = t.split(':').map(Number);
  if (parts.slice(1).some((p) => p > 59)) return undefined;
  return parts.reduce((acc, p) => acc * 60 + p, 0);
}
