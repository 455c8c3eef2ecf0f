/** Rows to the shared DTOs. */
import type { DeckSummaryDto, FlashCardDto, PartOfSpeech } from '@app/shared';
import type { CardRow, DeckRow } from './decks.repository';

export const cardDto = (c: CardRow): FlashCardDto => ({
  id: c.id,
  deck_id: c.deckId,
  term: c.term,
  part_of_speech: c.partOfSpeech as PartOfSpeech,
  definition: c.definition,
  example: c.example,
  gloss_zh_cn: c.glossZhCn,
  gloss_zh_tw: c.glossZhTw,
});

export const deckDto = (d: DeckRow, editable: boolean): DeckSummaryDto => ({
  id: d.id,
  kind: d.kind,
  name: d.name,
  description: d.description,
  card_count: d.cardCount,
  editable,
  owner_name: d.kind === 'library' ? null : d.ownerName,
  due_count: d.dueCount,
  new_count: d.newCount,
});
