/**
 * Video classes (issue 16; spec section 2: /video-classes, /video-classes/detail): the contract between the
 * server's video-classes module and the client's video-classes feature (docs/video-classes.md). A lesson
 * plays an uploaded file (served with HTTP range requests), an HLS stream, or a YouTube or Vimeo video;
 * chapters are named points in it; each student's position and progress are kept per lesson.
 */

import type { LocalizedText } from './courses';

// ---------------------------------------------------------------------------------------------------------
// Enumerations and bounds
// ---------------------------------------------------------------------------------------------------------

/**
 * Who may watch: `preview` every logged-in user (the free preview), `pro` pro members, `course` the students
 * accepted in the lesson's course, `class` the members of the lesson's class (a teacher's class video).
 * Admins, and the teachers of a class lesson, always may.
 */
export const VIDEO_ACCESS = ['preview', 'pro', 'course', 'class'] as const;
export type VideoAccess = (typeof VIDEO_ACCESS)[number];

/** Where the video comes from: an uploaded file, an HLS playlist URL, a YouTube or a Vimeo link. */
export const VIDEO_SOURCES = ['file', 'hls', 'youtube', 'vimeo'] as const;
export type VideoSourceKind = (typeof VIDEO_SOURCES)[number];

export const VIDEO_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  urlMax: 2000,
  chaptersMax: 100,
  chapterTitleMax: 200,
  /** A lesson is at most 12 hours long (chapter starts and positions are bounded by it). */
  secondsMax: 12 * 3600,
  /**
   * An uploaded video: 500 MB, room for an hour of 720p lecture video. Longer or larger lessons belong on
   * an HLS server or a video host, which is what the other sources are for.
   */
  fileMaxBytes: 500 * 1024 * 1024,
} as const;

/** A lesson counts as completed once this share of it has been watched (Khan Academy's rule is similar). */
export const VIDEO_COMPLETE_PERCENT = 90;
/** The player saves the position at most this often while playing (and on pause, seek end, leaving). */
export const VIDEO_SAVE_INTERVAL_MS = 10_000;
/** The multipart field of a video upload. */
export const VIDEO_FILE_FIELD = 'file';

// ---------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------

export const VIDEO_ROUTES = {
  lessons: '/video-lessons', // GET logged-in: the lessons the caller sees; POST admins, teachers (their class)
  lesson: '/video-lessons/:lessonId', // GET a lesson to watch (403 locked); PUT edit; DELETE
  lessonFile: '/video-lessons/:lessonId/file', // PUT multipart `file`: the uploaded video of a `file` lesson
  stream: '/video-lessons/:lessonId/stream', // GET (signed URL, no bearer): the file, with Range support
  progress: '/video-lessons/:lessonId/progress', // PUT the caller's position
} as const;
export type VideoRouteName = keyof typeof VIDEO_ROUTES;

export function videoPath(name: VideoRouteName, params: Record<string, string | number> = {}): string {
  return VIDEO_ROUTES[name].replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`videoPath(${name}): missing ${key}`);
    return encodeURIComponent(String(v));
  });
}

// ---------------------------------------------------------------------------------------------------------
// Bodies and answers
// ---------------------------------------------------------------------------------------------------------

export interface VideoChapterDto {
  title: string;
  start_seconds: number;
}

export interface VideoProgressDto {
  position_seconds: number;
  /** 0-100: the furthest point reached over the lesson's length. */
  watched_percent: number;
  completed: boolean;
}

/** Why a lesson is locked for the caller, or null when they may watch it. */
export type VideoLock = 'pro' | 'course' | null;

export interface VideoLessonSummaryDto {
  id: number;
  title: string;
  description: string;
  access: VideoAccess;
  course_id: number | null;
  course_title: LocalizedText | null;
  class_id: number | null;
  class_name: string | null;
  source_kind: VideoSourceKind;
  duration_seconds: number | null;
  chapter_count: number;
  locked: VideoLock;
  /** The caller may edit it (admins; the teachers of a class lesson). */
  editable: boolean;
  progress: VideoProgressDto | null;
  updated_at: string;
}

/** What the player needs: `url` is a signed stream URL for a file, the playlist for HLS, the embed for links. */
export interface VideoPlaybackDto {
  kind: VideoSourceKind;
  url: string;
  /** The uploaded file's type (video/webm, video/mp4, ...); null for the other sources. */
  mime: string | null;
}

