import { watchedPercent, type VideoChapterDto, type VideoLessonDetailDto, type VideoLessonSummaryDto } from '@app/shared';
import type { LessonRecord } from './video-classes.repository';
import type { LessonAccess } from './video-classes.service';

export function toLessonSummary(r: LessonRecord, a: LessonAccess): VideoLessonSummaryDto {
  const length = Math.max(r.progressDuration ?? 0, r.durationSeconds ?? 0);
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    access: r.access,
    course_id: r.courseId,
    course_title: r.courseTitle,
    class_id: r.classId,
    class_name: r.className,
    source_kind: r.sourceKind,
    duration_seconds: r.durationSeconds,
    chapter_count: r.chapterCount,
    locked: a.lock,
    editable: a.editable,
    progress:
      r.positionSeconds === null
        ? null
        : {
            position_seconds: r.positionSeconds,
            watched_percent: watchedPercent(r.furthestSeconds ?? 0, length),
            completed: r.completedAt !== null,
          },
    updated_at: r.updatedAt.toISOString(),
  };
}

export function toLessonDetail(r: LessonRecord, a: LessonAccess, chapters: VideoChapterDto[], playbackUrl: string | null): VideoLessonDetailDto {
  return {
    ...toLessonSummary(r, a),
    chapters,
    source_url: r.sourceUrl,
    file: a.editable && r.storageKey ? { name: r.fileName ?? '', size: Number(r.fileSize), mime: r.mimeType ?? '' } : null,
    playback: playbackUrl ? { kind: r.sourceKind, url: playbackUrl, mime: r.sourceKind === 'file' ? r.mimeType : null } : null,
  };
}
