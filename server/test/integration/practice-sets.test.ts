/** Full practice sets (/practice-sets) and digital adaptive sets (/adaptive-sets). */
import request from 'supertest';
import type { Role, Section } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';

let t: TestApp;
let admin: CreatedUser;
let teacherA: CreatedUser;
let teacherB: CreatedUser;
let student: CreatedUser;

/** `count` questions of a digital section owned by `owner`, straight into the bank. */
async function questions(owner: CreatedUser, section: Section, count: number, kind = 'teacher', status = 'draft'): Promise<number[]> {
  const math = section === 'math';
  const rows: { id: number }[] = await t.ctx.ds.query(
    `INSERT INTO questions (owner_id, owner_kind, type, version, section, domain, skill, difficulty, stem, choices, answer_key, status)
     SELECT $1, $2, $3, 'digital', $4, $5, $6, 'medium', 'Stem ' || $7 || g, $8::jsonb, $9, $10 FROM generate_series(1, $11) g RETURNING id`,
    [
      owner.id,
      kind,
      math ? 'grid-in' : 'multiple-choice',
      section,
      math ? 'algebra' : 'craft-and-structure',
      math ? 'linear-functions' : 'words-in-context',
      uid(),
      math
        ? '[]'
        : JSON.stringify([
            { label: 'A', text: 'a' },
            { label: 'B', text: 'b' },
          ]),
      math ? '3' : 'A',
      status,
      count,
    ],
  );
  return rows.map((r) => r.id);
}

async function practice(
  owner: CreatedUser,
  section: 'reading-writing' | 'math',
  opts: { kind?: string; count?: number; publish?: boolean } = {},
): Promise<number> {
  const admin_ = owner === admin;
  const ids = await questions(owner, section, opts.count ?? 3, admin_ ? 'admin' : 'teacher', admin_ ? 'published' : 'draft');
  const res = await request(t.app)
    .post('/api/practices')
    .set(bearer(owner.token))
    .send({
      title: `P ${uid()}`,
      version: 'digital',
      kind: opts.kind ?? 'module',
      section,
      time_limit_seconds: section === 'math' ? 2100 : 1920,
      question_ids: ids,
    });
  if (res.status !== 201) throw new Error(`practice: ${res.status} ${JSON.stringify(res.body)}`);
  if (opts.publish) await request(t.app).post(`/api/practices/${res.body.id}/publish`).set(bearer(owner.token)).expect(200);
  return res.body.id;
}

const taken = (res: request.Response) => {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('PRACTICE_EXAM_HAS_TAKEN');
};

beforeAll(async () => {
  t = await buildTestApp();
  const make = (roles: Role[]) => createUser(t.app, t.ctx.ds, roles, { verified: true });
  [admin, teacherA, teacherB, student] = await Promise.all([make(['super-admin']), make(['teacher']), make(['teacher']), make(['student'])]);
});
afterAll(() => t.close());

