import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { Role, Section } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';

let t: TestApp;
let admin: CreatedUser;
let teacherA: CreatedUser;
let teacherB: CreatedUser;
let student: CreatedUser;

/** A question straight into the bank: digital sections only (math grid-in, reading-writing multiple choice). */
async function question(
  ds: DataSource,
  owner: CreatedUser,
  section: Section,
  opts: { kind?: 'admin' | 'teacher'; status?: string } = {},
): Promise<number> {
  const math = section === 'math';
  const rows: { id: number }[] = await ds.query(
    `INSERT INTO questions (owner_id, owner_kind, type, version, section, domain, skill, difficulty, stem, choices, answer_key, status)
     VALUES ($1, $2, $3, 'digital', $4, $5, $6, 'easy', $7, $8::jsonb, $9, $10) RETURNING id`,
    [
      owner.id,
      opts.kind ?? 'teacher',
      math ? 'grid-in' : 'multiple-choice',
      section,
      math ? 'algebra' : 'craft-and-structure',
      math ? 'linear-functions' : 'words-in-context',
      `Stem ${uid()}`,
      math
        ? '[]'
        : JSON.stringify([
            { label: 'A', text: 'a' },
            { label: 'B', text: 'b' },
          ]),
      math ? '3' : 'A',
      opts.status ?? 'draft',
    ],
  );
  return rows[0].id;
}

const title = (s = 'Practice') => `${s} ${uid()}`;
const mathPractice = (question_ids: number[] = [], extra: Record<string, unknown> = {}) => ({
  title: title(),
  version: 'digital',
  kind: 'module',
  section: 'math',
  time_limit_seconds: 2100,
  question_ids,
  ...extra,
});

