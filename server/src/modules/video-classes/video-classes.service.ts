/**
 * Video lessons: who sees and who may watch each (free preview, pro, a course's accepted students, a
 * class's members), who edits (admins; teachers their classes' lessons), the uploaded file through the
 * storage port, and each viewer's position and progress.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { DataSource } from 'typeorm';
import {
  chapterProblems,
  ErrorCode,
  isPro,
  VIDEO_COMPLETE_PERCENT,
  videoEmbedUrl,
  videoLinkId,
  videoPath,
  videoSourceProblems,
  type VideoLessonInput,
  type VideoLock,
  type VideoProgressInput,
} from '@app/shared';
import type { AuthUser } from '../../auth/session-user';
import { isAdmin } from '../../core/access';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { videoRepository, type LessonRecord, type LessonWrite } from './video-classes.repository';
import { toLessonDetail, toLessonSummary } from './video-classes.mapper';
import { cleanFileName, detectVideo, readHead, type SpooledFile } from './video-file';
import { parseRange, signatureMatches, STREAM_LINK_SECONDS, streamSignature } from './video-stream';

/** What the viewer may do with a lesson: hidden (404), locked (and why), watch, edit. */
export interface LessonAccess {
  visible: boolean;
  lock: VideoLock;
  editable: boolean;
}

export function lessonAccess(rec: LessonRecord, viewer: AuthUser, now: Date): LessonAccess {
  if (isAdmin(viewer)) return { visible: true, lock: null, editable: true };
  switch (rec.access) {
    case 'preview':
      return { visible: true, lock: null, editable: false };
    case 'pro':
      return { visible: true, lock: isPro(viewer, now) ? null : 'pro', editable: false };
    case 'course':
      return { visible: true, lock: rec.inCourse ? null : 'course', editable: false };
    case 'class':
      return { visible: rec.inClass || rec.teachesClass, lock: null, editable: rec.teachesClass };
  }
}

export interface StreamAnswer {
  status: 200 | 206 | 416;
  size: number;
  mime: string;
  range?: { start: number; end: number };
  key: string;
}