export interface VideoLessonDetailDto extends VideoLessonSummaryDto {
  chapters: VideoChapterDto[];
  /** The link as the author typed it (HLS, YouTube, Vimeo); null for a file lesson. */
  source_url: string | null;
  /** The uploaded file, for editors; null before the upload. */
  file: { name: string; size: number; mime: string } | null;
  /** Null when a file lesson has no file yet. */
  playback: VideoPlaybackDto | null;
}

export interface VideoLessonInput {
  title: string;
  description?: string;
  access: VideoAccess;
  /** Required for `course` access, refused otherwise. */
  course_id?: number | null;
  /** Required for `class` access, refused otherwise. */
  class_id?: number | null;
  source_kind: VideoSourceKind;
  /** Required for hls, youtube and vimeo; refused for file. */
  source_url?: string | null;
  duration_seconds?: number | null;
  chapters?: VideoChapterDto[];
}

export interface VideoProgressInput {
  position_seconds: number;
  /** The length the player reports (a file's metadata, the embed's API). */
  duration_seconds: number;
}

// ---------------------------------------------------------------------------------------------------------
// Rules both sides run
// ---------------------------------------------------------------------------------------------------------

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of a YouTube or Vimeo link, or null when the link is not one: youtube.com/watch?v=ID,
 * youtu.be/ID, youtube.com/embed/ID, youtube.com/shorts/ID; vimeo.com/123, player.vimeo.com/video/123.
 */
export function videoLinkId(kind: 'youtube' | 'vimeo', link: string): string | null {
  let u: URL;
  try {
    u = new URL(link);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.toLowerCase().replace(/^www\.|^m\./, '');
  const parts = u.pathname.split('/').filter(Boolean);
  if (kind === 'youtube') {
    let id: string | null = null;
    if (host === 'youtu.be') id = parts[0] ?? null;
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      if (parts[0] === 'watch') id = u.searchParams.get('v');
      else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') id = parts[1] ?? null;
    }
    return id && YOUTUBE_ID.test(id) ? id : null;
  }
  let id: string | null = null;
  if (host === 'vimeo.com') id = parts.find((p) => /^\d+$/.test(p)) ?? null;
  else if (host === 'player.vimeo.com' && parts[0] === 'video') id = parts[1] ?? null;
  return id && /^\d{1,12}$/.test(id) ? id : null;
}

/** The privacy-enhanced embed: youtube-nocookie.com, and Vimeo with do-not-track. */
export function videoEmbedUrl(kind: 'youtube' | 'vimeo', id: string): string {
  return kind === 'youtube' ? `https://www.youtube-nocookie.com/embed/${id}` : `https://player.vimeo.com/video/${id}?dnt=1`;
}

/** An HLS playlist link: http(s) and a path ending in .m3u8. */
export function isHlsUrl(link: string): boolean {
  try {
    const u = new URL(link);
    return (u.protocol === 'https:' || u.protocol === 'http:') && /\.m3u8$/i.test(u.pathname);
  } catch {
    return false;
  }
}

/** Field -> message id of each source problem (the link fits its kind). */
export function videoSourceProblems(kind: VideoSourceKind, url: string | null | undefined): Record<string, string> {
  if (kind === 'file') return url ? { source_url: 'validation.video.source_url.file' } : {};
  if (!url) return { source_url: 'validation.video.source_url.required' };
  if (kind === 'hls') return isHlsUrl(url) ? {} : { source_url: 'validation.video.source_url.hls' };
  return videoLinkId(kind, url) ? {} : { source_url: `validation.video.source_url.${kind}` };
}

/** Chapters start inside the lesson, in increasing order, the first at 0. */
export function chapterProblems(chapters: VideoChapterDto[], durationSeconds: number | null | undefined): Record<string, string> {
  if (chapters.length === 0) return {};
  if (chapters[0].start_seconds !== 0) return { chapters: 'validation.video.chapters.first' };
  for (let i = 1; i < chapters.length; i++)
    if (chapters[i].start_seconds <= chapters[i - 1].start_seconds) return { chapters: 'validation.video.chapters.order' };
  if (durationSeconds != null && chapters[chapters.length - 1].start_seconds >= durationSeconds)
    return { chapters: 'validation.video.chapters.duration' };
  return {};
}

/** Watched share from the furthest point and the length, 0-100. */
export function watchedPercent(furthestSeconds: number, durationSeconds: number): number {
  if (durationSeconds <= 0) return 0;
  return Math.min(100, Math.round((furthestSeconds * 100) / durationSeconds));
}

/** The chapter playing at `seconds` (index), or -1 before any. */
export function chapterAt(chapters: VideoChapterDto[], seconds: number): number {
  let at = -1;
  chapters.forEach((c, i) => {
    if (c.start_seconds <= seconds) at = i;
  });
  return at;
}
