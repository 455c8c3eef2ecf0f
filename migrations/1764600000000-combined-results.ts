import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Combined scores: an admin puts graded attempts of one student together into one whole test (each section
 * from the attempt that had it). The row keeps the section scores as they were when combined (a snapshot,
 * like results), and the attempts it was made of, sorted, so combining the same selection again finds the
 * same row instead of adding a copy.
 */
export class CombinedResults1764600000000 implements MigrationInterface {
  name = 'CombinedResults1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE combined_results (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        version text NOT NULL CHECK (version IN ('digital', 'paper')),
        total integer CHECK (total BETWEEN 400 AND 1600),
        -- [{name, raw, maxRaw, scaled, attemptId}], in score-type order.
        sections jsonb NOT NULL CHECK (jsonb_typeof(sections) = 'array' AND jsonb_array_length(sections) >= 1),
        attempt_ids integer[] NOT NULL CHECK (cardinality(attempt_ids) >= 1),
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT combined_results_once UNIQUE (user_id, attempt_ids)
      )`);
    // The list of one student's combined scores, newest first.
    await q.query(`CREATE INDEX combined_results_user_idx ON combined_results (user_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE combined_results`);
  }
}
