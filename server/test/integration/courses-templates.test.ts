/** Session and class templates: save per kind, 422 per field, who sees and deletes them (company shared, others 404), the log. */
import type { TemplateDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { insertCompany, insertPractice } from '../helpers/admin-fixtures';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, person, student, teacher } from './courses-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const sessionSetup = (over: object = {}) => ({
  title: 'Saturday math',
  city: 'Taipei',
  fee: 300_000,
  prepay: true,
  mode: 'in_class',
  time_from: '09:00',
  time_to: '12:00',
  repeat: { freq: 'weekly', interval: 1, weekdays: ['sa'] },
  tags: ['math'],
  ...over,
});
const classSetup = (over: object = {}) => ({
  name: 'SAT cohort',
  description: 'Saturday mornings',
  method: 'online',
  schedule: { time_zone: 'Asia/Taipei', slots: [{ day: 'sat', start: '09:00', end: '12:00' }] },
  capacity: 20,
  ...over,
});
const ids = (list: TemplateDto[]) => list.map((t) => t.id);

describe('session and class templates', () => {
  it('saves a session and a class template with their own fields only; lists them by kind; the log says who', async () => {
    const t = await teacher(r);
    const practice = await insertPractice(r.t.ctx.ds, t.id);
    const s = await api(r, t)
      .post('/course-templates', {
        kind: 'session',
        name: ' Weekly math ',
        setup: sessionSetup({ test: { target_type: 'practice', target_id: practice }, start_date: '2030-01-01', name: 'x' }),
      })
      .expect(201);
    expect(s.body).toMatchObject({ kind: 'session', name: 'Weekly math', owner: { id: t.id }, can_delete: true, company_id: null });
    expect(s.body.setup).toEqual({ ...sessionSetup(), test: { target_type: 'practice', target_id: practice } });
    const c = await api(r, t)
      .post('/course-templates', { kind: 'class', name: 'Cohort', setup: classSetup({ title: 'ignored' }) })
      .expect(201);
    expect(c.body.setup).toEqual(classSetup());

    expect(ids((await api(r, t).get('/course-templates?kind=session').expect(200)).body)).toEqual([s.body.id]);
    expect(ids((await api(r, t).get('/course-templates?kind=class').expect(200)).body)).toEqual([c.body.id]);
    expect(ids((await api(r, t).get('/course-templates').expect(200)).body).sort()).toEqual([s.body.id, c.body.id].sort());
    const log = await r.t.ctx.ds.query(
      `SELECT action, details FROM activity_log WHERE actor_id = $1 AND action LIKE 'course.template.%' ORDER BY id`,
      [t.id],
    );
    expect(log).toEqual([
      { action: 'course.template.create', details: { template_id: s.body.id, kind: 'session', name: 'Weekly math' } },
      { action: 'course.template.create', details: { template_id: c.body.id, kind: 'class', name: 'Cohort' } },
    ]);
  });

  it('answers 422 per field and saves nothing', async () => {
    const t = await teacher(r);
    const post = (body: object) => api(r, t).post('/course-templates', body);
    const session = (setup: object) => post({ kind: 'session', name: 'A', setup: sessionSetup(setup) });
    const klass = (setup: object) => post({ kind: 'class', name: 'A', setup: classSetup(setup) });
    expectFieldError(await post({ kind: 'course', name: 'A', setup: {} }), 'kind', 'coursesApi.validation.templateKind');
    expectFieldError(await post({ name: 'A', setup: {} }), 'kind', 'validation.required');
    expectFieldError(await post({ kind: 'session', name: ' ', setup: sessionSetup() }), 'name', 'validation.required');
    expectFieldError(await post({ kind: 'session', name: 'x'.repeat(121), setup: sessionSetup() }), 'name', 'validation.too_long');
    expectFieldError(await post({ kind: 'session', name: 'A', setup: 'weekly' }), 'setup', 'coursesApi.validation.templateSetup');
    expectFieldError(await session({ title: '' }), 'setup.title', 'validation.required');
    expectFieldError(await session({ fee: 1.5 }), 'setup.fee', 'coursesApi.validation.fee');
    expectFieldError(await session({ prepay: 'yes' }), 'setup.prepay', 'validation.boolean');
    expectFieldError(await session({ mode: 'zoom' }), 'setup.mode', 'coursesApi.validation.mode');
    expectFieldError(await session({ time_from: '25:00' }), 'setup.time_from', 'coursesApi.validation.time');
    expectFieldError(await session({ time_to: '08:00' }), 'setup.time_to', 'coursesApi.validation.timeOrder');
    expectFieldError(await session({ time_zone: 'Mars/Base' }), 'setup.time_zone', 'validation.timezone');
    expectFieldError(await session({ repeat: { freq: 'yearly', interval: 1 } }), 'setup.repeat.freq', 'coursesApi.validation.freq');
    expectFieldError(await session({ repeat: { freq: 'weekly', interval: 0 } }), 'setup.repeat.interval', 'coursesApi.validation.interval');
    expectFieldError(
      await session({ repeat: { freq: 'weekly', interval: 1, weekdays: ['xx'] } }),
      'setup.repeat.weekdays[0]',
      'coursesApi.validation.weekdays',
    );
    expectFieldError(await session({ tags: ['x'.repeat(31)] }), 'setup.tags[0]', 'coursesApi.validation.tag');
    expectFieldError(await session({ test: { target_type: 'essay', target_id: 1 } }), 'setup.test.target_type', 'coursesApi.validation.test');
    const other = await teacher(r);
    const draft = await insertPractice(r.t.ctx.ds, other.id);
    await r.t.ctx.ds.query(`UPDATE practices SET status = 'draft', owner_kind = 'teacher' WHERE id = $1`, [draft]);
    expectFieldError(await session({ test: { target_type: 'practice', target_id: draft } }), 'setup.test', 'classesApi.validation.test');
    expectFieldError(await klass({ name: '' }), 'setup.name', 'validation.required');
    expectFieldError(await klass({ method: 'pigeon' }), 'setup.method', 'classesApi.validation.method');
    expectFieldError(await klass({ capacity: 0 }), 'setup.capacity', 'classesApi.validation.capacity');
    expectFieldError(
      await klass({ schedule: { time_zone: 'Asia/Taipei', slots: [{ day: 'xyz', start: '09:00', end: '10:00' }] } }),
      'setup.schedule.slots[0].day',
      'classesApi.validation.day',
    );
    expectFieldError(await api(r, t).get('/course-templates?kind=lesson'), 'kind', 'coursesApi.validation.templateKind');
    expect((await api(r, t).get('/course-templates').expect(200)).body).toEqual([]);
  });

  it("shares a template with the author's company; others cannot see or delete it (404); company-admins and admins may delete", async () => {
    const [t, colleague, outsider] = [await teacher(r), await teacher(r), await teacher(r)];
    const [boss, otherBoss] = [await person(r, ['company-admin']), await person(r, ['company-admin'])];
    const company = await insertCompany(r.t.ctx.ds, t.id, colleague.id, boss.id);
    await insertCompany(r.t.ctx.ds, outsider.id, otherBoss.id);
    const save = async () =>
      (
        (
          await api(r, t)
            .post('/course-templates', { kind: 'class', name: `Cohort ${Math.random()}`, setup: classSetup() })
            .expect(201)
        ).body as TemplateDto
      ).id;
    const first = await save();
    expect(((await api(r, t).get('/course-templates').expect(200)).body as TemplateDto[])[0].company_id).toBe(company);

    const seen = (await api(r, colleague).get('/course-templates').expect(200)).body as TemplateDto[];
    expect(seen.map((x) => [x.id, x.can_delete])).toEqual([[first, false]]);
    expect(ids((await api(r, boss).get('/course-templates').expect(200)).body)).toEqual([first]);
    expect((await api(r, outsider).get('/course-templates').expect(200)).body).toEqual([]);
    expect((await api(r, otherBoss).get('/course-templates').expect(200)).body).toEqual([]);

    await api(r, colleague).delete(`/course-templates/${first}`).expect(404);
    await api(r, outsider).delete(`/course-templates/${first}`).expect(404);
    await api(r, otherBoss).delete(`/course-templates/${first}`).expect(404);
    await api(r, boss).delete(`/course-templates/${first}`).expect(204);
    await api(r, boss).delete(`/course-templates/${first}`).expect(404);

    const second = await save();
    const admin = await person(r, ['admin']);
    expect(ids((await api(r, admin).get('/course-templates').expect(200)).body)).toContain(second);
    await api(r, admin).delete(`/course-templates/${second}`).expect(204);
    const third = await save();
    await api(r, t).delete(`/course-templates/${third}`).expect(204);
    expectFieldError(await api(r, t).delete('/course-templates/abc'), 'templateId', 'validation.id');
  });

  it('refuses students and parents (403) and anonymous callers (401)', async () => {
    for (const u of [await student(r), await person(r, ['parent'])]) {
      await api(r, u).get('/course-templates').expect(403);
      await api(r, u).post('/course-templates', { kind: 'class', name: 'A', setup: classSetup() }).expect(403);
      await api(r, u).delete('/course-templates/1').expect(403);
    }
    await api(r, null).get('/course-templates').expect(401);
  });
});
