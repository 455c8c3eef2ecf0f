import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Placement, tuition records and payments (issue 14; spec sections 3 "Tuition record", 4 and 9). Written only by
 * the tuition module (docs/tuition.md).
 *
 * - placements: which enrolled student went into which class, with the account that student uses. The seat
 *   itself is the classes module's class_students row (and the courses module's course_members row when the class
 *   belongs to a course session), taken under the class row's lock; a student is placed into a class once.
 * - tuition_records: one per enrollment, the figures an admin sets (original price, the typed discount and its
 *   comment) in one currency; the computed group/referral discount is the enrollment's, the totals are derived.
 * - tuition_payments: the deposit, balance and refund rows, each with method, currency, comment and screenshot.
 *   The composite foreign key (enrollment_id, currency) makes a payment in another currency than its record
 *   impossible, and a record's currency cannot change under its payments (ON UPDATE RESTRICT).
 * Money is integer minor units everywhere; sums are taken in the application over these rows.
 */
export class Tuition1765410000001 implements MigrationInterface {
  name = 'Tuition1765410000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE placements (
        id serial PRIMARY KEY,
        enrollment_id integer NOT NULL REFERENCES enrollments(id) ON DELETE CASCADE,
        enrollment_student_id integer NOT NULL REFERENCES enrollment_students(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        -- The course whose roster placing filled (the class serves one of its sessions), null when none was changed.
        course_id integer REFERENCES courses(id) ON DELETE SET NULL,
        account_created boolean NOT NULL DEFAULT false,
        -- Whether placing took the seat (false: the student already sat in the class); undoing frees only a seat it took.
        seat_taken boolean NOT NULL DEFAULT true,
        placed_by integer REFERENCES users(id) ON DELETE SET NULL,
        placed_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (enrollment_student_id, class_id)
      )`);
    await q.query(`CREATE INDEX placements_enrollment_idx ON placements (enrollment_id, placed_at)`);
    await q.query(`CREATE INDEX placements_class_idx ON placements (class_id)`);

    await q.query(`
      CREATE TABLE tuition_records (
        enrollment_id integer PRIMARY KEY REFERENCES enrollments(id) ON DELETE CASCADE,
        currency text NOT NULL CHECK (currency IN ('TWD', 'RMB', 'USD')),
        original_price integer NOT NULL CHECK (original_price BETWEEN 0 AND 1000000000),
        -- The enrollment's group and referral discount in this currency (spec section 9, never typed), taken when the
        -- record is saved: a submitted enrollment's answers no longer change.
        computed_discount integer NOT NULL DEFAULT 0 CHECK (computed_discount BETWEEN 0 AND 1000000000),
        computed_lines jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(computed_lines) = 'array'),
        discount integer NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 1000000000),
        discount_comment text NOT NULL DEFAULT '' CHECK (length(discount_comment) <= 1000),
        updated_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (enrollment_id, currency)
      )`);
    // The orders list: most recently changed first.
    await q.query(`CREATE INDEX tuition_records_updated_idx ON tuition_records (updated_at DESC, enrollment_id DESC)`);

    await q.query(`
      CREATE TABLE tuition_payments (
        id serial PRIMARY KEY,
        enrollment_id integer NOT NULL,
        currency text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('deposit', 'balance', 'refund')),
        method text NOT NULL CHECK (method IN ('bank_transfer', 'check', 'cash')),
        amount integer NOT NULL CHECK (amount BETWEEN 1 AND 1000000000),
        comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 1000),
        received_on date NOT NULL,
        screenshot_key text CHECK (screenshot_key ~ '^tuition/[0-9a-f]{32}\\.(png|jpg|gif|webp)$'),
        screenshot_mime text CHECK (screenshot_mime IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
        recorded_by integer REFERENCES users(id) ON DELETE SET NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (enrollment_id, currency) REFERENCES tuition_records (enrollment_id, currency) ON DELETE CASCADE ON UPDATE RESTRICT,
        CONSTRAINT tuition_payments_check_currency CHECK (method <> 'check' OR currency <> 'RMB'),
        CONSTRAINT tuition_payments_screenshot_pair CHECK ((screenshot_key IS NULL) = (screenshot_mime IS NULL))
      )`);
    await q.query(`CREATE INDEX tuition_payments_enrollment_idx ON tuition_payments (enrollment_id, received_on, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS tuition_payments, tuition_records, placements`);
  }
}
