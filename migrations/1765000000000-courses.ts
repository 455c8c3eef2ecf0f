import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Courses (issue 14, first slice): courses, join requests, course sessions with their meetings, and
 * private lessons. Written only by the courses module (docs/courses.md).
 *
 * - A meeting is a row (course_meetings), not something recomputed from the rule on each read: attendance,
 *   lesson logs, bills and pay of the next slices reference a meeting by id, and a calendar across courses
 *   is one indexed range query. Saving a session's rule keeps the rows of unchanged occurrences (their ids
 *   and cancellations), deletes the ones the rule no longer produces and adds the new ones.
 * - Enrollment forms, tuition and progress reports will reference courses(id) / course_sessions(id);
 *   course_members is the roster they place into.
 * - A teacher is never double-booked: private_lessons carries an exclusion constraint over the teacher and
 *   the lesson's time range (btree_gist gives GiST an equality operator class for integers), so two bookings
 *   racing for the same hour cannot both commit, whatever the code does.
 */
export class Courses1765000000000 implements MigrationInterface {
  name = 'Courses1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);

    await q.query(`
      CREATE TABLE courses (
        id serial PRIMARY KEY,
        type text NOT NULL CHECK (type IN ('group', 'private', 'mentoring', 'counselling', 'online')),
        owner_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        company_id integer REFERENCES companies(id) ON DELETE SET NULL,
        title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object'),
        description jsonb NOT NULL CHECK (jsonb_typeof(description) = 'object'),
        fee integer NOT NULL CHECK (fee >= 0),
        currency text NOT NULL CHECK (currency IN ('TWD', 'RMB', 'USD')),
        capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 500),
        active boolean NOT NULL DEFAULT true,
        start_date date,
        end_date date,
        join_code text NOT NULL UNIQUE,
        ended_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT courses_dates CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
      )`);
    await q.query(`CREATE INDEX courses_owner_idx ON courses (owner_id, created_at DESC)`);
    await q.query(`CREATE INDEX courses_company_idx ON courses (company_id, created_at DESC) WHERE company_id IS NOT NULL`);
    await q.query(`CREATE INDEX courses_open_idx ON courses (created_at DESC) WHERE active AND ended_at IS NULL`);

    // A student's join request and its answer; accepted rows are the course's roster.
    await q.query(`
      CREATE TABLE course_members (
        course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        response text NOT NULL CHECK (response IN ('no_reply', 'accepted', 'rejected')),
        requested_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz,
        answered_by integer REFERENCES users(id) ON DELETE SET NULL,
        PRIMARY KEY (course_id, user_id),
        CONSTRAINT course_members_answered CHECK ((response = 'no_reply') = (answered_at IS NULL))
      )`);
    await q.query(`CREATE INDEX course_members_user_idx ON course_members (user_id, requested_at DESC)`);

    await q.query(`
      CREATE TABLE course_sessions (
        id serial PRIMARY KEY,
        course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
        city text CHECK (length(city) <= 80),
        fee integer NOT NULL CHECK (fee >= 0),
        prepay boolean NOT NULL DEFAULT false,
        mode text NOT NULL CHECK (mode IN ('online', 'in_class')),
        start_date date NOT NULL,
        end_date date,
        time_from time NOT NULL,
        time_to time NOT NULL,
        time_zone text NOT NULL,
        repeat jsonb CHECK (repeat IS NULL OR jsonb_typeof(repeat) = 'object'),
        rrule text,
        target_type text CHECK (target_type IN ('practice', 'fullPractice', 'adaptive')),
        target_id integer,
        class_id integer REFERENCES classes(id) ON DELETE SET NULL,
        tags text[] NOT NULL DEFAULT '{}',
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT course_sessions_dates CHECK (end_date IS NULL OR end_date >= start_date),
        CONSTRAINT course_sessions_times CHECK (time_to > time_from),
        CONSTRAINT course_sessions_test CHECK ((target_type IS NULL) = (target_id IS NULL)),
        CONSTRAINT course_sessions_rule CHECK ((repeat IS NULL) = (rrule IS NULL))
      )`);
    await q.query(`CREATE INDEX course_sessions_course_idx ON course_sessions (course_id, start_date)`);

    await q.query(`
      CREATE TABLE course_meetings (
        id serial PRIMARY KEY,
        session_id integer NOT NULL REFERENCES course_sessions(id) ON DELETE CASCADE,
        course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        kind text NOT NULL CHECK (kind IN ('regular', 'makeup')),
        cancelled_at timestamptz,
        cancel_reason text CHECK (length(cancel_reason) <= 200),
        note text CHECK (length(note) <= 1000),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (session_id, starts_at),
        CONSTRAINT course_meetings_order CHECK (ends_at > starts_at),
        CONSTRAINT course_meetings_cancel CHECK ((cancelled_at IS NULL) = (cancel_reason IS NULL))
      )`);
    // The calendar reads a time range across the caller's courses; the state reads each course's first/last meeting.
    await q.query(`CREATE INDEX course_meetings_course_time_idx ON course_meetings (course_id, starts_at)`);
    await q.query(`CREATE INDEX course_meetings_time_idx ON course_meetings (starts_at)`);

    await q.query(`
      CREATE TABLE private_lessons (
        id serial PRIMARY KEY,
        teacher_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        course_id integer REFERENCES courses(id) ON DELETE SET NULL,
        mode text NOT NULL CHECK (mode IN ('online', 'in_class')),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        time_zone text NOT NULL,
        note text CHECK (length(note) <= 1000),
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        cancelled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT private_lessons_order CHECK (ends_at > starts_at),
        CONSTRAINT private_lessons_people CHECK (teacher_id <> student_id),
        CONSTRAINT private_lessons_teacher_free EXCLUDE USING gist (
          teacher_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&) WHERE (cancelled_at IS NULL)
      )`);
    await q.query(`CREATE INDEX private_lessons_student_idx ON private_lessons (student_id, starts_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS private_lessons, course_meetings, course_sessions, course_members, courses`);
  }
}
