/** /passages: CRUD, visibility, ownership, validation and SAT_PASSAGE_EXISTS on duplicate text. */
import request from 'supertest';
import type { PassageDto } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';

let t: TestApp;
let admin: CreatedUser;
let superAdmin: CreatedUser;
let teacherA: CreatedUser;
let teacherB: CreatedUser;
let student: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  const user = (roles: Parameters<typeof createUser>[2]) => createUser(t.app, t.ctx.ds, roles);
  [admin, superAdmin, teacherA, teacherB, student] = await Promise.all([
    user(['admin']),
    user(['super-admin']),
    user(['teacher']),
    user(['teacher']),
    user(['student']),
  ]);
});
afterAll(() => t.close());

const api = () => request(t.app);

async function create(u: CreatedUser, body: Record<string, unknown> = {}): Promise<PassageDto> {
  const res = await api()
    .post('/api/passages')
    .set(bearer(u.token))
    .send({ title: 'The Tides', body: `<p>The moon pulls the <em>sea</em>. ${uid()}</p>`, source: 'Original', ...body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as PassageDto;
}

const expectPassageExists = (res: request.Response, existingId: number) => {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('SAT_PASSAGE_EXISTS');
  expect(res.body.existing_id).toBe(existingId);
  expect(res.body.message).toContain(`#${existingId})`);
};

describe('POST /passages', () => {
  it('creates a passage owned by the caller (201)', async () => {
    const body = `<p>Photosynthesis ${uid()}</p>`;
    const res = await api().post('/api/passages').set(bearer(teacherA.token)).send({ title: ' Plants ', body, source: 'Biology text' }).expect(201);
    expect(res.body).toMatchObject({ title: 'Plants', body, source: 'Biology text', owner_id: teacherA.id });
    expect(Date.parse(res.body.created_at)).not.toBeNaN();
    const got = await api().get(`/api/passages/${res.body.id}`).set(bearer(teacherA.token)).expect(200);
    expect(got.body).toEqual(res.body);
    expect((await create(teacherA, { source: undefined })).source).toBeNull();
  });

  it('answers SAT_PASSAGE_EXISTS with the existing id for the same text differing in spacing, tags or case', async () => {
    const word = uid();
    const original = await create(teacherA, { body: `<p>The quick brown fox ${word} jumps.</p>` });
    for (const body of [
      `The quick brown fox ${word} jumps.`,
      `<div>THE   QUICK <b>brown</b>\n fox ${word.toUpperCase()}   jumps.</div>`,
      `<p>The&nbsp;quick brown fox ${word} jumps.</p>`,
    ]) {
      expectPassageExists(await api().post('/api/passages').set(bearer(teacherA.token)).send({ title: 'Again', body }), original.id);
    }
    const rows: unknown[] = await t.ctx.ds.query(`SELECT 1 FROM passages WHERE body ILIKE $1`, [`%${word}%`]);
    expect(rows).toHaveLength(1);
    // Different words are a different passage.
    await create(teacherA, { body: `<p>The quick brown fox ${word} sleeps.</p>` });
  });

  it("finds the admins' passages as duplicates, but not another teacher's private one", async () => {
    const lib = await create(admin);
    expectPassageExists(await api().post('/api/passages').set(bearer(teacherA.token)).send({ title: 'x', body: lib.body }), lib.id);
    const privateOne = await create(teacherB);
    const mine = await create(teacherA, { body: privateOne.body });
    expect(mine.id).not.toBe(privateOne.id);
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    await api().post('/api/passages').set(bearer(student.token)).send({ title: 'x', body: 'y' }).expect(403);
    await api().post('/api/passages').send({ title: 'x', body: 'y' }).expect(401);
  });

  it.each([
    ['title', 'validation.required', { title: '  ' }],
    ['title', 'validation.too_long', { title: 'x'.repeat(256) }],
    ['body', 'validation.required', { body: undefined }],
    ['body', 'validation.too_long', { body: 'x'.repeat(50001) }],
    ['body', 'validation.string', { body: 42 }],
    ['source', 'validation.too_long', { source: 'x'.repeat(256) }],
  ])('refuses a bad %s with %s', async (field, messageId, override) => {
    const res = await api()
      .post('/api/passages')
      .set(bearer(teacherA.token))
      .send({ title: 'T', body: `b ${uid()}`, ...override });
    expectFieldError(res, field, messageId);
  });
});

describe('GET /passages and /passages/:id', () => {
  it("lists the caller's own and the admins' passages, newest first, with q on title and body", async () => {
    const tag = uid();
    const own = await create(teacherA, { title: `Own ${tag}` });
    const lib = await create(admin, { body: `<p>Library ${tag}</p>` });
    const other = await create(teacherB, { title: `Other ${tag}` });

    const mine = await api().get('/api/passages').set(bearer(teacherA.token)).query({ q: tag }).expect(200);
    expect(mine.body.data.map((p: PassageDto) => p.id)).toEqual([lib.id, own.id]);
    expect(mine.body).toMatchObject({ current_page: 1, total: 2 });
    const all = await api().get('/api/passages').set(bearer(superAdmin.token)).query({ q: tag }).expect(200);
    expect(all.body.data.map((p: PassageDto) => p.id)).toEqual([other.id, lib.id, own.id]);
    const paged = await api().get('/api/passages').set(bearer(admin.token)).query({ q: tag, per_page: 1, page: 2 }).expect(200);
    expect(paged.body).toMatchObject({ current_page: 2, total: 3 });
    expect(paged.body.data.map((p: PassageDto) => p.id)).toEqual([lib.id]);
    // % and _ are plain characters.
    expect(
      (
        await api()
          .get('/api/passages')
          .set(bearer(admin.token))
          .query({ q: `${tag}%` })
          .expect(200)
      ).body.total,
    ).toBe(0);
  });

  it("shows a passage to its owner, admins and (for the admins' passages) every author; refuses others", async () => {
    const own = await create(teacherA);
    const lib = await create(admin);
    await api().get(`/api/passages/${own.id}`).set(bearer(admin.token)).expect(200);
    await api().get(`/api/passages/${lib.id}`).set(bearer(teacherB.token)).expect(200);
    await api().get(`/api/passages/${own.id}`).set(bearer(teacherB.token)).expect(403);
    await api().get(`/api/passages/${own.id}`).set(bearer(student.token)).expect(403);
    await api().get('/api/passages').set(bearer(student.token)).expect(403);
    await api().get('/api/passages/2147483000').set(bearer(teacherB.token)).expect(403);
    await api().get('/api/passages/2147483000').set(bearer(admin.token)).expect(404);
    expectFieldError(await api().get('/api/passages/0').set(bearer(admin.token)), 'id', 'validation.id');
    expectFieldError(await api().get('/api/passages').set(bearer(admin.token)).query({ per_page: 0 }), 'per_page', 'validation.per_page');
  });
});

describe('PATCH /passages/:id', () => {
  it('lets the owner edit and clear the source; refuses another teacher', async () => {
    const p = await create(teacherA);
    await api().patch(`/api/passages/${p.id}`).set(bearer(teacherB.token)).send({ title: 'Stolen' }).expect(403);
    const res = await api().patch(`/api/passages/${p.id}`).set(bearer(teacherA.token)).send({ title: 'Renamed', source: null }).expect(200);
    expect(res.body).toMatchObject({ id: p.id, title: 'Renamed', body: p.body, source: null });
    const body = `<p>New text ${uid()}</p>`;
    expect((await api().patch(`/api/passages/${p.id}`).set(bearer(admin.token)).send({ body }).expect(200)).body.body).toBe(body);
    // Editing keeps the duplicate check: its own text is fine, another passage's is not.
    await api().patch(`/api/passages/${p.id}`).set(bearer(teacherA.token)).send({ body: body.toUpperCase() }).expect(200);
    const other = await create(teacherA);
    expectPassageExists(await api().patch(`/api/passages/${p.id}`).set(bearer(teacherA.token)).send({ body: other.body }), other.id);
    expectFieldError(await api().patch(`/api/passages/${p.id}`).set(bearer(teacherA.token)).send({ title: '' }), 'title', 'validation.required');
  });
});

describe('DELETE /passages/:id', () => {
  it('deletes (owner or admin) and keeps its questions without it; refuses another teacher', async () => {
    const p = await create(teacherA);
    const q = await api()
      .post('/api/questions')
      .set(bearer(teacherA.token))
      .send({
        type: 'multiple-choice',
        section: 'reading-writing',
        domain: 'information-and-ideas',
        skill: 'inferences',
        difficulty: 'easy',
        stem: '<p>What does the moon pull?</p>',
        choices: [
          { label: 'A', text: 'The sea' },
          { label: 'B', text: 'The land' },
        ],
        answer_key: 'A',
        passage_id: p.id,
      })
      .expect(201);
    expect(q.body.passage).toEqual({ id: p.id, title: p.title });
    await api().delete(`/api/passages/${p.id}`).set(bearer(teacherB.token)).expect(403);
    await api().delete(`/api/passages/${p.id}`).set(bearer(teacherA.token)).expect(204);
    await api().get(`/api/passages/${p.id}`).set(bearer(admin.token)).expect(404);
    const after = await api().get(`/api/questions/${q.body.id}`).set(bearer(teacherA.token)).expect(200);
    expect(after.body.passage).toBeNull();

    const other = await create(teacherB);
    await api().delete(`/api/passages/${other.id}`).set(bearer(superAdmin.token)).expect(204);
  });
});