async function createPractice(user: CreatedUser, body: Record<string, unknown>) {
  const res = await request(t.app).post('/api/practices').set(bearer(user.token)).send(body);
  if (res.status !== 201) throw new Error(`create practice: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; title: string; questions: { position: number; question: { id: number } }[] };
}

beforeAll(async () => {
  t = await buildTestApp();
  const make = (roles: Role[]) => createUser(t.app, t.ctx.ds, roles, { verified: true });
  [admin, teacherA, teacherB, student] = await Promise.all([make(['super-admin']), make(['teacher']), make(['teacher']), make(['student'])]);
});
afterAll(() => t.close());

describe('POST /api/practices', () => {
  it('creates a draft practice with ordered questions and default math tools', async () => {
    const [q1, q2, q3] = [
      await question(t.ctx.ds, teacherA, 'math'),
      await question(t.ctx.ds, teacherA, 'math'),
      await question(t.ctx.ds, teacherA, 'math'),
    ];
    const body = mathPractice([q3, q1, q2]);
    const res = await request(t.app).post('/api/practices').set(bearer(teacherA.token)).send(body).expect(201);
    expect(res.body).toMatchObject({
      title: body.title,
      version: 'digital',
      kind: 'module',
      section: 'math',
      time_limit_seconds: 2100,
      tools: ['calculator', 'reference-sheet'],
      status: 'draft',
      owner_id: teacherA.id,
      owner_kind: 'teacher',
      first_taken_at: null,
      question_count: 3,
    });
    expect(res.body.questions.map((q: { position: number; question: { id: number } }) => [q.position, q.question.id])).toEqual([
      [1, q3],
      [2, q1],
      [3, q2],
    ]);
    expect(res.body.questions[0].question).not.toHaveProperty('answer_key');
  });

  it('gives admin practices the admin owner kind and keeps explicit tools', async () => {
    const res = await request(t.app)
      .post('/api/practices')
      .set(bearer(admin.token))
      .send({ title: title(), version: 'digital', kind: 'section', section: 'reading-writing', time_limit_seconds: 3840, tools: ['highlighter'] })
      .expect(201);
    expect(res.body.owner_kind).toBe('admin');
    expect(res.body.tools).toEqual(['highlighter']);
  });

  it('refuses a second practice with the same title (any case) by the same owner, allows it for another owner', async () => {
    const p = await createPractice(teacherA, mathPractice());
    const dup = await request(t.app)
      .post('/api/practices')
      .set(bearer(teacherA.token))
      .send(mathPractice([], { title: p.title.toUpperCase() }));
    expect(dup.status).toBe(400);
    expect(dup.body.code).toBe('PRACTICE_EXAM_TITLE_EXISTS');
    await request(t.app)
      .post('/api/practices')
      .set(bearer(teacherB.token))
      .send(mathPractice([], { title: p.title }))
      .expect(201);
  });

  it.each([
    ['title', { title: '' }, 'validation.required'],
    ['title', { title: 'x'.repeat(256) }, 'validation.too_long'],
    ['version', { version: 'online' }, 'validation.practice.version'],
    ['kind', { kind: 'full' }, 'validation.practice.kind'],
    ['kind', { version: 'paper', section: 'reading', kind: 'module' }, 'validation.practice.kind.module'],
    ['section', { section: 'science' }, 'validation.practice.section'],
    ['section', { section: 'math-calculator' }, 'validation.practice.section'],
    ['time_limit_seconds', { time_limit_seconds: 59 }, 'validation.practice.time_limit'],
    ['time_limit_seconds', { time_limit_seconds: 18001 }, 'validation.practice.time_limit'],
    ['time_limit_seconds', { time_limit_seconds: undefined }, 'validation.required'],
    ['tools', { tools: ['laser'] }, 'validation.practice.tools'],
    ['tools', { tools: ['annotate', 'annotate'] }, 'validation.practice.tools'],
    ['question_ids', { question_ids: 'x' }, 'validation.practice.question_ids'],
    ['question_ids', { question_ids: [5, 5] }, 'validation.practice.question_ids.duplicate'],
    ['question_ids[0]', { question_ids: [0] }, 'validation.id'],
    // One value, not a list (express-validator would check [600] item by item).
    ['time_limit_seconds', { time_limit_seconds: [600] }, 'validation.practice.time_limit'],
    ['question_ids[0]', { question_ids: [[5]] }, 'validation.id'],
  ])('422 on %s (%j)', async (field, change, messageId) => {
    const res = await request(t.app).post('/api/practices').set(bearer(teacherA.token)).send(mathPractice([], change));
    expectFieldError(res, field, messageId);
  });

  it('refuses a calculator outside the calculator Math sections', async () => {
    const res = await request(t.app)
      .post('/api/practices')
      .set(bearer(teacherA.token))
      .send({ title: title(), version: 'digital', kind: 'module', section: 'reading-writing', time_limit_seconds: 1920, tools: ['calculator'] });
    expectFieldError(res, 'tools', 'validation.practice.tools.calculator');
  });

  it('refuses questions of another section, another teacher, or an unpublished admin question; takes published admin ones', async () => {
    const rw = await question(t.ctx.ds, teacherA, 'reading-writing');
    const others = await question(t.ctx.ds, teacherB, 'math');
    const adminDraft = await question(t.ctx.ds, admin, 'math', { kind: 'admin' });
    const adminPublished = await question(t.ctx.ds, admin, 'math', { kind: 'admin', status: 'published' });
    const post = (ids: number[]) => request(t.app).post('/api/practices').set(bearer(teacherA.token)).send(mathPractice(ids));
    expectFieldError(await post([rw]), 'question_ids', 'validation.practice.questions.section');
    expectFieldError(await post([others]), 'question_ids', 'validation.practice.questions.visible');
    expectFieldError(await post([adminDraft]), 'question_ids', 'validation.practice.questions.visible');
    expectFieldError(await post([999999999]), 'question_ids', 'validation.practice.questions.visible');
    const ok = await post([adminPublished]).expect(201);
    expect(ok.body.question_count).toBe(1);
  });

  it('is for authors only: students and parents get 403, anonymous callers 401', async () => {
    const parent = await createUser(t.app, t.ctx.ds, ['parent'], { verified: true });
    await request(t.app).post('/api/practices').set(bearer(student.token)).send(mathPractice()).expect(403);
    await request(t.app).post('/api/practices').set(bearer(parent.token)).send(mathPractice()).expect(403);
    await request(t.app).post('/api/practices').send(mathPractice()).expect(401);
  });
});

describe('visibility: GET /api/practices and GET /api/practices/:id', () => {
  let adminPublished: { id: number; title: string };
  let adminDraft: { id: number; title: string };
  let teacherPublished: { id: number; title: string };
  let teacherDraft: { id: number; title: string };
  const tag = uid();

  beforeAll(async () => {
    const aq = await question(t.ctx.ds, admin, 'math', { kind: 'admin', status: 'published' });
    const tq = await question(t.ctx.ds, teacherA, 'math');
    adminPublished = await createPractice(admin, mathPractice([aq], { title: `Lib ${tag} published` }));
    adminDraft = await createPractice(admin, mathPractice([aq], { title: `Lib ${tag} draft` }));
    teacherPublished = await createPractice(teacherA, mathPractice([tq], { title: `Lib ${tag} teacher published` }));
    teacherDraft = await createPractice(teacherA, mathPractice([tq], { title: `Lib ${tag} teacher draft` }));
    await request(t.app).post(`/api/practices/${adminPublished.id}/publish`).set(bearer(admin.token)).expect(200);
    await request(t.app).post(`/api/practices/${teacherPublished.id}/publish`).set(bearer(teacherA.token)).expect(200);
  });

  const listIds = async (user: CreatedUser, query: Record<string, string> = {}) => {
    const res = await request(t.app)
      .get('/api/practices')
      .query({ q: tag, per_page: '100', ...query })
      .set(bearer(user.token))
      .expect(200);
    return res;
  };

  it('students see published admin practices only, in the public shape', async () => {
    const res = await listIds(student);
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([adminPublished.id]);
    expect(res.body.total).toBe(1);
    expect(res.body.current_page).toBe(1);
    expect(Object.keys(res.body.data[0]).sort()).toEqual([
      'id',
      'kind',
      'question_count',
      'section',
      'time_limit_seconds',
      'title',
      'tools',
      'version',
    ]);
    const one = await request(t.app).get(`/api/practices/${adminPublished.id}`).set(bearer(student.token)).expect(200);
    expect(one.body).not.toHaveProperty('questions');
    expect(one.body.question_count).toBe(1);
    await request(t.app).get(`/api/practices/${adminDraft.id}`).set(bearer(student.token)).expect(403);
    await request(t.app).get(`/api/practices/${teacherPublished.id}`).set(bearer(student.token)).expect(403);
  });

  it("teachers see their own (drafts too) and published admin practices, not another teacher's", async () => {
    const a = await listIds(teacherA);
    expect(a.body.data.map((p: { id: number }) => p.id).sort()).toEqual([adminPublished.id, teacherPublished.id, teacherDraft.id].sort());
    const b = await listIds(teacherB);
    expect(b.body.data.map((p: { id: number }) => p.id)).toEqual([adminPublished.id]);
    await request(t.app).get(`/api/practices/${teacherDraft.id}`).set(bearer(teacherB.token)).expect(403);
    const own = await request(t.app).get(`/api/practices/${teacherDraft.id}`).set(bearer(teacherA.token)).expect(200);
    expect(own.body.questions).toHaveLength(1);
    expect(own.body.status).toBe('draft');
  });

  it('admins see everything; 404 for a missing id', async () => {
    const res = await listIds(admin);
    expect(res.body.total).toBe(4);
    await request(t.app).get('/api/practices/999999999').set(bearer(admin.token)).expect(404);
  });

  it('filters by mine, status, kind, version and section, and pages', async () => {
    expect((await listIds(teacherA, { mine: 'true' })).body.total).toBe(2);
    expect((await listIds(teacherA, { status: 'draft' })).body.data.map((p: { id: number }) => p.id)).toEqual([teacherDraft.id]);
    expect((await listIds(admin, { kind: 'section' })).body.total).toBe(0);
    expect((await listIds(admin, { version: 'paper' })).body.total).toBe(0);
    expect((await listIds(admin, { section: 'math' })).body.total).toBe(4);
    const paged = await listIds(admin, { per_page: '3', page: '2' });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.total).toBe(4);
    expect(paged.body.current_page).toBe(2);
  });

  it('422 on bad filters', async () => {
    for (const [field, value] of [
      ['kind', 'full'],
      ['version', 'x'],
      ['section', 'x'],
      ['status', 'x'],
      ['mine', 'maybe'],
      ['page', '0'],
    ])
      expectFieldError(
        await request(t.app)
          .get('/api/practices')
          .query({ [field]: value })
          .set(bearer(teacherA.token)),
        field,
      );
  });
});

describe('PATCH, publish, duplicate and DELETE', () => {
  it('changes title, time limit, tools and question order', async () => {
    const [q1, q2] = [await question(t.ctx.ds, teacherA, 'math'), await question(t.ctx.ds, teacherA, 'math')];
    const p = await createPractice(teacherA, mathPractice([q1, q2]));
    const newTitle = title('Renamed');
    const res = await request(t.app)
      .patch(`/api/practices/${p.id}`)
      .set(bearer(teacherA.token))
      .send({ title: newTitle, time_limit_seconds: 1800, tools: ['reference-sheet'], question_ids: [q2, q1] })
      .expect(200);
    expect(res.body).toMatchObject({ title: newTitle, time_limit_seconds: 1800, tools: ['reference-sheet'], question_count: 2 });
    expect(res.body.questions.map((q: { question: { id: number } }) => q.question.id)).toEqual([q2, q1]);
    expectFieldError(
      await request(t.app).patch(`/api/practices/${p.id}`).set(bearer(teacherA.token)).send({ time_limit_seconds: 5 }),
      'time_limit_seconds',
    );
    expectFieldError(
      await request(t.app).patch(`/api/practices/${p.id}`).set(bearer(teacherA.token)).send({ title: '  ' }),
      'title',
      'validation.required',
    );
    expectFieldError(await request(t.app).patch('/api/practices/abc').set(bearer(teacherA.token)).send({}), 'id', 'validation.id');
  });

  it('refuses renaming to a title the owner already uses', async () => {
    const a = await createPractice(teacherA, mathPractice());
    const b = await createPractice(teacherA, mathPractice());
    const res = await request(t.app).patch(`/api/practices/${b.id}`).set(bearer(teacherA.token)).send({ title: a.title.toLowerCase() });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PRACTICE_EXAM_TITLE_EXISTS');
  });

  it('lets nobody but the owner or an admin change, publish or delete a practice', async () => {
    const p = await createPractice(teacherA, mathPractice([await question(t.ctx.ds, teacherA, 'math')]));
    await request(t.app).patch(`/api/practices/${p.id}`).set(bearer(teacherB.token)).send({ title: title() }).expect(403);
    await request(t.app).post(`/api/practices/${p.id}/publish`).set(bearer(teacherB.token)).expect(403);
    await request(t.app).post(`/api/practices/${p.id}/unpublish`).set(bearer(teacherB.token)).expect(403);
    await request(t.app).delete(`/api/practices/${p.id}`).set(bearer(teacherB.token)).expect(403);
    await request(t.app).post(`/api/practices/${p.id}/duplicate`).set(bearer(teacherB.token)).expect(403);
    await request(t.app).patch(`/api/practices/${p.id}`).set(bearer(student.token)).send({ title: title() }).expect(403);
    await request(t.app).delete(`/api/practices/${p.id}`).set(bearer(student.token)).expect(403);
    const stillThere = await request(t.app).get(`/api/practices/${p.id}`).set(bearer(teacherA.token)).expect(200);
    expect(stillThere.body.title).toBe(p.title);
    expect(stillThere.body.status).toBe('draft');
    const renamed = title('By admin');
    await request(t.app).patch(`/api/practices/${p.id}`).set(bearer(admin.token)).send({ title: renamed }).expect(200);
    const published = await request(t.app).post(`/api/practices/${p.id}/publish`).set(bearer(admin.token)).expect(200);
    expect(published.body).toMatchObject({ title: renamed, status: 'published', owner_id: teacherA.id });
  });

  it('publishes and unpublishes; refuses publishing an empty practice', async () => {
    const empty = await createPractice(teacherA, mathPractice());
    expectFieldError(
      await request(t.app).post(`/api/practices/${empty.id}/publish`).set(bearer(teacherA.token)),
      'question_ids',
      'validation.practice.publish.empty',
    );
    const p = await createPractice(teacherA, mathPractice([await question(t.ctx.ds, teacherA, 'math')]));
    expect((await request(t.app).post(`/api/practices/${p.id}/publish`).set(bearer(teacherA.token)).expect(200)).body.status).toBe('published');
    expect((await request(t.app).post(`/api/practices/${p.id}/unpublish`).set(bearer(teacherA.token)).expect(200)).body.status).toBe('draft');
  });

  it('duplicates as an unpublished, untaken copy with a free title', async () => {
    const q = await question(t.ctx.ds, admin, 'math', { kind: 'admin', status: 'published' });
    const p = await createPractice(admin, mathPractice([q]));
    await request(t.app).post(`/api/practices/${p.id}/publish`).set(bearer(admin.token)).expect(200);
    await t.ctx.ds.query(`UPDATE practices SET first_taken_at = now() WHERE id = $1`, [p.id]);
    const first = await request(t.app).post(`/api/practices/${p.id}/duplicate`).set(bearer(teacherA.token)).expect(201);
    expect(first.body).toMatchObject({
      title: `${p.title} (copy)`,
      status: 'draft',
      owner_id: teacherA.id,
      owner_kind: 'teacher',
      first_taken_at: null,
      question_count: 1,
    });
    expect(first.body.id).not.toBe(p.id);
    const second = await request(t.app).post(`/api/practices/${p.id}/duplicate`).set(bearer(teacherA.token)).expect(201);
    expect(second.body.title).toBe(`${p.title} (copy 2)`);
    await request(t.app).post(`/api/practices/${p.id}/duplicate`).set(bearer(student.token)).expect(403);
  });

  it('deletes an own practice', async () => {
    const p = await createPractice(teacherA, mathPractice([await question(t.ctx.ds, teacherA, 'math')]));
    await request(t.app).delete(`/api/practices/${p.id}`).set(bearer(teacherA.token)).expect(204);
    await request(t.app).get(`/api/practices/${p.id}`).set(bearer(admin.token)).expect(404);
  });
});

describe('PRACTICE_EXAM_HAS_TAKEN', () => {
  let p: { id: number; title: string };
  let q1: number;
  let q2: number;
  let q3: number;

  beforeAll(async () => {
    [q1, q2, q3] = [
      await question(t.ctx.ds, teacherA, 'math'),
      await question(t.ctx.ds, teacherA, 'math'),
      await question(t.ctx.ds, teacherA, 'math'),
    ];
    p = await createPractice(teacherA, mathPractice([q1, q2]));
    await t.ctx.ds.query(`UPDATE practices SET first_taken_at = now() WHERE id = $1`, [p.id]);
  });

  const patch = (body: Record<string, unknown>) => request(t.app).patch(`/api/practices/${p.id}`).set(bearer(teacherA.token)).send(body);
  const expectTaken = (res: request.Response) => {
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PRACTICE_EXAM_HAS_TAKEN');
  };

  it('refuses reordering, adding and removing questions', async () => {
    expectTaken(await patch({ question_ids: [q2, q1] }));
    expectTaken(await patch({ question_ids: [q1, q2, q3] }));
    expectTaken(await patch({ question_ids: [q1] }));
    expectTaken(await patch({ question_ids: [], title: title() }));
    const after = await request(t.app).get(`/api/practices/${p.id}`).set(bearer(teacherA.token)).expect(200);
    expect(after.body.questions.map((q: { question: { id: number } }) => q.question.id)).toEqual([q1, q2]);
    expect(after.body.title).toBe(p.title);
    expect(after.body.first_taken_at).not.toBeNull();
  });

  it('still allows the title, time limit and an unchanged question list', async () => {
    const newTitle = title('Taken');
    const res = await patch({ title: newTitle, time_limit_seconds: 2000, question_ids: [q1, q2] }).expect(200);
    expect(res.body).toMatchObject({ title: newTitle, time_limit_seconds: 2000, question_count: 2 });
  });

  it('refuses deleting the practice, even for an admin', async () => {
    expectTaken(await request(t.app).delete(`/api/practices/${p.id}`).set(bearer(teacherA.token)));
    expectTaken(await request(t.app).delete(`/api/practices/${p.id}`).set(bearer(admin.token)));
    await request(t.app).get(`/api/practices/${p.id}`).set(bearer(teacherA.token)).expect(200);
  });

  it('refuses deleting one of its questions in the question bank; other questions stay deletable', async () => {
    expectTaken(await request(t.app).delete(`/api/questions/${q1}`).set(bearer(teacherA.token)));
    const untakenQ = await question(t.ctx.ds, teacherA, 'math');
    const untaken = await createPractice(teacherA, mathPractice([untakenQ]));
    await request(t.app).delete(`/api/questions/${untakenQ}`).set(bearer(teacherA.token)).expect(204);
    const after = await request(t.app).get(`/api/practices/${untaken.id}`).set(bearer(teacherA.token)).expect(200);
    expect(after.body.question_count).toBe(0);
  });
});
