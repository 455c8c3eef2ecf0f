/** SQL of each user's FSRS card states and review log. */
import type { DataSource, EntityManager } from 'typeorm';
import { CARD_STATES, FLASH_RATINGS, type CardStateDto } from '@app/shared';
import { type ReviewOutcome } from '@app/shared/fsrs';
import { queryRows } from '../../lib/sql';
import { CARD_COLUMNS, type CardRow } from './decks.repository';

type Db = DataSource | EntityManager;

export interface StateRow {
  cardId: number;
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  lastReview: Date | null;
}

const STATE_COLUMNS = `s.card_id AS "cardId", s.state, s.due, s.stability, s.difficulty, s.scheduled_days AS "scheduledDays",
  s.learning_steps AS "learningSteps", s.reps, s.lapses, s.last_review AS "lastReview"`;

export const stateDto = (r: StateRow): CardStateDto => ({
  card_id: r.cardId,
  state: CARD_STATES[r.state],
  due: new Date(r.due).toISOString(),
  stability: r.stability,
  difficulty: r.difficulty,
  scheduled_days: r.scheduledDays,
  learning_steps: r.learningSteps,
  reps: r.reps,
  lapses: r.lapses,
  last_review: r.lastReview ? new Date(r.lastReview).toISOString() : null,
});

/** Start of the user's ($1) calendar day containing $2, in their profile's time zone. */
const userDayStartSql = `(date_trunc('day', $2::timestamptz AT TIME ZONE (SELECT timezone FROM users WHERE id = $1)) AT TIME ZONE (SELECT timezone FROM users WHERE id = $1))`;

/**
 * The due query: one range scan of flash_card_states_due_idx (user, deck, due), oldest due first. Named
 * so the bench EXPLAINs and times the very statement the route runs.
 */
export const DUE_SQL = `SELECT ${CARD_COLUMNS}, s.state, s.due, s.stability, s.difficulty, s.scheduled_days AS "scheduledDays",
    s.learning_steps AS "learningSteps", s.reps, s.lapses, s.last_review AS "lastReview"
   FROM flash_card_states s JOIN flash_cards c ON c.id = s.card_id
  WHERE s.user_id = $1 AND s.deck_id = $2 AND s.due <= $3
  ORDER BY s.due LIMIT $4`;

export function studyRepository(ds: DataSource) {
  return {
    due: (userId: number, deckId: number, now: Date, limit: number) =>
      queryRows<CardRow & Omit<StateRow, 'cardId'>>(ds, DUE_SQL, [userId, deckId, now, limit]),

    /** Cards of the deck the user has never rated, in deck order (the anti-join walks the primary key). */
    fresh: (userId: number, deckId: number, limit: number) =>
      queryRows<CardRow>(
        ds,
        `SELECT ${CARD_COLUMNS} FROM flash_cards c
          WHERE c.deck_id = $2 AND NOT EXISTS (SELECT 1 FROM flash_card_states s WHERE s.user_id = $1 AND s.card_id = c.id)
          ORDER BY c.position, c.id LIMIT $3`,
        [userId, deckId, limit],
      ),

    dueCount: async (userId: number, deckId: number, now: Date): Promise<number> =>
      (
        await queryRows<{ n: number }>(
          ds,
          `SELECT count(*)::int AS n FROM flash_card_states s WHERE s.user_id = $1 AND s.deck_id = $2 AND s.due <= $3`,
          [userId, deckId, now],
        )
      )[0].n,

    /** New cards the user started today (first reviews since the start of their day). */
    startedToday: async (db: Db, userId: number, now: Date): Promise<number> =>
      (
        await queryRows<{ n: number }>(
          db,
          `SELECT count(*)::int AS n FROM flash_review_logs WHERE user_id = $1 AND previous_state = 0 AND reviewed_at >= ${userDayStartSql}`,
          [userId, now],
        )
      )[0].n,

    /** The state under a row lock (a double click rates once after the other). */
    async lockState(tx: EntityManager, userId: number, cardId: number): Promise<StateRow | null> {
      const rows = await queryRows<StateRow>(
        tx,
        `SELECT ${STATE_COLUMNS} FROM flash_card_states s WHERE s.user_id = $1 AND s.card_id = $2 FOR UPDATE`,
        [userId, cardId],
      );
      return rows[0] ?? null;
    },

    statesOf: (db: Db, userId: number, cardIds: number[]) =>
      queryRows<StateRow>(db, `SELECT ${STATE_COLUMNS} FROM flash_card_states s WHERE s.user_id = $1 AND s.card_id = ANY($2::int[]) FOR UPDATE`, [
        userId,
        cardIds,
      ]),

    upsert: (db: Db, userId: number, deckId: number, s: CardStateDto) =>
      db.query(
        `INSERT INTO flash_card_states (user_id, card_id, deck_id, state, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, last_review)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (user_id, card_id) DO UPDATE SET state = EXCLUDED.state, due = EXCLUDED.due, stability = EXCLUDED.stability,
           difficulty = EXCLUDED.difficulty, scheduled_days = EXCLUDED.scheduled_days, learning_steps = EXCLUDED.learning_steps,
           reps = EXCLUDED.reps, lapses = EXCLUDED.lapses, last_review = EXCLUDED.last_review`,
        [
          userId,
          s.card_id,
          deckId,
          CARD_STATES.indexOf(s.state),
          s.due,
          s.stability,
          s.difficulty,
          s.scheduled_days,
          s.learning_steps,
          s.reps,
          s.lapses,
          s.last_review,
        ],
      ),

    log: (db: Db, userId: number, cardId: number, log: ReviewOutcome['log']) =>
      db.query(
        `INSERT INTO flash_review_logs (user_id, card_id, rating, previous_state, scheduled_days, elapsed_ms, reviewed_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [userId, cardId, FLASH_RATINGS.indexOf(log.rating) + 1, CARD_STATES.indexOf(log.previous), log.scheduled_days, log.elapsed_ms, log.review],
      ),

    /** Library cards among `ids` with their deck (a visitor studies only the library). */
    libraryCards: (db: Db, ids: number[]) =>
      queryRows<{ id: number; deckId: number }>(
        db,
        `SELECT c.id, c.deck_id AS "deckId" FROM flash_cards c JOIN flash_decks d ON d.id = c.deck_id WHERE c.id = ANY($1::int[]) AND d.kind = 'library'`,
        [ids],
      ),
  };
}
export type StudyRepository = ReturnType<typeof studyRepository>;
