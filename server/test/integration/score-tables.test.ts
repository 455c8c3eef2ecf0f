import request from 'supertest';
import type { Role } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';

let t: TestApp;
let admin: CreatedUser;
let teacherA: CreatedUser;
let teacherB: CreatedUser;
let student: CreatedUser;

async function mathQuestions(owner: CreatedUser, count: number, section = 'math'): Promise<number[]> {
  const rows: { id: number }[] = await t.ctx.ds.query(
    `INSERT INTO questions (owner_id, owner_kind, type, version, section, domain, skill, difficulty, stem, choices, answer_key)
     SELECT $1, 'teacher', 'grid-in', $2, $3, 'algebra', 'linear-functions', 'easy', 'Stem ' || $4 || g, '[]'::jsonb, '3' FROM generate_series(1, $5) g RETURNING id`,
    [owner.id, section === 'math' ? 'digital' : 'paper', section, uid(), count],
  );
  return rows.map((r) => r.id);
}

async function practice(owner: CreatedUser, count: number, section = 'math'): Promise<number> {
  const res = await request(t.app)
    .post('/api/practices')
    .set(bearer(owner.token))
    .send({
      title: `P ${uid()}`,
      version: section === 'math' ? 'digital' : 'paper',
      kind: section === 'math' ? 'module' : 'section',
      section,
      time_limit_seconds: 2100,
      question_ids: await mathQuestions(owner, count, section),
    });
  if (res.status !== 201) throw new Error(`practice: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** raw 0..n, 200 + 10 per point, capped at 800. */
const rows = (n: number, step = 10, from = 200) => Array.from({ length: n + 1 }, (_, raw) => ({ raw, scaled: Math.min(800, from + raw * step) }));

beforeAll(async () => {
  t = await buildTestApp();
  const make = (roles: Role[]) => createUser(t.app, t.ctx.ds, roles, { verified: true });
  [admin, teacherA, teacherB, student] = await Promise.all([make(['super-admin']), make(['teacher']), make(['teacher']), make(['student'])]);
});
afterAll(() => t.close());

const post = (user: CreatedUser, body: Record<string, unknown>) => request(t.app).post('/api/score-tables').set(bearer(user.token)).send(body);

describe('score tables of a practice', () => {
  let p: number;
  beforeAll(async () => {
    p = await practice(teacherA, 4);
  });

  it('creates, lists, replaces and deletes a table', async () => {
    const table = [
      { raw: 0, scaled: 200 },
      { raw: 1, scaled: 300, lower: 280, upper: 320 },
      { raw: 2, scaled: 450 },
      { raw: 3, scaled: 600 },
      { raw: 4, scaled: 800 },
    ];
    const created = await post(teacherA, { target: 'practice', target_id: p, type: 'math', rows: table }).expect(201);
    expect(created.body).toMatchObject({ target: 'practice', target_id: p, type: 'math', route: null, max_raw: 4 });
    expect(created.body.rows[1]).toEqual({ raw: 1, scaled: 300, lower: 280, upper: 320 });
    expect(created.body.rows[0]).toEqual({ raw: 0, scaled: 200, lower: null, upper: null });
    const list = await request(t.app).get('/api/score-tables').query({ practice_id: p }).set(bearer(teacherA.token)).expect(200);
    expect(list.body.map((x: { id: number }) => x.id)).toEqual([created.body.id]);
    const patched = await request(t.app)
      .patch(`/api/score-tables/${created.body.id}`)
      .set(bearer(teacherA.token))
      .send({ rows: rows(4, 20) })
      .expect(200);
    expect(patched.body.rows.map((r: { scaled: number }) => r.scaled)).toEqual([200, 220, 240, 260, 280]);
    const again = await post(teacherA, { target: 'practice', target_id: p, type: 'math', rows: rows(4) });
    expectFieldError(again, 'type', 'validation.score_table.exists');
    await request(t.app).delete(`/api/score-tables/${created.body.id}`).set(bearer(teacherA.token)).expect(204);
    expect((await request(t.app).get('/api/score-tables').query({ practice_id: p }).set(bearer(teacherA.token)).expect(200)).body).toEqual([]);
  });

  it('takes a smaller max_raw (unscored questions) but not a larger one', async () => {
    const q = await practice(teacherA, 4);
    expect((await post(teacherA, { target: 'practice', target_id: q, type: 'math', max_raw: 3, rows: rows(3) }).expect(201)).body.max_raw).toBe(3);
    expectFieldError(
      await post(teacherA, { target: 'practice', target_id: await practice(teacherA, 2), type: 'math', max_raw: 3, rows: rows(3) }),
      'max_raw',
      'validation.score_table.max_raw',
    );
  });

  it.each([
    ['a gap', rows(4).filter((r) => r.raw !== 2), 'validation.score_table.coverage'],
    ['a missing last row', rows(3), 'validation.score_table.coverage'],
    ['an extra row', rows(5), 'validation.score_table.coverage'],
    ['a decreasing score', [...rows(3), { raw: 4, scaled: 220 }], 'validation.score_table.decreasing'],
    ['a score above 800', [...rows(3), { raw: 4, scaled: 810 }], 'validation.score_table.range_section'],
    ['a score below 200', [{ raw: 0, scaled: 190 }, ...rows(4).slice(1)], 'validation.score_table.range_section'],
    ['a score off the 10-point steps', [...rows(3), { raw: 4, scaled: 805 }], 'validation.score_table.range_section'],
    ['lower above scaled', [...rows(3), { raw: 4, scaled: 500, lower: 510 }], 'validation.score_table.bounds'],
    ['upper below scaled', [...rows(3), { raw: 4, scaled: 500, upper: 490 }], 'validation.score_table.bounds'],
  ])('422 rows for %s', async (_name, table, messageId) => {
    expectFieldError(await post(teacherA, { target: 'practice', target_id: p, type: 'math', rows: table }), 'rows', messageId);
  });

  it('422 on malformed input', async () => {
    const base = { target: 'practice', target_id: p, type: 'math', rows: rows(4) };
    expectFieldError(await post(teacherA, { ...base, target: 'course' }), 'target', 'validation.score_table.target');
    expectFieldError(await post(teacherA, { ...base, target_id: 'x' }), 'target_id', 'validation.id');
    expectFieldError(await post(teacherA, { ...base, type: 'science' }), 'type', 'validation.score_table.type');
    expectFieldError(await post(teacherA, { ...base, type: 'reading' }), 'type', 'validation.score_table.type');
    expectFieldError(await post(teacherA, { ...base, type: 'reading-writing' }), 'type', 'validation.score_table.type');
    expectFieldError(await post(teacherA, { ...base, type: ['math'] }), 'type', 'validation.score_table.type');
    expectFieldError(await post(teacherA, { ...base, max_raw: [4] }), 'max_raw', 'validation.score_table.raw');
    expectFieldError(await post(teacherA, { ...base, route: 'harder' }), 'route', 'validation.score_table.route.none');
    expectFieldError(await post(teacherA, { ...base, route: 'middle' }), 'route', 'validation.score_table.route');
    expectFieldError(await post(teacherA, { ...base, rows: [] }), 'rows', 'validation.score_table.rows');
    expectFieldError(await post(teacherA, { ...base, rows: [{ raw: -1, scaled: 200 }] }), 'rows[0].raw', 'validation.score_table.raw');
    expectFieldError(await post(teacherA, { ...base, rows: [{ raw: 0 }] }), 'rows[0].scaled', 'validation.required');
    expectFieldError(await request(t.app).get('/api/score-tables').set(bearer(teacherA.token)), 'practice_id', 'validation.score_table.target');
    expectFieldError(
      await request(t.app).get('/api/score-tables').query({ practice_id: p, adaptive_set_id: 1 }).set(bearer(teacherA.token)),
      'practice_id',
    );
  });

  it('only the target owner or an admin writes; students are refused', async () => {
    await post(teacherB, { target: 'practice', target_id: p, type: 'math', rows: rows(4) }).expect(403);
    await request(t.app).get('/api/score-tables').query({ practice_id: p }).set(bearer(teacherB.token)).expect(403);
    await request(t.app).get('/api/score-tables').query({ practice_id: p }).set(bearer(student.token)).expect(403);
    await post(student, { target: 'practice', target_id: p, type: 'math', rows: rows(4) }).expect(403);
    const created = await post(admin, { target: 'practice', target_id: p, type: 'math', rows: rows(4) }).expect(201);
    await request(t.app)
      .patch(`/api/score-tables/${created.body.id}`)
      .set(bearer(teacherB.token))
      .send({ rows: rows(4) })
      .expect(403);
    await request(t.app).delete(`/api/score-tables/${created.body.id}`).set(bearer(teacherB.token)).expect(403);
    expectFieldError(
      await request(t.app)
        .patch(`/api/score-tables/${created.body.id}`)
        .set(bearer(teacherA.token))
        .send({ rows: rows(3) }),
      'rows',
      'validation.score_table.coverage',
    );
    await request(t.app).delete(`/api/score-tables/${created.body.id}`).set(bearer(teacherA.token)).expect(204);
    await request(t.app).delete(`/api/score-tables/${created.body.id}`).set(bearer(admin.token)).expect(404);
  });
});

describe('paper test scores', () => {
  it('uses 10-40 for Reading and counts both paper Math sections for Math', async () => {
    const reading = await request(t.app)
      .post('/api/practices')
      .set(bearer(teacherA.token))
      .send({ title: `Reading ${uid()}`, version: 'paper', kind: 'section', section: 'reading', time_limit_seconds: 3900 })
      .expect(201);
    const testScores = [{ raw: 0, scaled: 10 }];
    expect(
      (await post(teacherA, { target: 'practice', target_id: reading.body.id, type: 'reading', rows: testScores }).expect(201)).body.max_raw,
    ).toBe(0);
    const mathScale = [{ raw: 0, scaled: 200 }];
    expectFieldError(await post(teacherA, { target: 'practice', target_id: reading.body.id, type: 'math', rows: mathScale }), 'type');
    const other = await request(t.app)
      .post('/api/practices')
      .set(bearer(teacherA.token))
      .send({ title: `Writing ${uid()}`, version: 'paper', kind: 'section', section: 'writing-language', time_limit_seconds: 2100 })
      .expect(201);
    expectFieldError(
      await post(teacherA, { target: 'practice', target_id: other.body.id, type: 'writing-language', rows: [{ raw: 0, scaled: 41 }] }),
      'rows',
      'validation.score_table.range_test',
    );

    const noCalc = await practice(teacherA, 2, 'math-no-calculator');
    const calc = await practice(teacherA, 3, 'math-calculator');
    const set = await request(t.app)
      .post('/api/practice-sets')
      .set(bearer(teacherA.token))
      .send({ title: `Paper ${uid()}`, version: 'paper', items: [{ practice_id: noCalc }, { practice_id: calc }] })
      .expect(201);
    const created = await post(teacherA, { target: 'practice_set', target_id: set.body.id, type: 'math', rows: rows(5) }).expect(201);
    expect(created.body).toMatchObject({ target: 'practice_set', max_raw: 5 });
    expectFieldError(await post(teacherA, { target: 'practice_set', target_id: set.body.id, type: 'reading-writing', rows: rows(5) }), 'type');
    const list = await request(t.app).get('/api/score-tables').query({ practice_set_id: set.body.id }).set(bearer(teacherA.token)).expect(200);
    expect(list.body).toHaveLength(1);
  });
});

describe('score tables of an adaptive set', () => {
  it("needs a route and counts module 1 plus that route's module 2", async () => {
    const [m1, easy, hard] = [await practice(teacherA, 2), await practice(teacherA, 1), await practice(teacherA, 3)];
    const set = await request(t.app)
      .post('/api/adaptive-sets')
      .set(bearer(teacherA.token))
      .send({
        title: `Adaptive ${uid()}`,
        sections: [{ section: 'math', module1_id: m1, easier_module2_id: easy, harder_module2_id: hard, routing_threshold: 1 }],
      })
      .expect(201);
    const base = { target: 'adaptive_set', target_id: set.body.id, type: 'math' };
    expectFieldError(await post(teacherA, { ...base, rows: rows(3) }), 'route', 'validation.score_table.route');
    const easier = await post(teacherA, { ...base, route: 'easier', rows: rows(3) }).expect(201);
    expect(easier.body).toMatchObject({ route: 'easier', max_raw: 3 });
    expectFieldError(await post(teacherA, { ...base, route: 'harder', rows: rows(3) }), 'rows', 'validation.score_table.coverage');
    expect((await post(teacherA, { ...base, route: 'harder', rows: rows(5, 100) }).expect(201)).body.max_raw).toBe(5);
    expectFieldError(
      await post(teacherA, { ...base, type: 'reading-writing', route: 'easier', rows: rows(3) }),
      'type',
      'validation.score_table.type',
    );
    const list = await request(t.app).get('/api/score-tables').query({ adaptive_set_id: set.body.id }).set(bearer(teacherA.token)).expect(200);
    expect(list.body.map((x: { route: string }) => x.route)).toEqual(['easier', 'harder']);
    await request(t.app).get('/api/score-tables').query({ adaptive_set_id: set.body.id }).set(bearer(teacherB.token)).expect(403);
  });
});
