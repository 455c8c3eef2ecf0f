import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Video classes (issue 16): lessons (an uploaded file, an HLS stream or a YouTube/Vimeo link) with their
 * chapters, who may watch them (free preview, pro, a course's accepted students, a class's members), and
 * each viewer's position and progress per lesson.
 */
export class VideoClasses1765470000000 implements MigrationInterface {
  name = 'VideoClasses1765470000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE video_lessons (
        id serial PRIMARY KEY,
        title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
        access text NOT NULL CHECK (access IN ('preview', 'pro', 'course', 'class')),
        course_id integer REFERENCES courses(id) ON DELETE CASCADE,
        class_id integer REFERENCES classes(id) ON DELETE CASCADE,
        source_kind text NOT NULL CHECK (source_kind IN ('file', 'hls', 'youtube', 'vimeo')),
        source_url text CHECK (length(source_url) <= 2000),
        storage_key text,
        file_name text,
        file_size bigint CHECK (file_size > 0),
        mime_type text,
        duration_seconds integer CHECK (duration_seconds BETWEEN 0 AND 43200),
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT video_lessons_course_of_access CHECK ((access = 'course') = (course_id IS NOT NULL)),
        CONSTRAINT video_lessons_class_of_access CHECK ((access = 'class') = (class_id IS NOT NULL)),
        CONSTRAINT video_lessons_url_of_source CHECK ((source_kind = 'file') = (source_url IS NULL)),
        CONSTRAINT video_lessons_file_of_source CHECK (source_kind = 'file' OR storage_key IS NULL),
        CONSTRAINT video_lessons_file_whole CHECK ((storage_key IS NULL) = (file_size IS NULL) AND (storage_key IS NULL) = (mime_type IS NULL))
      )`);
    await q.query(`CREATE INDEX video_lessons_course_idx ON video_lessons (course_id) WHERE course_id IS NOT NULL`);
    await q.query(`CREATE INDEX video_lessons_class_idx ON video_lessons (class_id) WHERE class_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE video_chapters (
        lesson_id integer NOT NULL REFERENCES video_lessons(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
        start_seconds integer NOT NULL CHECK (start_seconds BETWEEN 0 AND 43200),
        PRIMARY KEY (lesson_id, position),
        UNIQUE (lesson_id, start_seconds)
      )`);

    // furthest_seconds only grows (a save that arrives late cannot shrink it); completed_at is set once.
    await q.query(`
      CREATE TABLE video_progress (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        lesson_id integer NOT NULL REFERENCES video_lessons(id) ON DELETE CASCADE,
        position_seconds integer NOT NULL CHECK (position_seconds BETWEEN 0 AND 43200),
        furthest_seconds integer NOT NULL CHECK (furthest_seconds BETWEEN 0 AND 43200),
        duration_seconds integer NOT NULL CHECK (duration_seconds BETWEEN 0 AND 43200),
        completed_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, lesson_id)
      )`);
    await q.query(`CREATE INDEX video_progress_lesson_idx ON video_progress (lesson_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['video_progress', 'video_chapters', 'video_lessons']) await q.query(`DROP TABLE ${t}`);
  }
}
