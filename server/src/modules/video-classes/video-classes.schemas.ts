/** The OpenAPI component schemas of the video-classes contract (@app/shared's video-classes.ts). */
import { VIDEO_ACCESS, VIDEO_LIMITS as L, VIDEO_SOURCES } from '@app/shared';
import { arr, bool, int, obj, oneOfStr, ref, str, type Schema } from '../../lib/openapi';

const nullableInt = (): Schema => ({ type: 'integer', nullable: true });
const seconds = (): Schema => int({ minimum: 0, maximum: L.secondsMax });
const localized = obj({ 'en-US': str(), 'zh-CN': str(), 'zh-TW': str() });

const chapter = obj({ title: str({ maxLength: L.chapterTitleMax }), start_seconds: seconds() }, ['title', 'start_seconds']);
const progress = obj({ position_seconds: seconds(), watched_percent: int({ minimum: 0, maximum: 100 }), completed: bool() });

const summary = {
  id: int(),
  title: str(),
  description: str(),
  access: oneOfStr(VIDEO_ACCESS),
  course_id: nullableInt(),
  course_title: { ...localized, nullable: true },
  class_id: nullableInt(),
  class_name: str({ nullable: true }),
  source_kind: oneOfStr(VIDEO_SOURCES),
  duration_seconds: nullableInt(),
  chapter_count: int(),
  locked: str({ enum: ['pro', 'course'], nullable: true }),
  editable: bool(),
  progress: { ...progress, nullable: true },
  updated_at: str({ format: 'date-time' }),
};

export const VIDEO_SCHEMAS: Record<string, Schema> = {
  VideoChapter: chapter,
  VideoProgress: progress,
  VideoLessonSummary: obj(summary),
  VideoLessonDetail: obj({
    ...summary,
    chapters: arr(ref('VideoChapter')),
    source_url: str({ nullable: true }),
    file: { ...obj({ name: str(), size: int(), mime: str() }), nullable: true },
    playback: { ...obj({ kind: oneOfStr(VIDEO_SOURCES), url: str(), mime: str({ nullable: true }) }), nullable: true },
  }),
  VideoLessonInput: obj(
    {
      title: str({ maxLength: L.titleMax }),
      description: str({ maxLength: L.descriptionMax }),
      access: oneOfStr(VIDEO_ACCESS),
      course_id: nullableInt(),
      class_id: nullableInt(),
      source_kind: oneOfStr(VIDEO_SOURCES),
      source_url: str({ maxLength: L.urlMax, nullable: true }),
      duration_seconds: { ...int({ minimum: 1, maximum: L.secondsMax }), nullable: true },
      chapters: arr(ref('VideoChapter')),
    },
    ['title', 'access', 'source_kind'],
  ),
  VideoProgressInput: obj({ position_seconds: seconds(), duration_seconds: int({ minimum: 1, maximum: L.secondsMax }) }, [
    'position_seconds',
    'duration_seconds',
  ]),
};