export function videoService(ds: DataSource, clock: Clock, storage: FileStorage, secret: string) {
  const repo = videoRepository(ds);

  async function visible(viewer: AuthUser, id: number) {
    const rec = await repo.find(viewer.id, id);
    if (!rec) throw notFound();
    const access = lessonAccess(rec, viewer, clock.now());
    if (!access.visible) throw notFound();
    return { rec, access };
  }

  async function editable(viewer: AuthUser, id: number): Promise<LessonRecord> {
    const { rec, access } = await visible(viewer, id);
    if (!access.editable) throw forbidden();
    return rec;
  }

  function playbackUrl(rec: LessonRecord, viewerId: number): string | null {
    switch (rec.sourceKind) {
      case 'file': {
        if (!rec.storageKey) return null;
        const expires = Math.floor(clock.now().getTime() / 1000) + STREAM_LINK_SECONDS;
        const sig = streamSignature(secret, rec.id, viewerId, expires);
        return `/api${videoPath('stream', { lessonId: rec.id })}?viewer=${viewerId}&expires=${expires}&sig=${sig}`;
      }
      case 'hls':
        return rec.sourceUrl;
      case 'youtube':
      case 'vimeo': {
        const linkId = rec.sourceUrl ? videoLinkId(rec.sourceKind, rec.sourceUrl) : null;
        return linkId ? videoEmbedUrl(rec.sourceKind, linkId) : null;
      }
    }
  }

  async function detail(viewer: AuthUser, id: number) {
    const { rec, access } = await visible(viewer, id);
    const chapters = await repo.chapters(id);
    const url = access.lock ? null : playbackUrl(rec, viewer.id);
    return toLessonDetail(rec, access, chapters, url);
  }

  /** The fields as stored, after every cross-field rule (one 422 naming each broken field). */
  async function toWrite(viewer: AuthUser, input: VideoLessonInput): Promise<LessonWrite> {
    const admin = isAdmin(viewer);
    const problems: Record<string, string> = {
      ...videoSourceProblems(input.source_kind, input.source_url),
      ...chapterProblems(input.chapters ?? [], input.duration_seconds),
    };
    // Teachers publish to their own classes only; the other kinds of access are the admins'.
    if (!admin && input.access !== 'class') problems.access = 'videoApi.validation.teacherAccess';
    if (input.access === 'course') {
      if (input.course_id == null) problems.course_id = 'validation.required';
      else if (!(await repo.courseExists(input.course_id))) problems.course_id = 'videoApi.validation.course';
    } else if (input.course_id != null) problems.course_id = 'videoApi.validation.notCourse';
    if (input.access === 'class') {
      if (input.class_id == null) problems.class_id = 'validation.required';
      else if (!(await repo.classUsable(viewer.id, input.class_id, admin))) problems.class_id = 'videoApi.validation.class';
    } else if (input.class_id != null) problems.class_id = 'videoApi.validation.notClass';
    if (Object.keys(problems).length > 0) throw fieldError(problems);
    return {
      title: input.title,
      description: input.description ?? '',
      access: input.access,
      courseId: input.access === 'course' ? input.course_id! : null,
      classId: input.access === 'class' ? input.class_id! : null,
      sourceKind: input.source_kind,
      sourceUrl: input.source_kind === 'file' ? null : input.source_url!,
      durationSeconds: input.duration_seconds ?? null,
    };
  }

  const dropFile = async (key: string | null | undefined) => {
    if (key) await storage.remove(key);
  };

  return {
    async list(viewer: AuthUser) {
      const now = clock.now();
      const rows = await repo.list(viewer.id, isAdmin(viewer));
      return rows.flatMap((r) => {
        const access = lessonAccess(r, viewer, now);
        return access.visible ? [toLessonSummary(r, access)] : [];
      });
    },

    detail,

    async create(viewer: AuthUser, input: VideoLessonInput) {
      const w = await toWrite(viewer, input);
      const id = await ds.transaction(async (m) => {
        const r = videoRepository(m);
        const newId = await r.insert(w, viewer.id);
        await r.setChapters(newId, input.chapters ?? []);
        return newId;
      });
      return detail(viewer, id);
    },

    async update(viewer: AuthUser, id: number, input: VideoLessonInput) {
      await editable(viewer, id);
      const w = await toWrite(viewer, input);
      const dropped = await ds.transaction(async (m) => {
        const r = videoRepository(m);
        const old = await r.update(id, w);
        await r.setChapters(id, input.chapters ?? []);
        return old;
      });
      await dropFile(dropped);
      return detail(viewer, id);
    },

    async remove(viewer: AuthUser, id: number): Promise<void> {
      await editable(viewer, id);
      await dropFile(await repo.remove(id));
    },

    /** Stores the uploaded video (checked by its bytes) as the lesson's file, replacing an earlier one. */
    async upload(viewer: AuthUser, id: number, file: SpooledFile | undefined) {
      try {
        const rec = await editable(viewer, id);
        if (!file) throw fieldError({ file: 'validation.required' });
        if (rec.sourceKind !== 'file') throw fieldError({ file: 'videoApi.validation.notFileLesson' });
        const mime = detectVideo(await readHead(file.path));
        if (!mime) throw fieldError({ file: 'videoApi.validation.fileType' });
        const key = `videos/${id}/${crypto.randomUUID()}`;
        await storage.putFile(key, file.path);
        const old = await repo.setFile(id, { key, name: cleanFileName(file.originalname), size: file.size, mime });
        // Deleted or switched to a link meanwhile: the new file has no lesson to belong to.
        if (old === undefined) {
          await storage.remove(key);
          throw notFound();
        }
        await dropFile(old);
        return detail(viewer, id);
      } finally {
        if (file) await fs.rm(file.path, { force: true });
      }
    },

    /** The range of the lesson's file a signed link asks for (the link is the access check: see video-stream.ts). */
    async stream(id: number, q: { viewer: number; expires: number; sig: string }, rangeHeader: string | undefined): Promise<StreamAnswer> {
      if (q.expires * 1000 < clock.now().getTime()) throw new AppError(ErrorCode.FORBIDDEN, 'videoApi.error.linkExpired');
      if (!signatureMatches(secret, id, q.viewer, q.expires, q.sig)) throw forbidden();
      const rec = await repo.find(q.viewer, id);
      if (!rec?.storageKey || !rec.mimeType) throw notFound();
      const size = await storage.size(rec.storageKey);
      if (size === null) throw notFound();
      const range = parseRange(rangeHeader, size);
      if (range === 'unsatisfiable') return { status: 416, size, mime: rec.mimeType, key: rec.storageKey };
      if (range === 'whole') return { status: 200, size, mime: rec.mimeType, key: rec.storageKey };
      return { status: 206, size, mime: rec.mimeType, range, key: rec.storageKey };
    },

    openStream: (key: string, start: number, end: number) => storage.stream(key, start, end),

    /** Saves where the viewer is; only a lesson they may watch. */
    async saveProgress(viewer: AuthUser, id: number, p: VideoProgressInput) {
      const { access } = await visible(viewer, id);
      if (access.lock) throw forbidden();
      if (p.position_seconds > p.duration_seconds) throw fieldError({ position_seconds: 'videoApi.validation.positionPastEnd' });
      await repo.saveProgress(viewer.id, id, p.position_seconds, p.duration_seconds, VIDEO_COMPLETE_PERCENT);
      const { rec } = await visible(viewer, id);
      return toLessonSummary(rec, access).progress;
    },
  };
}
export type VideoService = ReturnType<typeof videoService>;
