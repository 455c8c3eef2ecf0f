/**
 * Decks and cards: who sees a deck (the library: everyone; a teacher's: the owner and the classes it is
 * shared with; a student's: its owner) and who edits it (its owner; admins for the library). A deck or
 * card the caller does not see answers 404, one they see but may not edit 403.
 */
import type { DataSource } from 'typeorm';
import { ErrorCode, FLASH_LIMITS, Role, type CardInput, type DeckDetailDto, type DeckInput, type DeckKind, type DeckSummaryDto } from '@app/shared';
import { hasRole, isContentAdmin, type Caller } from '../../core/access';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { decksRepository, type DeckRow } from './decks.repository';
import { cardDto, deckDto } from './flashcards.mapper';

export const mayEdit = (caller: Caller, d: Pick<DeckRow, 'kind' | 'ownerId'>): boolean =>
  d.kind === 'library' ? isContentAdmin(caller) : d.ownerId === caller.id;

/** The kind of deck a caller creates: admins add to the library, teachers share with classes, students keep their own. */
const kindFor = (caller: Caller): DeckKind => (isContentAdmin(caller) ? 'library' : hasRole(caller, Role.Teacher) ? 'teacher' : 'student');

export function decksService(ds: DataSource, clock: Clock) {
  const repo = decksRepository(ds);

  async function visibleDeck(caller: Caller | null, deckId: number): Promise<DeckRow> {
    const d = await repo.findVisible(caller?.id ?? 0, deckId, clock.now(), !caller);
    if (!d) throw notFound();
    return d;
  }

  async function editableDeck(caller: Caller, deckId: number): Promise<DeckRow> {
    const d = await visibleDeck(caller, deckId);
    if (!mayEdit(caller, d)) throw forbidden();
    return d;
  }

  /** The card's deck, visible and editable by the caller. */
  async function editableCard(caller: Caller, cardId: number) {
    const card = await repo.findCard(ds, cardId);
    if (!card) throw notFound();
    await editableDeck(caller, card.deckId);
    return card;
  }

  async function summary(caller: Caller, d: DeckRow): Promise<DeckSummaryDto> {
    const dto = deckDto(d, mayEdit(caller, d));
    if (d.kind === 'teacher' && d.ownerId === caller.id) dto.class_ids = await repo.classIds(d.id);
    return dto;
  }

  async function detail(caller: Caller | null, deckId: number): Promise<DeckDetailDto> {
    const d = await visibleDeck(caller, deckId);
    const cards = (await repo.cards(ds, d.id)).map(cardDto);
    const head = caller ? await summary(caller, d) : deckDto(d, false);
    return { ...head, cards };
  }

  return {
    visibleDeck,
    library: async (): Promise<DeckSummaryDto[]> => (await repo.visible(0, clock.now(), true)).map((d) => deckDto(d, false)),
    list: async (caller: Caller): Promise<DeckSummaryDto[]> =>
      Promise.all((await repo.visible(caller.id, clock.now())).map((d) => summary(caller, d))),
    detail,

    async create(caller: Caller, input: DeckInput): Promise<DeckDetailDto> {
      const kind = kindFor(caller);
      const id = await repo.insertDeck(kind, kind === 'library' ? null : caller.id, input.name, input.description ?? '');
      return detail(caller, id);
    },

    async update(caller: Caller, deckId: number, patch: Partial<DeckInput>): Promise<DeckDetailDto> {
      await editableDeck(caller, deckId);
      await repo.updateDeck(deckId, patch);
      return detail(caller, deckId);
    },

    async remove(caller: Caller, deckId: number): Promise<void> {
      await editableDeck(caller, deckId);
      await repo.deleteDeck(deckId);
    },

    /** Shares a teacher's deck with exactly `classIds`, each a class the caller teaches (422 naming the field otherwise). */
    async setClasses(caller: Caller, deckId: number, classIds: number[]): Promise<DeckSummaryDto> {
      const d = await editableDeck(caller, deckId);
      if (d.kind !== 'teacher') throw fieldError({ class_ids: 'flashcardsApi.validation.shareTeacherDeck' });
      const ids = [...new Set(classIds)];
      const taught = await repo.taughtAmong(caller.id, ids);
      if (taught.length !== ids.length) throw fieldError({ class_ids: 'flashcardsApi.validation.classNotTaught' });
      await repo.setClasses(deckId, ids);
      return summary(caller, d);
    },

    async addCard(caller: Caller, deckId: number, input: CardInput) {
      await editableDeck(caller, deckId);
      const id = await repo.insertCard(deckId, input, FLASH_LIMITS.cardsPerDeckMax);
      if (id === null) throw new AppError(ErrorCode.CONFLICT, 'flashcardsApi.conflict.deckFull');
      return cardDto((await repo.findCard(ds, id))!);
    },

    async updateCard(caller: Caller, cardId: number, patch: Partial<CardInput>) {
      await editableCard(caller, cardId);
      await repo.updateCard(cardId, patch);
      return cardDto((await repo.findCard(ds, cardId))!);
    },

    async removeCard(caller: Caller, cardId: number): Promise<void> {
      await editableCard(caller, cardId);
      await repo.deleteCard(cardId);
    },
  };
}
export type DecksService = ReturnType<typeof decksService>;
