import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Classes (issue 13). A class is owned by the teacher who created it (and belongs to their company then),
 * has co-teachers and students, and carries class tests, materials, meetings with attendance and lesson
 * logs. Class tests point at a test the way attempts do (one column per kind, exactly one set), and an
 * attempt started through a class test records it (attempts.class_exam_id), so results and the owner's
 * charge (ledger ref `class-exam:<id>:student:<id>:attempt:<n>`) follow from the attempt.
 * Attendance and lesson logs are facts (states, dates, minutes), since the tutoring back office will bill
 * and pay from them.
 */
export class Classes1764950000000 implements MigrationInterface {
  name = 'Classes1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE classes (
        id serial PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_id integer REFERENCES companies(id) ON DELETE SET NULL,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
        method text NOT NULL CHECK (method IN ('online', 'in_person')),
        start_date date,
        end_date date,
        schedule jsonb CHECK (schedule IS NULL OR jsonb_typeof(schedule) = 'object'),
        capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 500),
        requires_approval boolean NOT NULL DEFAULT false,
        default_target_type text CHECK (default_target_type IN ('practice', 'fullPractice', 'adaptive')),
        default_target_id integer,
        score_min integer CHECK (score_min BETWEEN 400 AND 1600),
        score_max integer CHECK (score_max BETWEEN 400 AND 1600),
        class_code text NOT NULL UNIQUE,
        teacher_code text NOT NULL UNIQUE,
        archived_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT classes_dates CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date),
        CONSTRAINT classes_score_range CHECK ((score_min IS NULL) = (score_max IS NULL) AND (score_min IS NULL OR score_min <= score_max)),
        CONSTRAINT classes_default_test CHECK ((default_target_type IS NULL) = (default_target_id IS NULL))
      )`);
    await q.query(`CREATE INDEX classes_owner_idx ON classes (owner_id, created_at DESC)`);
    await q.query(`CREATE INDEX classes_company_idx ON classes (company_id) WHERE company_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE class_teachers (
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (class_id, user_id)
      )`);
    await q.query(`CREATE INDEX class_teachers_user_idx ON class_teachers (user_id)`);

    await q.query(`
      CREATE TABLE class_students (
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('active', 'pending')),
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (class_id, user_id)
      )`);
    await q.query(`CREATE INDEX class_students_user_idx ON class_students (user_id, class_id)`);

    await q.query(`
      CREATE TABLE class_invitations (
        id serial PRIMARY KEY,
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        email text NOT NULL,
        token text NOT NULL UNIQUE,
        invited_by integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        accepted_at timestamptz,
        UNIQUE (class_id, email)
      )`);

    await q.query(`
      CREATE TABLE class_exams (
        id serial PRIMARY KEY,
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        target_type text NOT NULL CHECK (target_type IN ('practice', 'fullPractice', 'adaptive')),
        practice_id integer REFERENCES practices(id) ON DELETE RESTRICT,
        practice_set_id integer REFERENCES practice_sets(id) ON DELETE RESTRICT,
        adaptive_set_id integer REFERENCES adaptive_sets(id) ON DELETE RESTRICT,
        target_id integer GENERATED ALWAYS AS (COALESCE(practice_id, practice_set_id, adaptive_set_id)) STORED,
        opens_at timestamptz NOT NULL,
        due_at timestamptz NOT NULL,
        attempts_allowed integer NOT NULL CHECK (attempts_allowed BETWEEN 1 AND 5),
        all_students boolean NOT NULL,
        explanations_released_at timestamptz,
        created_by integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT class_exams_window CHECK (due_at > opens_at),
        CONSTRAINT class_exams_one_target CHECK (num_nonnulls(practice_id, practice_set_id, adaptive_set_id) = 1),
        CONSTRAINT class_exams_target_matches CHECK (
          (target_type = 'practice') = (practice_id IS NOT NULL) AND
          (target_type = 'fullPractice') = (practice_set_id IS NOT NULL) AND
          (target_type = 'adaptive') = (adaptive_set_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX class_exams_class_idx ON class_exams (class_id, due_at DESC)`);
    await q.query(`
      CREATE TABLE class_exam_students (
        class_exam_id integer NOT NULL REFERENCES class_exams(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        PRIMARY KEY (class_exam_id, user_id)
      )`);
    await q.query(`CREATE INDEX class_exam_students_user_idx ON class_exam_students (user_id)`);

    // The attempt records the class test it was started for (written by the attempts module only).
    await q.query(`ALTER TABLE attempts ADD COLUMN class_exam_id integer REFERENCES class_exams(id) ON DELETE RESTRICT`);
    await q.query(`CREATE INDEX attempts_class_exam_idx ON attempts (class_exam_id, user_id) WHERE class_exam_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE material_categories (
        id serial PRIMARY KEY,
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        UNIQUE (class_id, name)
      )`);
    await q.query(`
      CREATE TABLE class_units (
        id serial PRIMARY KEY,
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
        position integer NOT NULL CHECK (position >= 1)
      )`);
    await q.query(`CREATE INDEX class_units_class_idx ON class_units (class_id, position)`);
    await q.query(`
      CREATE TABLE class_lessons (
        id serial PRIMARY KEY,
        unit_id integer NOT NULL REFERENCES class_units(id) ON DELETE CASCADE,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
        position integer NOT NULL CHECK (position >= 1)
      )`);
    await q.query(`CREATE INDEX class_lessons_unit_idx ON class_lessons (unit_id, position)`);
    await q.query(`
      CREATE TABLE class_materials (
        id serial PRIMARY KEY,
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        category_id integer REFERENCES material_categories(id) ON DELETE SET NULL,
        lesson_id integer REFERENCES class_lessons(id) ON DELETE SET NULL,
        kind text NOT NULL CHECK (kind IN ('link', 'file')),
        url text CHECK (length(url) <= 2000),
        storage_key text,
        file_name text,
        file_size integer CHECK (file_size BETWEEN 1 AND ${20 * 1024 * 1024}),
        file_kind text CHECK (file_kind IN ('pdf', 'image', 'office', 'audio', 'video')),
        mime_type text,
        uploaded_by integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        uploaded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT class_materials_kind CHECK (
          (kind = 'link') = (url IS NOT NULL) AND
          (kind = 'file') = (storage_key IS NOT NULL AND file_name IS NOT NULL AND file_size IS NOT NULL AND file_kind IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX class_materials_class_idx ON class_materials (class_id, uploaded_at DESC)`);

    await q.query(`
      CREATE TABLE class_meetings (
        id serial PRIMARY KEY,
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        meeting_date date NOT NULL,
        duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 1 AND 600),
        topic text NOT NULL CHECK (length(topic) BETWEEN 1 AND 200),
        homework text NOT NULL DEFAULT '' CHECK (length(homework) <= 4000),
        notes text NOT NULL DEFAULT '' CHECK (length(notes) <= 4000),
        teacher_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX class_meetings_class_idx ON class_meetings (class_id, meeting_date DESC)`);
    await q.query(`
      CREATE TABLE class_attendance (
        meeting_id integer NOT NULL REFERENCES class_meetings(id) ON DELETE CASCADE,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        state text NOT NULL CHECK (state IN ('present', 'late', 'absent', 'excused')),
        PRIMARY KEY (meeting_id, student_id)
      )`);
    await q.query(`CREATE INDEX class_attendance_student_idx ON class_attendance (student_id)`);

    // A parent's opt-in weekly summary, per child; last_sent_at keeps the job from sending twice a week.
    await q.query(`
      CREATE TABLE parent_class_summaries (
        parent_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        enabled boolean NOT NULL DEFAULT true,
        last_sent_at timestamptz,
        PRIMARY KEY (parent_id, student_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE attempts DROP COLUMN class_exam_id`);
    for (const t of [
      'parent_class_summaries',
      'class_attendance',
      'class_meetings',
      'class_materials',
      'class_lessons',
      'class_units',
      'material_categories',
      'class_exam_students',
      'class_exams',
      'class_invitations',
      'class_students',
      'class_teachers',
      'classes',
    ])
      await q.query(`DROP TABLE ${t}`);
  }
}
