/** SQL of decks, cards and the classes a deck is shared with (this module is the tables' one writer). */
import type { DataSource, EntityManager } from 'typeorm';
import type { CardInput, DeckKind } from '@app/shared';
import { studentClassesSql, taughtClassesSql } from '../../core/access';
import { queryRows } from '../../lib/sql';

type Db = DataSource | EntityManager;

export interface DeckRow {
  id: number;
  kind: DeckKind;
  ownerId: number | null;
  ownerName: string | null;
  name: string;
  description: string;
  cardCount: number;
  dueCount: number;
  newCount: number;
}

export interface CardRow {
  id: number;
  deckId: number;
  term: string;
  partOfSpeech: string;
  definition: string;
  example: string;
  glossZhCn: string;
  glossZhTw: string;
}

export const CARD_COLUMNS = `c.id, c.deck_id AS "deckId", c.term, c.part_of_speech AS "partOfSpeech", c.definition, c.example,
  c.gloss_zh_cn AS "glossZhCn", c.gloss_zh_tw AS "glossZhTw"`;

/**
 * A deck the user ($1) sees: the library, their own, or a teacher's deck shared with a class they are an
 * active student or a teacher of. `d` is the deck's alias.
 */
const visibleSql = `(d.kind = 'library' OR d.owner_id = $1 OR EXISTS (
  SELECT 1 FROM flash_deck_classes dc WHERE dc.deck_id = d.id AND dc.class_id IN (${studentClassesSql('$1')} UNION ${taughtClassesSql('$1')})))`;

/** The caller's ($1) due (at $2) and not-yet-started counts of deck `d`, both read from the states index. */
const countsSql = `
  (SELECT count(*)::int FROM flash_cards c WHERE c.deck_id = d.id) AS "cardCount",
  (SELECT count(*)::int FROM flash_card_states s WHERE s.user_id = $1 AND s.deck_id = d.id AND s.due <= $2) AS "dueCount",
  (SELECT count(*)::int FROM flash_cards c WHERE c.deck_id = d.id)
    - (SELECT count(*)::int FROM flash_card_states s WHERE s.user_id = $1 AND s.deck_id = d.id) AS "newCount"`;

const DECK_COLUMNS = `d.id, d.kind, d.owner_id AS "ownerId", d.name, d.description,
  NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS "ownerName"`;

