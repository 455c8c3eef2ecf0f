import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Flashcards (issue 16): decks and cards, each user's FSRS state per card with its review log, and the
 * vocabulary quizzes teachers assign to a class on a weekly schedule.
 */
export class Flashcards1765100000000 implements MigrationInterface {
  name = 'Flashcards1765100000000';

  async up(q: QueryRunner): Promise<void> {
    // A library deck has no owner row to keep (the seeded one) or an admin's; teacher and student decks always one.
    await q.query(`
      CREATE TABLE flash_decks (
        id serial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('library', 'teacher', 'student')),
        owner_id int REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (kind = 'library' OR owner_id IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX flash_decks_owner_idx ON flash_decks (owner_id) WHERE owner_id IS NOT NULL`);
    await q.query(`CREATE INDEX flash_decks_library_idx ON flash_decks (id) WHERE kind = 'library'`);

    await q.query(`
      CREATE TABLE flash_deck_classes (
        deck_id int NOT NULL REFERENCES flash_decks(id) ON DELETE CASCADE,
        class_id int NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        PRIMARY KEY (deck_id, class_id)
      )`);
    await q.query(`CREATE INDEX flash_deck_classes_class_idx ON flash_deck_classes (class_id)`);

    await q.query(`
      CREATE TABLE flash_cards (
        id serial PRIMARY KEY,
        deck_id int NOT NULL REFERENCES flash_decks(id) ON DELETE CASCADE,
        position int NOT NULL,
        term text NOT NULL,
        part_of_speech text NOT NULL,
        definition text NOT NULL,
        example text NOT NULL DEFAULT '',
        gloss_zh_cn text NOT NULL DEFAULT '',
        gloss_zh_tw text NOT NULL DEFAULT ''
      )`);
    // New cards come in deck order: the (deck_id, position) index hands them out without a sort.
    await q.query(`CREATE INDEX flash_cards_deck_idx ON flash_cards (deck_id, position, id)`);

    // deck_id is copied from the card so the due query is one range scan of (user, deck, due).
    await q.query(`
      CREATE TABLE flash_card_states (
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        card_id int NOT NULL REFERENCES flash_cards(id) ON DELETE CASCADE,
        deck_id int NOT NULL REFERENCES flash_decks(id) ON DELETE CASCADE,
        state smallint NOT NULL CHECK (state BETWEEN 0 AND 3),
        due timestamptz NOT NULL,
        stability double precision NOT NULL,
        difficulty double precision NOT NULL,
        scheduled_days int NOT NULL,
        learning_steps int NOT NULL,
        reps int NOT NULL,
        lapses int NOT NULL,
        last_review timestamptz,
        PRIMARY KEY (user_id, card_id)
      )`);
    await q.query(`CREATE INDEX flash_card_states_due_idx ON flash_card_states (user_id, deck_id, due)`);

    await q.query(`
      CREATE TABLE flash_review_logs (
        id bigserial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        card_id int NOT NULL REFERENCES flash_cards(id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 4),
        previous_state smallint NOT NULL CHECK (previous_state BETWEEN 0 AND 3),
        scheduled_days int NOT NULL,
        elapsed_ms bigint NOT NULL,
        reviewed_at timestamptz NOT NULL
      )`);
    // The daily new-card count reads the caller's first reviews of the day.
    await q.query(`CREATE INDEX flash_review_logs_user_idx ON flash_review_logs (user_id, reviewed_at) WHERE previous_state = 0`);

    await q.query(`
      CREATE TABLE flash_quiz_assignments (
        id serial PRIMARY KEY,
        class_id int NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        deck_id int NOT NULL REFERENCES flash_decks(id) ON DELETE CASCADE,
        created_by int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL,
        days text[] NOT NULL,
        start_date date NOT NULL,
        weeks int NOT NULL,
        question_count int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX flash_quiz_assignments_class_idx ON flash_quiz_assignments (class_id, start_date)`);

    await q.query(`
      CREATE TABLE flash_quiz_results (
        assignment_id int NOT NULL REFERENCES flash_quiz_assignments(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        quiz_date date NOT NULL,
        score int NOT NULL,
        total int NOT NULL,
        answers int[] NOT NULL,
        key int[] NOT NULL,
        finished_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (assignment_id, user_id, quiz_date)
      )`);

    await q.query(`
      ALTER TABLE seed_registry DROP CONSTRAINT seed_registry_kind_check,
        ADD CONSTRAINT seed_registry_kind_check CHECK (kind IN ('user', 'passage', 'question', 'practice', 'adaptive-set', 'score-table', 'company', 'flash-deck'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM seed_registry WHERE kind = 'flash-deck'`);
    await q.query(`
      ALTER TABLE seed_registry DROP CONSTRAINT seed_registry_kind_check,
        ADD CONSTRAINT seed_registry_kind_check CHECK (kind IN ('user', 'passage', 'question', 'practice', 'adaptive-set', 'score-table', 'company'))`);
    for (const t of [
      'flash_quiz_results',
      'flash_quiz_assignments',
      'flash_review_logs',
      'flash_card_states',
      'flash_cards',
      'flash_deck_classes',
      'flash_decks',
    ]) {
      await q.query(`DROP TABLE ${t}`);
    }
  }
}
