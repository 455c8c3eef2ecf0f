/** Materials (links, checked files of at most 20 MB, categories, units, lessons) and meetings with attendance and lesson logs. */
import { MATERIAL_MAX_BYTES, type MaterialDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { bearer } from '../helpers/factories';
import request from 'supertest';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, classWith, person, student, teacher } from './classes-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20), Buffer.from('\n%%EOF\n')]);
const upload = (token: string, classId: number, file: Buffer, name: string, fields: Record<string, string> = { title: 'Worksheet' }) => {
  let req = request(r.t.app).post(`/api/classes/${classId}/materials`).set(bearer(token));
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req.attach('file', file, name);
};

describe('materials', () => {
  it('a teacher adds a link and a checked file under a category and a lesson; students open them', async () => {
    const t = await teacher(r);
    const s = await student(r);
    const c = await classWith(r, t, [s]);
    const cat = (await api(r, t).post(`/classes/${c.id}/material-categories`, { name: 'Homework' }).expect(201)).body;
    const unit = (await api(r, t).post(`/classes/${c.id}/units`, { title: 'Unit 1: Algebra' }).expect(201)).body;
    const lesson = (await api(r, t).post(`/units/${unit.id}/lessons`, { title: 'Linear equations' }).expect(201)).body;
    expect(lesson).toMatchObject({ unit_id: unit.id, position: 1 });
    const link = (
      await api(r, t).post(`/classes/${c.id}/materials`, { title: 'Khan video', link: 'https://example.com/v', category_id: cat.id }).expect(201)
    ).body as MaterialDto;
    expect(link).toMatchObject({ kind: 'link', url: 'https://example.com/v', category_id: cat.id, uploaded_by: { id: t.id } });
    const file = (
      await upload(t.token, c.id, PDF, 'sheet 1.pdf', { title: 'Sheet', category_id: String(cat.id), lesson_id: String(lesson.id) }).expect(201)
    ).body as MaterialDto;
    expect(file).toMatchObject({ kind: 'file', url: null, file_name: 'sheet 1.pdf', file_size: PDF.length, file_kind: 'pdf', lesson_id: lesson.id });

    const list = (await api(r, s).get(`/classes/${c.id}/materials`).expect(200)).body;
    expect(list.categories).toEqual([{ id: cat.id, name: 'Homework' }]);
    expect(list.units).toEqual([{ id: unit.id, title: 'Unit 1: Algebra', position: 1, lessons: [lesson] }]);
    expect(list.materials.map((m: MaterialDto) => m.id).sort()).toEqual([link.id, file.id].sort());
    const got = await api(r, s).get(`/materials/${file.id}/file`).buffer(true).expect(200);
    expect(got.headers['content-type']).toMatch(/application\/pdf/);
    expect(Buffer.compare(got.body as Buffer, PDF)).toBe(0);

    // A removed student loses them.
    await api(r, t).delete(`/classes/${c.id}/students/${s.id}`).expect(204);
    await api(r, s).get(`/classes/${c.id}/materials`).expect(404);
    await api(r, s).get(`/materials/${file.id}/file`).expect(404);

    await api(r, t).delete(`/materials/${file.id}`).expect(204);
    await api(r, t).get(`/materials/${file.id}/file`).expect(404);
    await api(r, t).delete(`/lessons/${lesson.id}`).expect(204);
    await api(r, t).delete(`/units/${unit.id}`).expect(204);
    await api(r, t).delete(`/material-categories/${cat.id}`).expect(204);
    expect((await api(r, t).get(`/classes/${c.id}/materials`).expect(200)).body).toMatchObject({
      categories: [],
      units: [],
      materials: [{ id: link.id, category_id: null }],
    });
  });

  it('refuses a file of 20 MB + 1 byte (413), content that is not a document (422), and bad fields (422)', async () => {
    const t = await teacher(r);
    const c = await classWith(r, t, []);
    const big = Buffer.concat([PDF, Buffer.alloc(MATERIAL_MAX_BYTES + 1 - PDF.length, 0x20)]);
    expect(big.length).toBe(MATERIAL_MAX_BYTES + 1);
    expect((await upload(t.token, c.id, big, 'big.pdf').expect(413)).body.code).toBe('PAYLOAD_TOO_LARGE');
    const exactly = Buffer.concat([PDF, Buffer.alloc(MATERIAL_MAX_BYTES - PDF.length, 0x20)]);
    await upload(t.token, c.id, exactly, 'max.pdf').expect(201);
    expectFieldError(await upload(t.token, c.id, Buffer.from('#!/bin/sh\nrm -rf /\n'), 'evil.pdf'), 'file', 'classesApi.validation.fileType');
    expectFieldError(await upload(t.token, c.id, Buffer.from('PK\u0003\u0004not office'), 'a.docx'), 'file', 'classesApi.validation.fileType');
    expectFieldError(await upload(t.token, c.id, PDF, 'a.pdf', {}), 'title', 'validation.required');
    expectFieldError(await upload(t.token, c.id, PDF, 'a.pdf', { title: 'x', category_id: 'abc' }), 'category_id', 'validation.id');
    expectFieldError(await api(r, t).post(`/classes/${c.id}/materials`, { title: 'x' }), 'link', 'classesApi.validation.materialSource');
    expectFieldError(await api(r, t).post(`/classes/${c.id}/materials`, { title: 'x', link: 'javascript:alert(1)' }), 'link', 'validation.link');
    expectFieldError(await api(r, t).post(`/classes/${c.id}/materials`, { title: 'x', link: 'not a url' }), 'link', 'validation.link');
    expectFieldError(
      await api(r, t).post(`/classes/${c.id}/materials`, { title: 'x', link: 'https://a.b', category_id: 2147483000 }),
      'category_id',
      'classesApi.validation.category',
    );
    expectFieldError(await api(r, t).post(`/classes/${c.id}/material-categories`, { name: '' }), 'name', 'validation.required');
    await api(r, t).post(`/classes/${c.id}/material-categories`, { name: 'Dup' }).expect(201);
    expectFieldError(await api(r, t).post(`/classes/${c.id}/material-categories`, { name: 'Dup' }), 'name', 'classesApi.validation.categoryTaken');
    expectFieldError(await api(r, t).post(`/classes/${c.id}/units`, { title: 'x'.repeat(121) }), 'title', 'validation.too_long');
  });

  it("refuses students (403), another teacher's class (404), an archived class (409)", async () => {
    const t = await teacher(r);
    const s = await student(r);
    const c = await classWith(r, t, [s]);
    await api(r, s).post(`/classes/${c.id}/materials`, { title: 'x', link: 'https://a.b' }).expect(403);
    await api(r, await person(r, ['parent']))
      .get(`/classes/${c.id}/materials`)
      .expect(404);
    const other = await teacher(r);
    await api(r, other).post(`/classes/${c.id}/materials`, { title: 'x', link: 'https://a.b' }).expect(404);
    await api(r, other).get(`/classes/${c.id}/materials`).expect(404);
    const m = (await api(r, t).post(`/classes/${c.id}/materials`, { title: 'x', link: 'https://a.b' }).expect(201)).body;
    await api(r, other).delete(`/materials/${m.id}`).expect(404);
    await api(r, t).post(`/classes/${c.id}/archive`).expect(200);
    expect((await api(r, t).post(`/classes/${c.id}/materials`, { title: 'y', link: 'https://a.b' }).expect(409)).body.reason).toBe('class_archived');
    await api(r, s).get(`/classes/${c.id}/materials`).expect(200);
  });
});

