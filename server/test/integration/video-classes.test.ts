/** Video classes: lessons and chapters by role, access (preview, pro, course, class), the checked upload, range requests, progress. */
import request from 'supertest';
import { VIDEO_LIMITS, type VideoLessonDetailDto, type VideoLessonInput, type VideoLessonSummaryDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { bearer, type CreatedUser } from '../helpers/factories';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, classWith, person, student, teacher } from './classes-fixtures';
import { makeCourse } from './courses-fixtures';

let r: Runner;
let admin: CreatedUser;
beforeAll(async () => {
  r = await setupRunner({ VIDEO_MAX_BYTES: '6000' });
  admin = await person(r, ['admin']);
});
afterAll(() => r.t.close());

/** An EBML header naming the webm doctype, then `n` bytes counting 0..255 (so any range is checkable). */
const webm = (n: number) =>
  Buffer.concat([
    Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'),
    Buffer.from(Array.from({ length: n }, (_, i) => i % 256)),
  ]);

const lesson = (over: Partial<VideoLessonInput> = {}): VideoLessonInput => ({
  title: 'Linear equations',
  description: 'Slope and intercept',
  access: 'preview',
  source_kind: 'youtube',
  source_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  duration_seconds: 600,
  chapters: [
    { title: 'Intro', start_seconds: 0 },
    { title: 'Slope', start_seconds: 120 },
  ],
  ...over,
});

const create = async (by: CreatedUser, over: Partial<VideoLessonInput> = {}) =>
  (await api(r, by).post('/video-lessons', lesson(over)).expect(201)).body as VideoLessonDetailDto;

const upload = (u: CreatedUser, id: number, file: Buffer, name = 'lesson.webm') =>
  request(r.t.app).put(`/api/video-lessons/${id}/file`).set(bearer(u.token)).attach('file', file, name);

const listIds = async (u: CreatedUser) => ((await api(r, u).get('/video-lessons').expect(200)).body as VideoLessonSummaryDto[]).map((l) => l.id);

