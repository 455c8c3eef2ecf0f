/**
 * `npm run bench:flashcards -w server` (after the build): the due-card query of the study queue for a
 * student with 10,000 cards in one deck (about half of them due), beside five other students with 10,000
 * states each on the same deck. Runs the module's own statement (DUE_SQL) ROUNDS times and prints p50/p95;
 * the plan must use the (user, deck, due) index, not a sequential scan: the bench fails otherwise, or when
 * p95 passes 50 ms. Runs on the bench database (bench-db.ts), never the app's own.
 */
import type { DataSource } from 'typeorm';
import { FLASH_LIMITS } from '@app/shared';
import { createDataSource } from '../src/db/data-source';
import { DUE_SQL } from '../src/modules/flashcards';
import { benchDatabase } from './bench-db';
import { passFail, percentile } from './bench-stats';

const CARDS = 10_000;
const STUDENTS = 6;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const TARGET_P95_MS = 50;

/** Idempotent: a second run finds the deck and its states. */
async function seed(ds: DataSource): Promise<{ userId: number; deckId: number }> {
  const names = Array.from({ length: STUDENTS }, (_, i) => `bench-flash-${i + 1}`);
  const users: { id: number }[] = await ds.query(
    `INSERT INTO users (username, email, password_hash, roles, first_name, last_name)
     SELECT u, u || '@example.com', 'x', '{student}', 'Bench', u FROM unnest($1::text[]) u
     ON CONFLICT (lower(username)) DO UPDATE SET roles = EXCLUDED.roles RETURNING id`,
    [names],
  );
  const [owner] = users;
  let [deck] = await ds.query(`SELECT id FROM flash_decks WHERE owner_id = $1 AND name = 'Bench deck'`, [owner.id]);
  if (!deck) {
    [deck] = await ds.query(`INSERT INTO flash_decks (kind, owner_id, name) VALUES ('student', $1, 'Bench deck') RETURNING id`, [owner.id]);
    await ds.query(
      `INSERT INTO flash_cards (deck_id, position, term, part_of_speech, definition)
       SELECT $1, g, 'term ' || g, 'noun', 'definition ' || g FROM generate_series(1, $2) g`,
      [deck.id, CARDS],
    );
    // Due dates spread over 30 days either side of now: about half are due.
    await ds.query(
      `INSERT INTO flash_card_states (user_id, card_id, deck_id, state, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, last_review)
       SELECT u, c.id, $1, 2, now() + ((random() * 60 - 30) || ' days')::interval, 10, 5, 10, 0, 3, 0, now() - interval '10 days'
         FROM flash_cards c, unnest($2::int[]) u WHERE c.deck_id = $1`,
      [deck.id, users.map((u) => u.id)],
    );
    await ds.query(`ANALYZE flash_card_states`);
  }
  return { userId: owner.id, deckId: deck.id };
}

async function main() {
  const db = await benchDatabase();
  const ds = await createDataSource(db.url, 2, []).initialize();
  try {
    const { userId, deckId } = await seed(ds);
    const params = () => [userId, deckId, new Date(), FLASH_LIMITS.queueMax];
    const plan: { 'QUERY PLAN': string }[] = await ds.query(`EXPLAIN ${DUE_SQL}`, params());
    const planText = plan.map((p) => p['QUERY PLAN']).join('\n');
    const indexed = planText.includes('flash_card_states_due_idx') && !/Seq Scan on flash_card_states/.test(planText);
    for (let i = 0; i < 20; i++) await ds.query(DUE_SQL, params()); // warm-up
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = process.hrtime.bigint();
      await ds.query(DUE_SQL, params());
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM flash_card_states WHERE user_id = $1 AND due <= now()`, [userId]);
    console.log(
      `\nflashcards due query: a student with ${CARDS} cards (${n} due), ${STUDENTS * CARDS} states in the table, LIMIT ${FLASH_LIMITS.queueMax}`,
    );
    console.log(
      `  ${ROUNDS} runs: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target p95 < ${TARGET_P95_MS} ms)  ${passFail(p95 < TARGET_P95_MS)}`,
    );
    console.log(`  plan uses flash_card_states_due_idx: ${passFail(indexed)}`);
    if (!indexed) console.log(planText);
    if (!indexed || p95 >= TARGET_P95_MS) process.exitCode = 1;
  } finally {
    await ds.destroy();
    await db.stop();
  }
}

void main();
