/** Every video-classes route as one row of the route table (lib/route-table.ts), paths from @app/shared's VIDEO_ROUTES. */
import type { Request } from 'express';
import { Role, VIDEO_LIMITS, VIDEO_ROUTES, type VideoLessonInput, type VideoProgressInput, type VideoRouteName } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { arr, int, obj, ref, str } from '../../lib/openapi';
import { handle, routeTable, type RouteRow } from '../../lib/route-table';
import { input } from '../../lib/validate';
import type { VideoService } from './video-classes.service';
import { videoUpload, type SpooledFile } from './video-file';
import * as rules from './video-classes.validators';

export const videoRouteTable = routeTable(VIDEO_ROUTES);
type Row = RouteRow<VideoRouteName>;

/** Who edits lessons: admins (any lesson), teachers (their classes' lessons; the service checks which). */
const EDITORS = [Role.Admin, Role.Teacher];
const lessonId = (req: Request) => input<{ lessonId: number }>(req).lessonId;
const lessonBody = (req: Request) => {
  const { lessonId: _id, ...body } = input<VideoLessonInput & { lessonId?: number }>(req);
  return body;
};

export function videoRoutes(s: VideoService, maxBytes: number): Row[] {
  const me = currentUser;
  return [
    {
      name: 'lessons',
      method: 'get',
      roles: [],
      rules: [],
      handler: handle((req) => s.list(me(req))),
      doc: {
        summary: "The lessons the caller sees (class lessons only to the class's members), each with its lock and the caller's progress",
        ok: { schema: arr(ref('VideoLessonSummary')) },
      },
    },
    {
      name: 'lessons',
      method: 'post',
      roles: EDITORS,
      rules: rules.lessonRules(false),
      handler: handle((req) => s.create(me(req), lessonBody(req)), 201),
      doc: {
        summary: 'Creates a lesson with its chapters: admins any access, teachers a lesson of a class they teach',
        body: ref('VideoLessonInput'),
        ok: { status: 201, schema: ref('VideoLessonDetail') },
      },
    },
    {
      name: 'lesson',
      method: 'get',
      roles: [],
      rules: rules.lessonIdRules,
      handler: handle((req) => s.detail(me(req), lessonId(req))),
      doc: {
        summary: 'A lesson with its chapters and, when the caller may watch it, the playback link (locked: no link, `locked` says why)',
        ok: { schema: ref('VideoLessonDetail') },
      },
    },
    {
      name: 'lesson',
      method: 'put',
      roles: EDITORS,
      rules: rules.lessonRules(true),
      handler: handle((req) => s.update(me(req), lessonId(req), lessonBody(req))),
      doc: {
        summary: 'Replaces a lesson and its chapters (a source that is no longer a file drops the file)',
        body: ref('VideoLessonInput'),
        ok: { schema: ref('VideoLessonDetail') },
      },
    },
    {
      name: 'lesson',
      method: 'delete',
      roles: EDITORS,
      rules: rules.lessonIdRules,
      handler: handle((req) => s.remove(me(req), lessonId(req))),
      doc: { summary: 'Deletes a lesson, its chapters, progress and file' },
    },
    {
      name: 'lessonFile',
      method: 'put',
      roles: EDITORS,
      before: [videoUpload(maxBytes)],
      rules: rules.lessonIdRules,
      handler: handle((req) => s.upload(me(req), lessonId(req), (req as Request & { file?: SpooledFile }).file)),
      doc: {
        summary: `Uploads the video of a file lesson (multipart \`file\`, at most VIDEO_MAX_BYTES bytes, ${VIDEO_LIMITS.fileMaxBytes} by default; WebM, MP4, QuickTime or Ogg by its content)`,
        multipart: obj({ file: str({ format: 'binary' }) }, ['file']),
        ok: { schema: ref('VideoLessonDetail') },
        errors: [413],
      },
    },
    {
      name: 'stream',
      method: 'get',
      roles: [],
      anonymous: true,
      rules: rules.streamRules,
      handler: async (req, res) => {
        const q = input<{ lessonId: number; viewer: number; expires: number; sig: string }>(req);
        const a = await s.stream(q.lessonId, q, req.headers.range);
        res.set('Accept-Ranges', 'bytes');
        res.set('Cache-Control', 'private, max-age=3600');
        if (a.status === 416) {
          res.status(416).set('Content-Range', `bytes */${a.size}`).json({ code: 'BAD_REQUEST', message: 'Range Not Satisfiable' });
          return;
        }
        const { start, end } = a.range ?? { start: 0, end: a.size - 1 };
        res
          .status(a.status)
          .type(a.mime)
          .set('Content-Length', String(end - start + 1));
        if (a.range) res.set('Content-Range', `bytes ${start}-${end}/${a.size}`);
        if (req.method === 'HEAD' || a.size === 0) {
          res.end();
          return;
        }
        const body = s.openStream(a.key, start, end);
        body.on('error', (err) => res.destroy(err));
        body.pipe(res);
      },
      doc: {
        summary:
          'The uploaded video through the signed link the lesson hands out (no bearer: a <video> element fetches it); `Range: bytes=a-b` answers 206 with Content-Range, a range past the end 416',
        query: { viewer: int(), expires: int(), sig: str() },
        ok: { schema: str({ format: 'binary' }) },
        errors: [403, 416],
      },
    },
    {
      name: 'progress',
      method: 'put',
      roles: [],
      rules: rules.progressRules,
      handler: handle((req) => s.saveProgress(me(req), lessonId(req), input<VideoProgressInput>(req))),
      doc: {
        summary: "Saves the caller's position (the furthest point reached and completion only grow)",
        body: ref('VideoProgressInput'),
        ok: { schema: ref('VideoProgress') },
        errors: [403],
      },
    },
  ];
}
