/**
 * The library's SAT vocabulary deck, created once (seed_registry slug): a deck an admin later edits,
 * trims or deletes is never recreated or overwritten.
 */
import type { EntityManager } from 'typeorm';
import { SAT_VOCABULARY, SAT_VOCABULARY_DECK } from './content/sat-vocabulary';
import { openRegistry } from './seed-registry';

export async function seedFlashcards(tx: EntityManager): Promise<void> {
  const registry = await openRegistry(tx);
  if (registry.get(SAT_VOCABULARY_DECK.slug) !== undefined) return;
  const [deck] = (await tx.query(`INSERT INTO flash_decks (kind, owner_id, name, description) VALUES ('library', NULL, $1, $2) RETURNING id`, [
    SAT_VOCABULARY_DECK.name,
    SAT_VOCABULARY_DECK.description,
  ])) as { id: number }[];
  // One statement for the whole list: unnest keeps the start-up to a single round trip.
  const cols = [0, 1, 2, 3, 4, 5].map((i) => SAT_VOCABULARY.map((row) => row[i]));
  await tx.query(
    `INSERT INTO flash_cards (deck_id, position, term, part_of_speech, definition, example, gloss_zh_cn, gloss_zh_tw)
     SELECT $1, t.ord, t.term, t.pos, t.def, t.ex, t.cn, t.tw
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS t(term, pos, def, ex, cn, tw, ord)`,
    [deck.id, ...cols],
  );
  await registry.put(SAT_VOCABULARY_DECK.slug, 'flash-deck', deck.id);
}