export function decksRepository(ds: DataSource) {
  return {
    /** Decks the user sees, library first, with their counts (user 0 for a visitor: library only, no counts). */
    visible: (userId: number, now: Date, libraryOnly = false) =>
      queryRows<DeckRow>(
        ds,
        `SELECT ${DECK_COLUMNS}, ${countsSql}
           FROM flash_decks d LEFT JOIN users u ON u.id = d.owner_id
          WHERE ${libraryOnly ? `d.kind = 'library'` : visibleSql}
          ORDER BY (d.kind = 'library') DESC, d.name, d.id`,
        [userId, now],
      ),

    /** One deck if the user sees it (null otherwise: the caller answers 404). */
    async findVisible(userId: number, deckId: number, now: Date, libraryOnly = false): Promise<DeckRow | null> {
      const rows = await queryRows<DeckRow>(
        ds,
        `SELECT ${DECK_COLUMNS}, ${countsSql}
           FROM flash_decks d LEFT JOIN users u ON u.id = d.owner_id
          WHERE d.id = $3 AND ${libraryOnly ? `d.kind = 'library'` : visibleSql}`,
        [userId, now, deckId],
      );
      return rows[0] ?? null;
    },

    cards: (db: Db, deckId: number) =>
      queryRows<CardRow>(db, `SELECT ${CARD_COLUMNS} FROM flash_cards c WHERE c.deck_id = $1 ORDER BY c.position, c.id`, [deckId]),

    async findCard(db: Db, cardId: number): Promise<CardRow | null> {
      const rows = await queryRows<CardRow>(db, `SELECT ${CARD_COLUMNS} FROM flash_cards c WHERE c.id = $1`, [cardId]);
      return rows[0] ?? null;
    },

    async insertDeck(kind: DeckKind, ownerId: number | null, name: string, description: string): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        ds,
        `INSERT INTO flash_decks (kind, owner_id, name, description) VALUES ($1, $2, $3, $4) RETURNING id`,
        [kind, ownerId, name, description],
      );
      return rows[0].id;
    },

    updateDeck: (deckId: number, patch: { name?: string; description?: string }) =>
      ds.query(`UPDATE flash_decks SET name = COALESCE($2, name), description = COALESCE($3, description), updated_at = now() WHERE id = $1`, [
        deckId,
        patch.name ?? null,
        patch.description ?? null,
      ]),

    deleteDeck: (deckId: number) => ds.query(`DELETE FROM flash_decks WHERE id = $1`, [deckId]),

    classIds: async (deckId: number): Promise<number[]> =>
      (await queryRows<{ id: number }>(ds, `SELECT class_id AS id FROM flash_deck_classes WHERE deck_id = $1 ORDER BY class_id`, [deckId])).map(
        (r) => r.id,
      ),

    /** The ids among `classIds` the user teaches (a deck is shared only with one's own classes). */
    taughtAmong: async (userId: number, classIds: number[]): Promise<number[]> =>
      (await queryRows<{ id: number }>(ds, `SELECT id FROM unnest($2::int[]) AS id WHERE id IN (${taughtClassesSql('$1')})`, [userId, classIds])).map(
        (r) => r.id,
      ),

    setClasses: (deckId: number, classIds: number[]) =>
      ds.transaction(async (tx) => {
        await tx.query(`DELETE FROM flash_deck_classes WHERE deck_id = $1`, [deckId]);
        await tx.query(`INSERT INTO flash_deck_classes (deck_id, class_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [deckId, classIds]);
      }),

    /** Appends a card; the deck row is locked so two inserts cannot take one position or pass the deck's limit together. */
    insertCard: (deckId: number, c: CardInput, max: number) =>
      ds.transaction(async (tx): Promise<number | null> => {
        await tx.query(`SELECT 1 FROM flash_decks WHERE id = $1 FOR UPDATE`, [deckId]);
        const [{ n, next }] = await queryRows<{ n: number; next: number }>(
          tx,
          `SELECT count(*)::int AS n, COALESCE(max(position), 0) + 1 AS next FROM flash_cards WHERE deck_id = $1`,
          [deckId],
        );
        if (n >= max) return null;
        const rows = await queryRows<{ id: number }>(
          tx,
          `INSERT INTO flash_cards (deck_id, position, term, part_of_speech, definition, example, gloss_zh_cn, gloss_zh_tw)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [deckId, next, c.term, c.part_of_speech, c.definition, c.example, c.gloss_zh_cn, c.gloss_zh_tw],
        );
        await tx.query(`UPDATE flash_decks SET updated_at = now() WHERE id = $1`, [deckId]);
        return rows[0].id;
      }),

    updateCard: (cardId: number, c: Partial<CardInput>) =>
      ds.query(
        `UPDATE flash_cards SET term = COALESCE($2, term), part_of_speech = COALESCE($3, part_of_speech), definition = COALESCE($4, definition),
           example = COALESCE($5, example), gloss_zh_cn = COALESCE($6, gloss_zh_cn), gloss_zh_tw = COALESCE($7, gloss_zh_tw) WHERE id = $1`,
        [cardId, c.term ?? null, c.part_of_speech ?? null, c.definition ?? null, c.example ?? null, c.gloss_zh_cn ?? null, c.gloss_zh_tw ?? null],
      ),

    deleteCard: (cardId: number) => ds.query(`DELETE FROM flash_cards WHERE id = $1`, [cardId]),
  };
}
export type DecksRepository = ReturnType<typeof decksRepository>;
