/** SQL of the video_lessons, video_chapters and video_progress tables (this module is their one writer). */
import type { DataSource, EntityManager } from 'typeorm';
import type { LocalizedText, VideoAccess, VideoChapterDto, VideoSourceKind } from '@app/shared';
import { acceptedCoursesSql, studentClassesSql, taughtClassesSql } from '../../core/access';
import { queryRows, replaceChildren } from '../../lib/sql';

type Db = DataSource | EntityManager;

export interface LessonWrite {
  title: string;
  description: string;
  access: VideoAccess;
  courseId: number | null;
  classId: number | null;
  sourceKind: VideoSourceKind;
  sourceUrl: string | null;
  durationSeconds: number | null;
}

export interface LessonRecord extends LessonWrite {
  id: number;
  courseTitle: LocalizedText | null;
  className: string | null;
  storageKey: string | null;
  fileName: string | null;
  fileSize: string | null;
  mimeType: string | null;
  createdBy: number | null;
  chapterCount: number;
  updatedAt: Date;
  /** The viewer's relation to it, from the query (see ACCESS_COLUMNS). */
  inCourse: boolean;
  inClass: boolean;
  teachesClass: boolean;
  positionSeconds: number | null;
  furthestSeconds: number | null;
  progressDuration: number | null;
  completedAt: Date | null;
}

/** $1 is the viewer's id in every query below. */
const COLUMNS = `l.id, l.title, l.description, l.access, l.course_id AS "courseId", l.class_id AS "classId",
       l.source_kind AS "sourceKind", l.source_url AS "sourceUrl", l.duration_seconds AS "durationSeconds",
       l.storage_key AS "storageKey", l.file_name AS "fileName", l.file_size::text AS "fileSize", l.mime_type AS "mimeType",
       l.created_by AS "createdBy", l.updated_at AS "updatedAt", co.title AS "courseTitle", cl.name AS "className",
       (SELECT count(*)::int FROM video_chapters vc WHERE vc.lesson_id = l.id) AS "chapterCount",
       (l.course_id IS NOT NULL AND l.course_id IN (${acceptedCoursesSql('$1')})) AS "inCourse",
       (l.class_id IS NOT NULL AND l.class_id IN (${studentClassesSql('$1')})) AS "inClass",
       (l.class_id IS NOT NULL AND l.class_id IN (${taughtClassesSql('$1')})) AS "teachesClass",
       p.position_seconds AS "positionSeconds", p.furthest_seconds AS "furthestSeconds",
       p.duration_seconds AS "progressDuration", p.completed_at AS "completedAt"`;

const FROM = `video_lessons l
  LEFT JOIN courses co ON co.id = l.course_id
  LEFT JOIN classes cl ON cl.id = l.class_id
  LEFT JOIN video_progress p ON p.lesson_id = l.id AND p.user_id = $1`;

