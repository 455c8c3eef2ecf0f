/**
 * A visitor's library progress, kept in the browser (localStorage) until they have an account: each card's
 * FSRS state and how many new cards were started per day. The merge (POST /flashcards/merge) sends the
 * states once the visitor logs in or signs up; the server keeps the newer review per card, so sending
 * twice is harmless, and the store is cleared only after the server said yes.
 */
import { CARD_STATES, FLASH_LIMITS, type CardStateDto } from '@app/shared';
import { storage } from '../../lib/storage';
import { VISITOR_PROGRESS_KEY } from './visitor-key';

export { VISITOR_PROGRESS_KEY };

export interface VisitorProgress {
  states: Record<number, CardStateDto>;
  /** New cards started per local calendar day (YYYY-MM-DD). */
  started: Record<string, number>;
}

const empty = (): VisitorProgress => ({ states: {}, started: {} });

/** A local calendar day: the visitor's "today" for the daily new-card limit. */
export const localDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function isState(v: unknown): v is CardStateDto {
  const s = v as CardStateDto;
  return (
    typeof s === 'object' &&
    s !== null &&
    Number.isInteger(s.card_id) &&
    CARD_STATES.includes(s.state) &&
    typeof s.due === 'string' &&
    typeof s.last_review === 'string' &&
    [s.stability, s.difficulty, s.scheduled_days, s.learning_steps, s.reps, s.lapses].every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/** What the browser kept; anything malformed (an old format, a hand edit) is dropped rather than trusted. */
export function loadProgress(): VisitorProgress {
  try {
    const raw = JSON.parse(storage.get(VISITOR_PROGRESS_KEY) ?? 'null') as Partial<VisitorProgress> | null;
    if (!raw || typeof raw !== 'object') return empty();
    const states: Record<number, CardStateDto> = {};
    for (const s of Object.values(raw.states ?? {})) if (isState(s)) states[s.card_id] = s;
    const started: Record<string, number> = {};
    for (const [day, n] of Object.entries(raw.started ?? {})) if (Number.isInteger(n)) started[day] = n;
    return { states, started };
  } catch {
    return empty();
  }
}

export const saveProgress = (p: VisitorProgress): void => storage.set(VISITOR_PROGRESS_KEY, JSON.stringify(p));
export const clearProgress = (): void => storage.remove(VISITOR_PROGRESS_KEY);

/** The progress with one more rating: the card's new state, and a new card counted against today. */
export function recordReview(p: VisitorProgress, state: CardStateDto, wasNew: boolean, now: Date): VisitorProgress {
  const day = localDay(now);
  return {
    states: { ...p.states, [state.card_id]: state },
    started: wasNew ? { [day]: (p.started[day] ?? 0) + 1 } : p.started,
  };
}

export const newLeftToday = (p: VisitorProgress, now: Date): number => Math.max(0, FLASH_LIMITS.newPerDay - (p.started[localDay(now)] ?? 0));

/** The states to merge, at most one request's worth (the oldest beyond that are the least worth keeping). */
export const statesToMerge = (p: VisitorProgress): CardStateDto[] =>
  Object.values(p.states)
    .sort((a, b) => Date.parse(b.last_review ?? '') - Date.parse(a.last_review ?? ''))
    .slice(0, FLASH_LIMITS.mergeMax);
