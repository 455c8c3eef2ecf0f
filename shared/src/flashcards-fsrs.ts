/**
 * FSRS scheduling through ts-fsrs, the one place either side calls it: the server rates an account's cards
 * with it, the browser a visitor's, and both show the next interval on each button from the same preview,
 * so a visitor's progress merged into an account means the same thing there.
 */
import { createEmptyCard, fsrs, State, type Card, type Grade } from 'ts-fsrs';
import { CARD_STATES, FLASH_RATINGS, ratingNumber, type CardStateDto, type FlashRating } from './flashcards';

/**
 * Anki's defaults (90% retention, 1m/10m learning steps), without fuzz: a button shows the interval the
 * rating then gives, not one moved a day by a random spread.
 */
const scheduler = fsrs({ request_retention: 0.9, maximum_interval: 36500, enable_fuzz: false, enable_short_term: true });

function toCard(s: CardStateDto | null, now: Date): Card {
  if (!s) return createEmptyCard(now);
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: 0,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: CARD_STATES.indexOf(s.state) as State,
    last_review: s.last_review ? new Date(s.last_review) : undefined,
  };
}

function toDto(cardId: number, c: Card): CardStateDto {
  return {
    card_id: cardId,
    state: CARD_STATES[c.state],
    due: c.due.toISOString(),
    stability: c.stability,
    difficulty: c.difficulty,
    scheduled_days: c.scheduled_days,
    learning_steps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    last_review: c.last_review ? new Date(c.last_review).toISOString() : null,
  };
}

export interface ReviewOutcome {
  state: CardStateDto;
  /** The review log row: the rating and the state the card was in before it. */
  log: { rating: FlashRating; previous: CardStateDto['state']; review: string; scheduled_days: number; elapsed_ms: number };
}

/** The card after `rating` at `now` (a null state is a new card). */
export function reviewCard(cardId: number, state: CardStateDto | null, rating: FlashRating, now: Date): ReviewOutcome {
  const before = toCard(state, now);
  const { card } = scheduler.next(before, now, ratingNumber(rating) as Grade);
  const last = state?.last_review ? new Date(state.last_review).getTime() : now.getTime();
  return {
    state: toDto(cardId, card),
    log: {
      rating,
      previous: state?.state ?? 'new',
      review: now.toISOString(),
      scheduled_days: card.scheduled_days,
      elapsed_ms: now.getTime() - last,
    },
  };
}

/** How long until the card comes back for each rating, in milliseconds (what the buttons show). */
export function nextIntervals(state: CardStateDto | null, now: Date): Record<FlashRating, number> {
  const preview = scheduler.repeat(toCard(state, now), now);
  const out = {} as Record<FlashRating, number>;
  for (const r of FLASH_RATINGS) out[r] = preview[ratingNumber(r) as Grade].card.due.getTime() - now.getTime();
  return out;
}

export type IntervalUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

/** An interval as one rounded number and unit ("10 min", "3 d", "1.2 mo" in Anki's way). */
export function intervalParts(ms: number): { value: number; unit: IntervalUnit } {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.round(minutes / 60);
  if (hours < 24) return { value: hours, unit: 'hour' };
  const days = Math.round(hours / 24);
  if (days < 30) return { value: days, unit: 'day' };
  if (days < 365) return { value: Math.round((days / 30) * 10) / 10, unit: 'month' };
  return { value: Math.round((days / 365) * 10) / 10, unit: 'year' };
}