describe('adaptive sets', () => {
  let rw1: number, rwEasy: number, rwHard: number, m1: number, mEasy: number, mHard: number;
  const sectionsBody = () => [
    { section: 'math', module1_id: m1, easier_module2_id: mEasy, harder_module2_id: mHard, routing_threshold: 2 },
    { section: 'reading-writing', module1_id: rw1, easier_module2_id: rwEasy, harder_module2_id: rwHard, routing_threshold: 3 },
  ];
  const create = (user: CreatedUser, body: Record<string, unknown>) => request(t.app).post('/api/adaptive-sets').set(bearer(user.token)).send(body);

  beforeAll(async () => {
    [rw1, rwEasy, rwHard, m1, mEasy, mHard] = await Promise.all([
      practice(teacherA, 'reading-writing'),
      practice(teacherA, 'reading-writing'),
      practice(teacherA, 'reading-writing'),
      practice(teacherA, 'math'),
      practice(teacherA, 'math', { count: 4 }),
      practice(teacherA, 'math', { count: 5 }),
    ]);
  });

  it('creates a set with both sections in test order, a 600 s break and the thresholds', async () => {
    const title = `Adaptive ${uid()}`;
    const res = await create(teacherA, { title, sections: sectionsBody() }).expect(201);
    expect(res.body).toMatchObject({
      title,
      version: 'digital',
      break_after_seconds: 600,
      status: 'draft',
      owner_id: teacherA.id,
      first_taken_at: null,
    });
    expect(
      res.body.sections.map((s: { position: number; section: string; routing_threshold: number }) => [s.position, s.section, s.routing_threshold]),
    ).toEqual([
      [1, 'reading-writing', 3],
      [2, 'math', 2],
    ]);
    expect(res.body.sections[1].module1.id).toBe(m1);
    expect(res.body.sections[1].harder_module2).toMatchObject({ id: mHard, question_count: 5 });
    expect(res.body.sections[1].harder_module2).not.toHaveProperty('questions');
  });

  it('refuses a duplicate title of the same owner', async () => {
    const title = `Adaptive ${uid()}`;
    await create(teacherA, { title, sections: sectionsBody() }).expect(201);
    const res = await create(teacherA, { title: title.toLowerCase(), sections: sectionsBody() });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PRACTICE_EXAM_TITLE_EXISTS');
  });

  it("422 for a module of the wrong section or kind, another teacher's module, repeated modules or sections", async () => {
    const sectionPractice = await practice(teacherA, 'math', { kind: 'section' });
    const others = await practice(teacherB, 'math');
    const body = (change: Record<string, unknown>, at = 0) => {
      const sections = sectionsBody();
      sections[at] = { ...sections[at], ...change };
      return { title: `A ${uid()}`, sections };
    };
    expectFieldError(await create(teacherA, body({ module1_id: rw1 })), 'sections[0].module1_id', 'validation.adaptive.module.kind');
    expectFieldError(
      await create(teacherA, body({ easier_module2_id: sectionPractice })),
      'sections[0].easier_module2_id',
      'validation.adaptive.module.kind',
    );
    expectFieldError(
      await create(teacherA, body({ harder_module2_id: others })),
      'sections[0].harder_module2_id',
      'validation.adaptive.module.visible',
    );
    expectFieldError(
      await create(teacherA, body({ harder_module2_id: mEasy })),
      'sections[0].harder_module2_id',
      'validation.adaptive.module.distinct',
    );
    expectFieldError(await create(teacherA, body({ section: 'math' }, 1)), 'sections', 'validation.adaptive.sections.duplicate');
    expectFieldError(await create(teacherA, body({ section: 'reading' })), 'sections[0].section', 'validation.adaptive.section');
  });

  it('422 for a threshold out of range (0..questions in module 1)', async () => {
    const body = (threshold: unknown) => ({ title: `A ${uid()}`, sections: [{ ...sectionsBody()[0], routing_threshold: threshold }] });
    expectFieldError(await create(teacherA, body(4)), 'sections[0].routing_threshold', 'validation.adaptive.threshold');
    expectFieldError(await create(teacherA, body(-1)), 'sections[0].routing_threshold', 'validation.adaptive.threshold');
    expectFieldError(await create(teacherA, body(undefined)), 'sections[0].routing_threshold', 'validation.required');
    expectFieldError(await create(teacherA, body([1])), 'sections[0].routing_threshold', 'validation.adaptive.threshold');
    await create(teacherA, body(3)).expect(201);
    await create(teacherA, body(0)).expect(201);
  });

  it('422 for missing fields and bad breaks', async () => {
    expectFieldError(await create(teacherA, { sections: sectionsBody() }), 'title', 'validation.required');
    expectFieldError(await create(teacherA, { title: `A ${uid()}` }), 'sections', 'validation.required');
    expectFieldError(await create(teacherA, { title: `A ${uid()}`, sections: [] }), 'sections', 'validation.adaptive.sections');
    expectFieldError(
      await create(teacherA, { title: `A ${uid()}`, sections: sectionsBody(), break_after_seconds: 4000 }),
      'break_after_seconds',
      'validation.set.break',
    );
    expectFieldError(
      await create(teacherA, { title: `A ${uid()}`, sections: [{ section: 'math' }] }),
      'sections[0].module1_id',
      'validation.required',
    );
  });

  it('students cannot author; they see published admin sets only, without thresholds', async () => {
    await create(student, { title: `A ${uid()}`, sections: sectionsBody() }).expect(403);
    const [a1, aE, aH] = await Promise.all([
      practice(admin, 'math', { publish: true }),
      practice(admin, 'math', { publish: true }),
      practice(admin, 'math', { publish: true }),
    ]);
    const tag = uid();
    const adminSet = await create(admin, {
      title: `Lib adaptive ${tag}`,
      sections: [{ section: 'math', module1_id: a1, easier_module2_id: aE, harder_module2_id: aH, routing_threshold: 2 }],
    }).expect(201);
    const draftSet = await create(admin, {
      title: `Lib adaptive ${tag} draft`,
      sections: [{ section: 'math', module1_id: a1, easier_module2_id: aE, harder_module2_id: aH, routing_threshold: 2 }],
    }).expect(201);
    await create(teacherA, { title: `Lib adaptive ${tag} teacher`, sections: sectionsBody() }).expect(201);
    await request(t.app).post(`/api/adaptive-sets/${adminSet.body.id}/publish`).set(bearer(admin.token)).expect(200);
    const list = await request(t.app).get('/api/adaptive-sets').query({ q: tag }).set(bearer(student.token)).expect(200);
    expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([adminSet.body.id]);
    expect(list.body.data[0]).not.toHaveProperty('status');
    expect(list.body.data[0].sections[0]).not.toHaveProperty('routing_threshold');
    await request(t.app).get(`/api/adaptive-sets/${draftSet.body.id}`).set(bearer(student.token)).expect(403);
    const teacherList = await request(t.app).get('/api/adaptive-sets').query({ q: tag }).set(bearer(teacherB.token)).expect(200);
    expect(teacherList.body.data.map((s: { id: number }) => s.id)).toEqual([adminSet.body.id]);
    expect(teacherList.body.data[0].sections[0].routing_threshold).toBe(2);
  });

  it('refuses publishing with draft modules; publishes once they are published', async () => {
    const set = await create(teacherA, { title: `A ${uid()}`, sections: [sectionsBody()[0]] }).expect(201);
    expectFieldError(
      await request(t.app).post(`/api/adaptive-sets/${set.body.id}/publish`).set(bearer(teacherA.token)),
      'sections',
      'validation.set.publish.drafts',
    );
    for (const id of [m1, mEasy, mHard]) await request(t.app).post(`/api/practices/${id}/publish`).set(bearer(teacherA.token)).expect(200);
    const res = await request(t.app).post(`/api/adaptive-sets/${set.body.id}/publish`).set(bearer(teacherA.token)).expect(200);
    expect(res.body.status).toBe('published');
    expect((await request(t.app).post(`/api/adaptive-sets/${set.body.id}/unpublish`).set(bearer(teacherA.token)).expect(200)).body.status).toBe(
      'draft',
    );
  });

  it("only the owner or an admin changes, publishes or deletes; a teacher cannot see another teacher's draft", async () => {
    const set = await create(teacherA, { title: `A ${uid()}`, sections: sectionsBody() }).expect(201);
    const id = set.body.id;
    await request(t.app).get(`/api/adaptive-sets/${id}`).set(bearer(teacherB.token)).expect(403);
    await request(t.app)
      .patch(`/api/adaptive-sets/${id}`)
      .set(bearer(teacherB.token))
      .send({ title: `X ${uid()}` })
      .expect(403);
    await request(t.app).post(`/api/adaptive-sets/${id}/publish`).set(bearer(teacherB.token)).expect(403);
    await request(t.app).delete(`/api/adaptive-sets/${id}`).set(bearer(teacherB.token)).expect(403);
    await request(t.app).delete(`/api/adaptive-sets/${id}`).set(bearer(student.token)).expect(403);
    const renamed = `Admin ${uid()}`;
    expect((await request(t.app).patch(`/api/adaptive-sets/${id}`).set(bearer(admin.token)).send({ title: renamed }).expect(200)).body.title).toBe(
      renamed,
    );
  });

  it('PATCH changes thresholds and modules; duplicate copies; DELETE removes', async () => {
    const set = await create(teacherA, { title: `A ${uid()}`, sections: sectionsBody() }).expect(201);
    const id = set.body.id;
    const sections = sectionsBody();
    sections[0] = { ...sections[0], routing_threshold: 1, easier_module2_id: mHard, harder_module2_id: mEasy };
    const res = await request(t.app)
      .patch(`/api/adaptive-sets/${id}`)
      .set(bearer(teacherA.token))
      .send({ sections, break_after_seconds: 300 })
      .expect(200);
    expect(res.body.break_after_seconds).toBe(300);
    expect(res.body.sections[1]).toMatchObject({ routing_threshold: 1, easier_module2: { id: mHard }, harder_module2: { id: mEasy } });
    const copy = await request(t.app).post(`/api/adaptive-sets/${id}/duplicate`).set(bearer(teacherA.token)).expect(201);
    expect(copy.body).toMatchObject({ title: `${set.body.title} (copy)`, status: 'draft', first_taken_at: null, break_after_seconds: 300 });
    expect(copy.body.sections).toHaveLength(2);
    await request(t.app).delete(`/api/adaptive-sets/${id}`).set(bearer(teacherA.token)).expect(204);
    await request(t.app).get(`/api/adaptive-sets/${id}`).set(bearer(admin.token)).expect(404);
  });

  it('once taken: modules fixed (PRACTICE_EXAM_HAS_TAKEN), thresholds and title editable, no delete; its practices cannot be deleted', async () => {
    const set = await create(teacherA, { title: `A ${uid()}`, sections: sectionsBody() }).expect(201);
    const id = set.body.id;
    await t.ctx.ds.query(`UPDATE adaptive_sets SET first_taken_at = now() WHERE id = $1`, [id]);
    const swapped = sectionsBody();
    swapped[0] = { ...swapped[0], easier_module2_id: mHard, harder_module2_id: mEasy };
    taken(await request(t.app).patch(`/api/adaptive-sets/${id}`).set(bearer(teacherA.token)).send({ sections: swapped }));
    taken(
      await request(t.app)
        .patch(`/api/adaptive-sets/${id}`)
        .set(bearer(teacherA.token))
        .send({ sections: [sectionsBody()[0]] }),
    );
    const thresholds = sectionsBody();
    thresholds[0] = { ...thresholds[0], routing_threshold: 0 };
    const ok = await request(t.app)
      .patch(`/api/adaptive-sets/${id}`)
      .set(bearer(teacherA.token))
      .send({ title: `T ${uid()}`, sections: thresholds })
      .expect(200);
    expect(ok.body.sections[1].routing_threshold).toBe(0);
    taken(await request(t.app).delete(`/api/adaptive-sets/${id}`).set(bearer(teacherA.token)));
    const inUse = await request(t.app).delete(`/api/practices/${m1}`).set(bearer(teacherA.token));
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('CONFLICT');
  });
});

