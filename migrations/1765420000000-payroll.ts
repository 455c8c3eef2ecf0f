import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14, the teacher's side of the back office: lesson logs with attendance for private lessons, teachers'
 * billing details and hourly rates, and progress reports (docs/payroll.md).
 *
 * - private_lesson_logs: one log per private lesson (the student's attendance, topic, homework, notes), written by
 *   the courses module like private_lessons. Its minutes are the lesson's own times: nothing to re-type.
 * - teacher_billing: the ID number (and the payment account) are stored encrypted (AES-256-GCM, key from
 *   PAYROLL_ENCRYPTION_KEY, the teacher's id as associated data so a value copied onto another row fails to open);
 *   only the last four characters are kept in clear, for the masked display.
 * - teacher_pay_rates: a rate holds from its month on, so a past month's payslip stays what it was when the rate
 *   changes later.
 * - The teacher profile's free-form billing JSON (accounts migration) could hold an ID number in clear. The profile no
 *   longer takes one, and the ones stored are removed here: an ID number at rest must be encrypted, and SQL cannot
 *   encrypt under a key only the application holds. The teacher enters it again on the billing page.
 * - progress_reports: the teacher's comment and a snapshot of what the PDF showed (attendance, scores), so the
 *   report a parent received can be rendered again as it was.
 */
export class Payroll1765420000000 implements MigrationInterface {
  name = 'Payroll1765420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE private_lesson_logs (
        lesson_id integer PRIMARY KEY REFERENCES private_lessons(id) ON DELETE CASCADE,
        state text NOT NULL CHECK (state IN ('present', 'late', 'absent', 'excused')),
        topic text NOT NULL CHECK (length(topic) BETWEEN 1 AND 200),
        homework text NOT NULL DEFAULT '' CHECK (length(homework) <= 4000),
        notes text NOT NULL DEFAULT '' CHECK (length(notes) <= 4000),
        logged_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Salary reads a teacher's lessons and class meetings of one month.
    await q.query(`CREATE INDEX private_lessons_teacher_start_idx ON private_lessons (teacher_id, starts_at)`);
    await q.query(`CREATE INDEX class_meetings_teacher_date_idx ON class_meetings (teacher_id, meeting_date)`);

    await q.query(`
      CREATE TABLE teacher_billing (
        teacher_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        official_name text NOT NULL CHECK (length(official_name) BETWEEN 1 AND 120),
        id_number_enc text NOT NULL CHECK (id_number_enc LIKE 'v1.%'),
        id_number_tail text NOT NULL CHECK (length(id_number_tail) BETWEEN 1 AND 4),
        birth_date date NOT NULL,
        mailing_address text NOT NULL CHECK (length(mailing_address) BETWEEN 1 AND 500),
        payment_method text NOT NULL CHECK (payment_method IN ('us_check', 'taiwan_bank', 'wechat', 'alipay')),
        payment_account_enc text CHECK (payment_account_enc LIKE 'v1.%'),
        payment_account_tail text CHECK (length(payment_account_tail) BETWEEN 1 AND 4),
        updated_by integer REFERENCES users(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT teacher_billing_account CHECK ((payment_account_enc IS NULL) = (payment_account_tail IS NULL))
      )`);

    await q.query(`
      CREATE TABLE teacher_pay_rates (
        teacher_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        effective_month date NOT NULL CHECK (extract(day FROM effective_month) = 1),
        hourly_rate integer NOT NULL CHECK (hourly_rate BETWEEN 0 AND 100000000),
        currency text NOT NULL CHECK (currency IN ('TWD', 'RMB', 'USD')),
        set_by integer REFERENCES users(id) ON DELETE SET NULL,
        set_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (teacher_id, effective_month)
      )`);

    await q.query(`
      CREATE TABLE progress_reports (
        id serial PRIMARY KEY,
        course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        author_id integer REFERENCES users(id) ON DELETE SET NULL,
        comment text NOT NULL CHECK (length(comment) BETWEEN 1 AND 4000),
        snapshot jsonb NOT NULL CHECK (jsonb_typeof(snapshot) = 'object'),
        sent_to integer[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX progress_reports_course_student_idx ON progress_reports (course_id, student_id, created_at DESC)`);

    await q.query(`UPDATE teacher_profiles SET billing = billing - 'id_number' WHERE billing ? 'id_number'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS progress_reports, teacher_pay_rates, teacher_billing, private_lesson_logs`);
    await q.query(`DROP INDEX IF EXISTS class_meetings_teacher_date_idx`);
    await q.query(`DROP INDEX IF EXISTS private_lessons_teacher_start_idx`);
  }
}
