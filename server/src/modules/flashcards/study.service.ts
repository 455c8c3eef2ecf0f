/**
 * Studying: the caller's queue (due reviews, then new cards within the day's allowance), one rating
 * scheduled by FSRS (@app/shared's reviewCard) with its review log, and the merge of a visitor's browser
 * progress into their account.
 */
import type { DataSource } from 'typeorm';
import { FLASH_LIMITS, type CardStateDto, type FlashRating, type MergeResultDto, type ReviewResultDto, type StudyQueueDto } from '@app/shared';
import { reviewCard } from '@app/shared/fsrs';
import type { Caller } from '../../core/access';
import type { Clock } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/errors';
import { decksRepository } from './decks.repository';
import type { DecksService } from './decks.service';
import { cardDto } from './flashcards.mapper';
import { stateDto, studyRepository } from './study.repository';

export function studyService(ds: DataSource, clock: Clock, decks: DecksService) {
  const repo = studyRepository(ds);
  const deckRepo = decksRepository(ds);
  const newLeft = async (userId: number, now: Date) => Math.max(0, FLASH_LIMITS.newPerDay - (await repo.startedToday(ds, userId, now)));

  return {
    async queue(caller: Caller, deckId: number): Promise<StudyQueueDto> {
      await decks.visibleDeck(caller, deckId);
      const now = clock.now();
      const [due, dueCount, left] = await Promise.all([
        repo.due(caller.id, deckId, now, FLASH_LIMITS.queueMax),
        repo.dueCount(caller.id, deckId, now),
        newLeft(caller.id, now),
      ]);
      const room = Math.min(left, FLASH_LIMITS.queueMax - due.length);
      const fresh = room > 0 ? await repo.fresh(caller.id, deckId, room) : [];
      return {
        deck_id: deckId,
        items: [
          ...due.map((r) => ({ card: cardDto(r), state: stateDto({ ...r, cardId: r.id }) })),
          ...fresh.map((c) => ({ card: cardDto(c), state: null })),
        ],
        due_count: dueCount,
        new_left_today: left,
        new_per_day: FLASH_LIMITS.newPerDay,
      };
    },

    /**
     * Rates a card the caller sees. A new card past the day's allowance is still rated (the client asked
     * for it while the allowance lasted); the allowance only limits what the queue hands out.
     */
    async review(caller: Caller, cardId: number, rating: FlashRating): Promise<ReviewResultDto> {
      const card = await deckRepo.findCard(ds, cardId);
      if (!card) throw notFound();
      await decks.visibleDeck(caller, card.deckId);
      const now = clock.now();
      const state = await ds.transaction(async (tx) => {
        const before = await repo.lockState(tx, caller.id, cardId);
        const out = reviewCard(cardId, before ? stateDto(before) : null, rating, now);
        await repo.upsert(tx, caller.id, card.deckId, out.state);
        await repo.log(tx, caller.id, cardId, out.log);
        return out.state;
      });
      return { state, new_left_today: await newLeft(caller.id, now) };
    },

    /**
     * A visitor's library progress into the account. Per card the newer review wins, so sending the same
     * states again changes nothing (idempotent), and an account studied on another device since keeps its
     * own. Every card must be a library card (422 naming the first other one).
     */
    async merge(caller: Caller, states: CardStateDto[]): Promise<MergeResultDto> {
      const latest = new Map<number, CardStateDto>();
      for (const s of states) {
        const seen = latest.get(s.card_id);
        if (!seen || reviewedAt(s) > reviewedAt(seen)) latest.set(s.card_id, s);
      }
      // A forged future review would win every later merge and study: a small clock skew is allowed, no more.
      const late = states.findIndex((s) => reviewedAt(s) > clock.now().getTime() + CLOCK_SKEW_MS);
      if (late >= 0) throw fieldError({ [`states[${late}].last_review`]: 'flashcardsApi.validation.future' });
      const ids = [...latest.keys()];
      return ds.transaction(async (tx) => {
        const known = new Map((await repo.libraryCards(tx, ids)).map((c) => [c.id, c.deckId]));
        const missing = states.findIndex((s) => !known.has(s.card_id));
        if (missing >= 0) throw fieldError({ [`states[${missing}].card_id`]: 'flashcardsApi.validation.libraryCard' });
        const existing = new Map((await repo.statesOf(tx, caller.id, ids)).map((r) => [r.cardId, reviewedAt(stateDto(r))]));
        let merged = 0;
        for (const [cardId, s] of latest) {
          const mine = existing.get(cardId);
          if (mine !== undefined && mine >= reviewedAt(s)) continue;
          await repo.upsert(tx, caller.id, known.get(cardId)!, s);
          merged++;
        }
        return { merged, skipped: latest.size - merged };
      });
    },
  };
}

/** How far ahead of the server's clock a browser's clock may run. */
const CLOCK_SKEW_MS = 5 * 60_000;

const reviewedAt = (s: CardStateDto): number => (s.last_review ? Date.parse(s.last_review) : 0);
export type StudyService = ReturnType<typeof studyService>;