describe('lessons and chapters', () => {
  it('admins create, edit and delete lessons of every access; links become privacy-enhanced embeds', async () => {
    const s = await student(r);
    const yt = await create(admin);
    expect(yt).toMatchObject({ title: 'Linear equations', access: 'preview', locked: null, editable: true, chapter_count: 2, progress: null });
    expect(yt.chapters).toEqual([
      { title: 'Intro', start_seconds: 0 },
      { title: 'Slope', start_seconds: 120 },
    ]);
    expect(yt.playback).toEqual({ kind: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', mime: null });

    const seen = (await api(r, s).get(`/video-lessons/${yt.id}`).expect(200)).body as VideoLessonDetailDto;
    expect(seen).toMatchObject({ editable: false, locked: null, playback: { kind: 'youtube' } });

    const vimeo = (
      await api(r, admin)
        .put(`/video-lessons/${yt.id}`, lesson({ title: 'Renamed', source_kind: 'vimeo', source_url: 'https://vimeo.com/76979871', chapters: [] }))
        .expect(200)
    ).body as VideoLessonDetailDto;
    expect(vimeo).toMatchObject({
      title: 'Renamed',
      chapter_count: 0,
      chapters: [],
      playback: { url: 'https://player.vimeo.com/video/76979871?dnt=1' },
    });

    const hls = await create(admin, { source_kind: 'hls', source_url: 'https://cdn.example.com/v/master.m3u8' });
    expect(hls.playback).toEqual({ kind: 'hls', url: 'https://cdn.example.com/v/master.m3u8', mime: null });

    await api(r, admin).delete(`/video-lessons/${yt.id}`).expect(204);
    await api(r, admin).get(`/video-lessons/${yt.id}`).expect(404);
  });

  it('refuses wrong roles: students and parents cannot write, teachers only their classes', async () => {
    const s = await student(r);
    const parent = await person(r, ['parent']);
    const t = await teacher(r);
    const other = await teacher(r);
    const c = await classWith(r, t, [s]);
    await api(r, s).post('/video-lessons', lesson()).expect(403);
    await api(r, parent).post('/video-lessons', lesson()).expect(403);
    const pub = await create(admin);
    await api(r, s).put(`/video-lessons/${pub.id}`, lesson()).expect(403);
    await api(r, s).delete(`/video-lessons/${pub.id}`).expect(403);
    // A teacher may not publish outside a class, nor edit the admins' lessons.
    expectFieldError(await api(r, t).post('/video-lessons', lesson()), 'access', 'videoApi.validation.teacherAccess');
    await api(r, t)
      .put(`/video-lessons/${pub.id}`, lesson({ access: 'class', class_id: c.id }))
      .expect(403);
    await api(r, t).delete(`/video-lessons/${pub.id}`).expect(403);

    // Their class's lesson: theirs to edit; another teacher cannot even see it.
    const mine = await create(t, { access: 'class', class_id: c.id });
    expect(mine).toMatchObject({ access: 'class', class_id: c.id, class_name: c.name, editable: true });
    expectFieldError(
      await api(r, other).post('/video-lessons', lesson({ access: 'class', class_id: c.id })),
      'class_id',
      'videoApi.validation.class',
    );
    await api(r, other).get(`/video-lessons/${mine.id}`).expect(404);
    await api(r, other)
      .put(`/video-lessons/${mine.id}`, lesson({ access: 'class', class_id: c.id }))
      .expect(404);
    await api(r, other).delete(`/video-lessons/${mine.id}`).expect(404);
    await upload(other, mine.id, webm(10)).expect(404);
    expect(await listIds(other)).not.toContain(mine.id);
    await api(r, t)
      .put(`/video-lessons/${mine.id}`, lesson({ access: 'class', class_id: c.id, title: 'Edited' }))
      .expect(200);
    // Unauthenticated: 401.
    await request(r.t.app).get('/api/video-lessons').expect(401);
  });

  it('answers 422 per field', async () => {
    const bad = async (body: object, field: string, messageId?: string) =>
      expectFieldError(await api(r, admin).post('/video-lessons', body), field, messageId);
    await bad(lesson({ title: '' }), 'title', 'validation.required');
    await bad(lesson({ title: 'x'.repeat(VIDEO_LIMITS.titleMax + 1) }), 'title', 'validation.too_long');
    await bad(lesson({ description: 'x'.repeat(VIDEO_LIMITS.descriptionMax + 1) }), 'description', 'validation.too_long');
    await bad({ ...lesson(), access: 'everyone' }, 'access', 'videoApi.validation.access');
    await bad({ ...lesson(), source_kind: 'dvd' }, 'source_kind', 'videoApi.validation.sourceKind');
    await bad(lesson({ source_url: 'https://example.com/watch?v=dQw4w9WgXcQ' }), 'source_url', 'validation.video.source_url.youtube');
    await bad(lesson({ source_kind: 'vimeo', source_url: 'https://vimeo.com/about' }), 'source_url', 'validation.video.source_url.vimeo');
    await bad(lesson({ source_kind: 'hls', source_url: 'ftp://x/y.m3u8' }), 'source_url', 'validation.video.source_url.hls');
    await bad(lesson({ source_url: null }), 'source_url', 'validation.video.source_url.required');
    await bad(lesson({ source_kind: 'file' }), 'source_url', 'validation.video.source_url.file');
    await bad(lesson({ access: 'course' }), 'course_id', 'validation.required');
    await bad(lesson({ access: 'course', course_id: 2147483647 }), 'course_id', 'videoApi.validation.course');
    await bad(lesson({ course_id: 1 }), 'course_id', 'videoApi.validation.notCourse');
    await bad(lesson({ access: 'class' }), 'class_id', 'validation.required');
    await bad(lesson({ class_id: 1 }), 'class_id', 'videoApi.validation.notClass');
    await bad({ ...lesson(), class_id: 'x' }, 'class_id', 'validation.id');
    await bad(lesson({ duration_seconds: VIDEO_LIMITS.secondsMax + 1 }), 'duration_seconds', 'videoApi.validation.seconds');
    await bad({ ...lesson(), chapters: 'intro' }, 'chapters', 'videoApi.validation.chapters');
    await bad(lesson({ chapters: [{ title: '', start_seconds: 0 }] }), 'chapters[0].title', 'validation.required');
    await bad(lesson({ chapters: [{ title: 'A', start_seconds: -1 }] }), 'chapters[0].start_seconds', 'videoApi.validation.seconds');
    await bad(lesson({ chapters: [{ title: 'A', start_seconds: 5 }] }), 'chapters', 'validation.video.chapters.first');
    await bad(
      lesson({
        chapters: [
          { title: 'A', start_seconds: 0 },
          { title: 'B', start_seconds: 0 },
        ],
      }),
      'chapters',
      'validation.video.chapters.order',
    );
    await bad(
      lesson({
        chapters: [
          { title: 'A', start_seconds: 0 },
          { title: 'B', start_seconds: 600 },
        ],
      }),
      'chapters',
      'validation.video.chapters.duration',
    );
    const id = (await create(admin)).id;
    expectFieldError(await api(r, admin).put(`/video-lessons/${id}/progress`, { position_seconds: 'x', duration_seconds: 10 }), 'position_seconds');
    expectFieldError(await api(r, admin).put(`/video-lessons/${id}/progress`, { position_seconds: 1 }), 'duration_seconds', 'validation.required');
    expectFieldError(
      await api(r, admin).put(`/video-lessons/${id}/progress`, { position_seconds: 20, duration_seconds: 10 }),
      'position_seconds',
      'videoApi.validation.positionPastEnd',
    );
    await api(r, admin).get('/video-lessons/0').expect(422);
  });
});

describe('access', () => {
  it('preview for everyone, pro for pro members, a course for its accepted students, a class for its members', async () => {
    const free = await student(r);
    const pro = await person(r, ['student', 'pro']);
    const expiredPro = await person(r, ['student', 'pro']);
    await r.t.ctx.ds.query(`UPDATE users SET pro_expired_at = '2020-01-01' WHERE id = $1`, [expiredPro.id]);
    const member = await student(r);
    const t = await teacher(r);
    const classmate = await student(r);
    const c = await classWith(r, t, [classmate]);

    const course = await makeCourse(r, admin);
    await api(r, member).post('/courses/join', { code: course.join_code }).expect(201);
    await api(r, admin).put(`/courses/${course.id}/requests/${member.id}`, { response: 'accepted' }).expect(200);

    const preview = await create(admin);
    const proOnly = await create(admin, { access: 'pro' });
    const courseOnly = await create(admin, { access: 'course', course_id: course.id });
    const classOnly = await create(t, { access: 'class', class_id: c.id });

    const lockOf = async (u: CreatedUser, id: number) => ((await api(r, u).get(`/video-lessons/${id}`)).body as VideoLessonDetailDto).locked;
    // The free student sees the pro and course lessons locked (no playback link), and not the class lesson.
    const freeDetail = await api(r, free).get(`/video-lessons/${proOnly.id}`).expect(200);
    expect(freeDetail.body).toMatchObject({ locked: 'pro', playback: null });
    expect(await lockOf(free, courseOnly.id)).toBe('course');
    expect(await lockOf(free, preview.id)).toBe(null);
    await api(r, free).get(`/video-lessons/${classOnly.id}`).expect(404);
    expect(await listIds(free)).toEqual(expect.arrayContaining([preview.id, proOnly.id, courseOnly.id]));
    expect(await listIds(free)).not.toContain(classOnly.id);
    // A locked lesson keeps no progress.
    await api(r, free).put(`/video-lessons/${proOnly.id}/progress`, { position_seconds: 5, duration_seconds: 600 }).expect(403);
    await api(r, free).put(`/video-lessons/${classOnly.id}/progress`, { position_seconds: 5, duration_seconds: 600 }).expect(404);

    expect(await lockOf(pro, proOnly.id)).toBe(null);
    expect(await lockOf(expiredPro, proOnly.id)).toBe('pro');
    expect(await lockOf(member, courseOnly.id)).toBe(null);
    expect(await lockOf(member, proOnly.id)).toBe('pro');
    expect(await lockOf(classmate, classOnly.id)).toBe(null);
    expect(await listIds(classmate)).toContain(classOnly.id);
    expect(await lockOf(admin, proOnly.id)).toBe(null);

    // A student removed from the class loses its lesson.
    await api(r, t).delete(`/classes/${c.id}/students/${classmate.id}`).expect(204);
    await api(r, classmate).get(`/video-lessons/${classOnly.id}`).expect(404);
  });
});

describe('uploaded file and range requests', () => {
  it('checks the upload by content and serves ranges: 200 whole, 206 with Content-Range, 416 past the end', async () => {
    const s = await student(r);
    const l = await create(admin, { source_kind: 'file', source_url: undefined, chapters: [] });
    expect(l.playback).toBeNull();
    expectFieldError(await upload(admin, l.id, Buffer.from('%PDF-1.4 not a video'), 'x.webm'), 'file', 'videoApi.validation.fileType');
    expectFieldError(
      await request(r.t.app).put(`/api/video-lessons/${l.id}/file`).set(bearer(admin.token)).field('x', 'y'),
      'file',
      'validation.required',
    );
    await upload(s, l.id, webm(10)).expect(403);

    const bytes = webm(5000);
    const up = (await upload(admin, l.id, bytes, 'algebra.webm').expect(200)).body as VideoLessonDetailDto;
    expect(up.file).toEqual({ name: 'algebra.webm', size: bytes.length, mime: 'video/webm' });
    expect(up.playback).toMatchObject({ kind: 'file', mime: 'video/webm' });

    // The student gets a signed link of their own; the stream needs no bearer.
    const url = ((await api(r, s).get(`/video-lessons/${l.id}`).expect(200)).body as VideoLessonDetailDto).playback!.url;
    expect(url).toMatch(/^\/api\/video-lessons\/\d+\/stream\?viewer=\d+&expires=\d+&sig=[0-9a-f]{64}$/);
    const whole = await request(r.t.app).get(url).buffer(true).expect(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toMatch(/video\/webm/);
    expect(Buffer.compare(whole.body as Buffer, bytes)).toBe(0);

    const part = await request(r.t.app).get(url).set('Range', 'bytes=100-199').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(Buffer.compare(part.body as Buffer, bytes.subarray(100, 200))).toBe(0);

    const open = await request(r.t.app).get(url).set('Range', 'bytes=4900-').buffer(true).expect(206);
    expect(open.headers['content-range']).toBe(`bytes 4900-${bytes.length - 1}/${bytes.length}`);
    expect(Buffer.compare(open.body as Buffer, bytes.subarray(4900))).toBe(0);

    const suffix = await request(r.t.app).get(url).set('Range', 'bytes=-10').buffer(true).expect(206);
    expect(Buffer.compare(suffix.body as Buffer, bytes.subarray(bytes.length - 10))).toBe(0);

    const beyond = await request(r.t.app).get(url).set('Range', `bytes=${bytes.length}-`).expect(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
    // A malformed range is ignored (RFC 9110): the whole file.
    await request(r.t.app).get(url).set('Range', 'bytes=abc').expect(200);

    // A forged or altered link is refused.
    await request(r.t.app)
      .get(url.replace(/sig=[0-9a-f]{4}/, 'sig=0000'))
      .expect(403);
    await request(r.t.app)
      .get(url.replace(/viewer=\d+/, `viewer=${admin.id}`))
      .expect(403);
    await request(r.t.app).get(`/api/video-lessons/${l.id}/stream`).expect(422);
    // Expired: the clock moves past its six hours.
    r.clock.advance(7 * 3600 * 1000);
    await request(r.t.app).get(url).expect(403);
  });

  it('refuses a file one byte over VIDEO_MAX_BYTES with 413 and keeps the old file', async () => {
    const l = await create(admin, { source_kind: 'file', source_url: undefined, chapters: [] });
    const limit = 6000; // this file's app runs with VIDEO_MAX_BYTES=6000 (500 MB by default)
    await upload(admin, l.id, webm(limit - 28)).expect(200);
    const res = await upload(admin, l.id, webm(limit - 28 + 1)).expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(((await api(r, admin).get(`/video-lessons/${l.id}`).expect(200)).body as VideoLessonDetailDto).file?.size).toBe(limit);
  });
});

describe('progress', () => {
  it('saves the position, keeps the furthest point, and completes at 90%', async () => {
    const s = await student(r);
    const l = await create(admin);
    const save = (position: number) =>
      api(r, s).put(`/video-lessons/${l.id}/progress`, { position_seconds: position, duration_seconds: 600 }).expect(200);
    expect((await save(120)).body).toEqual({ position_seconds: 120, watched_percent: 20, completed: false });
    // Seeking back keeps the furthest point reached.
    expect((await save(30)).body).toEqual({ position_seconds: 30, watched_percent: 20, completed: false });
    expect((await save(540)).body).toEqual({ position_seconds: 540, watched_percent: 90, completed: true });
    expect((await save(10)).body).toEqual({ position_seconds: 10, watched_percent: 90, completed: true });
    const listed = ((await api(r, s).get('/video-lessons').expect(200)).body as VideoLessonSummaryDto[]).find((x) => x.id === l.id);
    expect(listed?.progress).toEqual({ position_seconds: 10, watched_percent: 90, completed: true });
    // Saves racing each other (a slow one landing late) never shrink the furthest point.
    const racer = await student(r);
    const positions = Array.from({ length: 12 }, (_, i) => (i * 37) % 500);
    const answers = await Promise.all(
      positions.map((p) => api(r, racer).put(`/video-lessons/${l.id}/progress`, { position_seconds: p, duration_seconds: 600 })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const after = ((await api(r, racer).get(`/video-lessons/${l.id}`).expect(200)).body as VideoLessonDetailDto).progress!;
    expect(after.watched_percent).toBe(Math.round((Math.max(...positions) * 100) / 600));
    expect(positions).toContain(after.position_seconds);
    // Another student's progress is their own.
    const other = await student(r);
    expect(((await api(r, other).get(`/video-lessons/${l.id}`).expect(200)).body as VideoLessonDetailDto).progress).toBeNull();
  });
});
