/**
 * The study session's queue, the same for an account (items from the server) and a visitor (items built
 * from the library deck and the browser's states): pure, so the keyboard and the buttons run one logic.
 */
import { FLASH_RATINGS, type CardStateDto, type FlashCardDto, type FlashRating, type StudyItemDto } from '@app/shared';

/**
 * A card rated into a short learning step comes back in this session when its step is this close
 * (Anki's "learn ahead" limit is 20 minutes), so a session ends with every card past its steps.
 */
export const LEARN_AHEAD_MS = 20 * 60_000;

/** Due reviews first, oldest due first, then up to `newLeft` new cards in deck order. */
export function visitorQueue(
  cards: readonly FlashCardDto[],
  states: Readonly<Record<number, CardStateDto>>,
  newLeft: number,
  now: Date,
): StudyItemDto[] {
  const due = cards
    .filter((c) => states[c.id] && Date.parse(states[c.id].due) <= now.getTime())
    .sort((a, b) => Date.parse(states[a.id].due) - Date.parse(states[b.id].due))
    .map((card) => ({ card, state: states[card.id] }));
  const fresh = cards
    .filter((c) => !states[c.id])
    .slice(0, Math.max(0, newLeft))
    .map((card) => ({ card, state: null }));
  return [...due, ...fresh];
}

/** The queue after the first card was rated into `state`: gone, or back at the end when its step is near. */
export function afterRating(queue: readonly StudyItemDto[], state: CardStateDto, now: Date): StudyItemDto[] {
  const [current, ...rest] = queue;
  if (!current) return [];
  return Date.parse(state.due) - now.getTime() <= LEARN_AHEAD_MS ? [...rest, { card: current.card, state }] : rest;
}

/** Keys 1-4 rate (again, hard, good, easy) once the answer shows. */
export function ratingForKey(key: string): FlashRating | null {
  const n = Number(key);
  return Number.isInteger(n) && n >= 1 && n <= 4 ? FLASH_RATINGS[n - 1] : null;
}