describe('full practice sets', () => {
  let rw: number, math: number, rw2: number;
  const create = (user: CreatedUser, body: Record<string, unknown>) => request(t.app).post('/api/practice-sets').set(bearer(user.token)).send(body);

  beforeAll(async () => {
    [rw, math, rw2] = await Promise.all([
      practice(teacherA, 'reading-writing', { kind: 'section' }),
      practice(teacherA, 'math', { kind: 'section', count: 4 }),
      practice(teacherA, 'reading-writing', { kind: 'section' }),
    ]);
  });

  it('creates a set with ordered items; the RW -> Math break defaults to 600 s, others to 0', async () => {
    const title = `Full ${uid()}`;
    const res = await create(teacherA, {
      title,
      version: 'digital',
      items: [{ practice_id: rw }, { practice_id: math }, { practice_id: rw2, break_after_seconds: 30 }],
    }).expect(201);
    expect(res.body).toMatchObject({
      title,
      version: 'digital',
      status: 'draft',
      owner_id: teacherA.id,
      question_count: 10,
      time_limit_seconds: 1920 + 2100 + 1920,
    });
    expect(
      res.body.items.map((i: { position: number; practice: { id: number }; break_after_seconds: number }) => [
        i.position,
        i.practice.id,
        i.break_after_seconds,
      ]),
    ).toEqual([
      [1, rw, 600],
      [2, math, 0],
      [3, rw2, 30],
    ]);
  });

  it('validates: title, version, items, practices of the set version and visible to the author, no repeats', async () => {
    const others = await practice(teacherB, 'math');
    const paper = await request(t.app)
      .post('/api/practices')
      .set(bearer(teacherA.token))
      .send({ title: `Paper ${uid()}`, version: 'paper', kind: 'section', section: 'reading', time_limit_seconds: 3900 })
      .expect(201);
    const body = (items: unknown, extra: Record<string, unknown> = {}) => ({ title: `F ${uid()}`, version: 'digital', items, ...extra });
    expectFieldError(await create(teacherA, body([], { title: '' })), 'title', 'validation.required');
    expectFieldError(await create(teacherA, body([], { version: 'x' })), 'version', 'validation.practice.version');
    expectFieldError(await create(teacherA, body('x')), 'items', 'validation.set.items');
    expectFieldError(await create(teacherA, body([{}])), 'items[0].practice_id', 'validation.required');
    expectFieldError(
      await create(teacherA, body([{ practice_id: rw, break_after_seconds: -1 }])),
      'items[0].break_after_seconds',
      'validation.set.break',
    );
    expectFieldError(await create(teacherA, body([{ practice_id: others }])), 'items[0].practice_id', 'validation.set.practice.visible');
    expectFieldError(
      await create(teacherA, body([{ practice_id: rw }, { practice_id: paper.body.id }])),
      'items[1].practice_id',
      'validation.set.practice.version',
    );
    expectFieldError(await create(teacherA, body([{ practice_id: rw }, { practice_id: rw }])), 'items', 'validation.set.items.duplicate');
    await create(student, body([])).expect(403);
  });

  it('title unique per owner; ownership; visibility; publish rules', async () => {
    const title = `Full ${uid()}`;
    const set = await create(teacherA, { title, version: 'digital', items: [{ practice_id: rw }] }).expect(201);
    const dup = await create(teacherA, { title: title.toUpperCase(), version: 'digital' });
    expect(dup.status).toBe(400);
    expect(dup.body.code).toBe('PRACTICE_EXAM_TITLE_EXISTS');
    const id = set.body.id;
    await request(t.app).get(`/api/practice-sets/${id}`).set(bearer(teacherB.token)).expect(403);
    await request(t.app)
      .patch(`/api/practice-sets/${id}`)
      .set(bearer(teacherB.token))
      .send({ title: `X ${uid()}` })
      .expect(403);
    await request(t.app).delete(`/api/practice-sets/${id}`).set(bearer(teacherB.token)).expect(403);
    await request(t.app).post(`/api/practice-sets/${id}/publish`).set(bearer(teacherB.token)).expect(403);
    await request(t.app).get(`/api/practice-sets/${id}`).set(bearer(student.token)).expect(403);
    expectFieldError(
      await request(t.app).post(`/api/practice-sets/${id}/publish`).set(bearer(teacherA.token)),
      'items',
      'validation.set.publish.drafts',
    );
    const empty = await create(teacherA, { title: `E ${uid()}`, version: 'digital' }).expect(201);
    expectFieldError(
      await request(t.app).post(`/api/practice-sets/${empty.body.id}/publish`).set(bearer(teacherA.token)),
      'items',
      'validation.set.publish.empty',
    );
  });

  it('students see published admin sets in the public shape', async () => {
    const tag = uid();
    const p = await practice(admin, 'math', { kind: 'section', publish: true });
    const pub = await create(admin, { title: `Lib full ${tag}`, version: 'digital', items: [{ practice_id: p }] }).expect(201);
    await create(admin, { title: `Lib full ${tag} draft`, version: 'digital', items: [{ practice_id: p }] }).expect(201);
    await request(t.app).post(`/api/practice-sets/${pub.body.id}/publish`).set(bearer(admin.token)).expect(200);
    const list = await request(t.app).get('/api/practice-sets').query({ q: tag }).set(bearer(student.token)).expect(200);
    expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([pub.body.id]);
    expect(list.body.data[0]).not.toHaveProperty('status');
    expect(list.body.data[0].items[0].practice).not.toHaveProperty('questions');
    expectFieldError(await request(t.app).get('/api/practice-sets').query({ version: 'x' }).set(bearer(student.token)), 'version');
  });

  it('PATCH reorders; once taken the order is fixed but the title is not; duplicate and delete', async () => {
    const set = await create(teacherA, { title: `Full ${uid()}`, version: 'digital', items: [{ practice_id: rw }, { practice_id: math }] }).expect(
      201,
    );
    const id = set.body.id;
    const re = await request(t.app)
      .patch(`/api/practice-sets/${id}`)
      .set(bearer(teacherA.token))
      .send({ items: [{ practice_id: math }, { practice_id: rw }] })
      .expect(200);
    expect(re.body.items.map((i: { practice: { id: number } }) => i.practice.id)).toEqual([math, rw]);
    const copy = await request(t.app).post(`/api/practice-sets/${id}/duplicate`).set(bearer(teacherA.token)).expect(201);
    expect(copy.body).toMatchObject({ title: `${set.body.title} (copy)`, status: 'draft', first_taken_at: null });
    expect(copy.body.items.map((i: { practice: { id: number } }) => i.practice.id)).toEqual([math, rw]);
    await t.ctx.ds.query(`UPDATE practice_sets SET first_taken_at = now() WHERE id = $1`, [id]);
    taken(
      await request(t.app)
        .patch(`/api/practice-sets/${id}`)
        .set(bearer(teacherA.token))
        .send({ items: [{ practice_id: rw }, { practice_id: math }] }),
    );
    taken(
      await request(t.app)
        .patch(`/api/practice-sets/${id}`)
        .set(bearer(teacherA.token))
        .send({ items: [{ practice_id: math }] }),
    );
    const newTitle = `Renamed ${uid()}`;
    expect(
      (await request(t.app).patch(`/api/practice-sets/${id}`).set(bearer(teacherA.token)).send({ title: newTitle }).expect(200)).body.title,
    ).toBe(newTitle);
    taken(await request(t.app).delete(`/api/practice-sets/${id}`).set(bearer(teacherA.token)));
    await request(t.app).delete(`/api/practice-sets/${copy.body.id}`).set(bearer(teacherA.token)).expect(204);
    await request(t.app).get(`/api/practice-sets/${copy.body.id}`).set(bearer(admin.token)).expect(404);
  });
});