export function videoRepository(db: Db) {
  return {
    /** Every lesson but class lessons of classes the viewer is not in (unless `all`: admins). */
    list(viewerId: number, all: boolean): Promise<LessonRecord[]> {
      const where = all ? 'true' : `(l.class_id IS NULL OR l.class_id IN (${studentClassesSql('$1')}) OR l.class_id IN (${taughtClassesSql('$1')}))`;
      return queryRows<LessonRecord>(db, `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY l.created_at, l.id`, [viewerId]);
    },

    async find(viewerId: number, id: number): Promise<LessonRecord | null> {
      const rows = await queryRows<LessonRecord>(db, `SELECT ${COLUMNS} FROM ${FROM} WHERE l.id = $2`, [viewerId, id]);
      return rows[0] ?? null;
    },

    chapters(id: number): Promise<VideoChapterDto[]> {
      return queryRows<VideoChapterDto>(db, `SELECT title, start_seconds FROM video_chapters WHERE lesson_id = $1 ORDER BY position`, [id]);
    },

    /** Whether the course exists (admins attach lessons to any course). */
    async courseExists(id: number): Promise<boolean> {
      return (await queryRows(db, `SELECT 1 FROM courses WHERE id = $1`, [id])).length > 0;
    },

    /** Whether the user teaches the class (admins: whether it exists). */
    async classUsable(userId: number, classId: number, admin: boolean): Promise<boolean> {
      const sql = admin
        ? `SELECT 1 FROM classes WHERE id = $2 AND $1::int IS NOT NULL`
        : `SELECT 1 FROM (${taughtClassesSql('$1')}) t(id) WHERE t.id = $2`;
      return (await queryRows(db, sql, [userId, classId])).length > 0;
    },

    async insert(w: LessonWrite, createdBy: number): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO video_lessons (title, description, access, course_id, class_id, source_kind, source_url, duration_seconds, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [w.title, w.description, w.access, w.courseId, w.classId, w.sourceKind, w.sourceUrl, w.durationSeconds, createdBy],
      );
      return rows[0].id;
    },

    /** Replaces the lesson's fields; a source that is no longer `file` drops the file (returned for removal). */
    async update(id: number, w: LessonWrite): Promise<string | null> {
      const rows = await queryRows<{ oldKey: string | null }>(
        db,
        `UPDATE video_lessons l SET title = $2, description = $3, access = $4, course_id = $5, class_id = $6, source_kind = $7,
                source_url = $8, duration_seconds = $9, updated_at = now(),
                storage_key = CASE WHEN $7 = 'file' THEN l.storage_key END,
                file_name = CASE WHEN $7 = 'file' THEN l.file_name END,
                file_size = CASE WHEN $7 = 'file' THEN l.file_size END,
                mime_type = CASE WHEN $7 = 'file' THEN l.mime_type END
           FROM (SELECT id, storage_key FROM video_lessons WHERE id = $1 FOR UPDATE) old
          WHERE l.id = old.id
          RETURNING CASE WHEN $7 = 'file' THEN NULL ELSE old.storage_key END AS "oldKey"`,
        [id, w.title, w.description, w.access, w.courseId, w.classId, w.sourceKind, w.sourceUrl, w.durationSeconds],
      );
      return rows[0]?.oldKey ?? null;
    },

    async setChapters(id: number, chapters: VideoChapterDto[]): Promise<void> {
      await replaceChildren(db, 'video_chapters', 'lesson_id', id, {
        position: ['int', chapters.map((_, i) => i + 1)],
        title: ['text', chapters.map((c) => c.title)],
        start_seconds: ['int', chapters.map((c) => c.start_seconds)],
      });
    },

    /** Sets the lesson's file; answers the key it replaces (to remove), or undefined when the lesson is gone. */
    async setFile(id: number, f: { key: string; name: string; size: number; mime: string }): Promise<string | null | undefined> {
      const rows = await queryRows<{ oldKey: string | null }>(
        db,
        `UPDATE video_lessons l SET storage_key = $2, file_name = $3, file_size = $4, mime_type = $5, updated_at = now()
           FROM (SELECT id, storage_key FROM video_lessons WHERE id = $1 AND source_kind = 'file' FOR UPDATE) old
          WHERE l.id = old.id
          RETURNING old.storage_key AS "oldKey"`,
        [id, f.key, f.name, f.size, f.mime],
      );
      return rows.length ? rows[0].oldKey : undefined;
    },

    async remove(id: number): Promise<string | null> {
      const rows = await queryRows<{ key: string | null }>(db, `DELETE FROM video_lessons WHERE id = $1 RETURNING storage_key AS key`, [id]);
      return rows[0]?.key ?? null;
    },

    /**
     * Saves a position: the furthest point only grows, the length is the largest reported, and completion
     * is stamped once when the furthest point reaches `completeAt` percent.
     */
    async saveProgress(userId: number, lessonId: number, position: number, duration: number, completeAt: number): Promise<void> {
      await db.query(
        `INSERT INTO video_progress AS p (user_id, lesson_id, position_seconds, furthest_seconds, duration_seconds, completed_at)
         VALUES ($1, $2, $3::int, $3::int, $4::int, CASE WHEN $3::int * 100 >= $4::int * $5::int THEN now() END)
         ON CONFLICT (user_id, lesson_id) DO UPDATE SET
           position_seconds = EXCLUDED.position_seconds,
           furthest_seconds = GREATEST(p.furthest_seconds, EXCLUDED.furthest_seconds),
           duration_seconds = GREATEST(p.duration_seconds, EXCLUDED.duration_seconds),
           completed_at = COALESCE(p.completed_at,
             CASE WHEN GREATEST(p.furthest_seconds, EXCLUDED.furthest_seconds) * 100
                       >= GREATEST(p.duration_seconds, EXCLUDED.duration_seconds) * $5::int THEN now() END),
           updated_at = now()`,
        [userId, lessonId, position, duration, completeAt],
      );
    },
  };
}