describe('meetings: attendance and lesson logs', () => {
  it("logs a meeting with each student's state, edits it, lists it, deletes it; others are refused", async () => {
    const t = await teacher(r);
    const [s1, s2] = [await student(r), await student(r)];
    const c = await classWith(r, t, [s1, s2]);
    const body = {
      date: '2030-03-09',
      duration_minutes: 90,
      topic: 'Systems of equations',
      homework: 'Sheet 3',
      notes: 'Good pace',
      attendance: [
        { student_id: s1.id, state: 'present' },
        { student_id: s2.id, state: 'late' },
      ],
    };
    const m = (await api(r, t).post(`/classes/${c.id}/meetings`, body).expect(201)).body;
    expect(m).toMatchObject({ date: '2030-03-09', duration_minutes: 90, topic: 'Systems of equations', homework: 'Sheet 3', teacher: { id: t.id } });
    expect(m.attendance.map((a: { student: { id: number }; state: string }) => [a.student.id, a.state]).sort()).toEqual(
      [
        [s1.id, 'present'],
        [s2.id, 'late'],
      ].sort(),
    );
    const edited = (
      await api(r, t)
        .put(`/meetings/${m.id}`, { ...body, duration_minutes: 60, attendance: [{ student_id: s1.id, state: 'excused' }] })
        .expect(200)
    ).body;
    expect(edited).toMatchObject({ duration_minutes: 60, attendance: [{ student: { id: s1.id }, state: 'excused' }] });
    expect((await api(r, t).get(`/classes/${c.id}/meetings`).expect(200)).body.map((x: { id: number }) => x.id)).toEqual([m.id]);
    await api(r, s1).get(`/classes/${c.id}/meetings`).expect(403);
    await api(r, await teacher(r))
      .get(`/classes/${c.id}/meetings`)
      .expect(404);
    await api(r, await teacher(r))
      .put(`/meetings/${m.id}`, body)
      .expect(404);
    await api(r, t).delete(`/meetings/${m.id}`).expect(204);
    expect((await api(r, t).get(`/classes/${c.id}/meetings`).expect(200)).body).toEqual([]);
  });

  it('answers 422 per field', async () => {
    const t = await teacher(r);
    const s = await student(r);
    const c = await classWith(r, t, [s]);
    const ok = { date: '2030-03-09', duration_minutes: 60, topic: 'T', attendance: [{ student_id: s.id, state: 'present' }] };
    const bad = (over: object) => api(r, t).post(`/classes/${c.id}/meetings`, { ...ok, ...over });
    expectFieldError(await bad({ date: '09/03/2030' }), 'date', 'validation.date');
    expectFieldError(await bad({ duration_minutes: 0 }), 'duration_minutes', 'classesApi.validation.duration');
    expectFieldError(await bad({ duration_minutes: 601 }), 'duration_minutes', 'classesApi.validation.duration');
    expectFieldError(await bad({ topic: '' }), 'topic', 'validation.required');
    expectFieldError(await bad({ notes: 'x'.repeat(4001) }), 'notes', 'validation.too_long');
    expectFieldError(await bad({ attendance: 'all' }), 'attendance', 'classesApi.validation.attendance');
    expectFieldError(
      await bad({ attendance: [{ student_id: s.id, state: 'asleep' }] }),
      'attendance[0].state',
      'classesApi.validation.attendanceState',
    );
    expectFieldError(await bad({ attendance: [{ student_id: t.id, state: 'present' }] }), 'attendance', 'classesApi.validation.attendanceStudents');
    expectFieldError(
      await bad({
        attendance: [
          { student_id: s.id, state: 'present' },
          { student_id: s.id, state: 'late' },
        ],
      }),
      'attendance',
      'classesApi.validation.attendanceDuplicate',
    );
    expect((await api(r, t).get(`/classes/${c.id}/meetings`).expect(200)).body).toEqual([]);
  });
});
