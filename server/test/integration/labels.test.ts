/** /labels: everyone who authors reads them; only the super-admin creates, renames and deletes. */
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';

let t: TestApp;
let superAdmin: CreatedUser;
let admin: CreatedUser;
let teacher: CreatedUser;
let company: CreatedUser;
let student: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  const user = (roles: Parameters<typeof createUser>[2]) => createUser(t.app, t.ctx.ds, roles);
  [superAdmin, admin, teacher, company, student] = await Promise.all([
    user(['super-admin']),
    user(['admin']),
    user(['teacher']),
    user(['company-admin']),
    user(['student']),
  ]);
});
afterAll(() => t.close());

const api = () => request(t.app);
const create = (name: string, u = superAdmin) => api().post('/api/labels').set(bearer(u.token)).send({ name });

describe('label CRUD', () => {
  it('creates, lists (by name, for every author), renames and deletes', async () => {
    const name = `Linear ${uid()}`;
    const res = await create(`  ${name}  `).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), name });
    const b = (await create(`${name} b`).expect(201)).body;

    for (const u of [teacher, company, admin, superAdmin]) {
      const list = await api().get('/api/labels').set(bearer(u.token)).expect(200);
      const names = list.body.map((l: { name: string }) => l.name);
      expect(names.indexOf(name)).toBeGreaterThanOrEqual(0);
      expect(names.indexOf(`${name} b`)).toBe(names.indexOf(name) + 1);
    }

    const renamed = await api()
      .patch(`/api/labels/${res.body.id}`)
      .set(bearer(superAdmin.token))
      .send({ name: `${name} renamed` })
      .expect(200);
    expect(renamed.body).toEqual({ id: res.body.id, name: `${name} renamed` });
    // Renaming to its own name in another case is fine.
    await api()
      .patch(`/api/labels/${res.body.id}`)
      .set(bearer(superAdmin.token))
      .send({ name: `${name} RENAMED` })
      .expect(200);

    await api().delete(`/api/labels/${b.id}`).set(bearer(superAdmin.token)).expect(204);
    await api().delete(`/api/labels/${b.id}`).set(bearer(superAdmin.token)).expect(404);
    await api().patch(`/api/labels/${b.id}`).set(bearer(superAdmin.token)).send({ name: 'gone' }).expect(404);
    const list = await api().get('/api/labels').set(bearer(teacher.token)).expect(200);
    expect(list.body.map((l: { id: number }) => l.id)).not.toContain(b.id);
  });

  it('refuses a duplicate name regardless of case (422), on create and rename', async () => {
    const name = `Geometry ${uid()}`;
    await create(name).expect(201);
    expectFieldError(await create(name.toUpperCase()), 'name', 'validation.label.taken');
    const other = (await create(`${name} 2`).expect(201)).body;
    expectFieldError(
      await api().patch(`/api/labels/${other.id}`).set(bearer(superAdmin.token)).send({ name: name.toLowerCase() }),
      'name',
      'validation.label.taken',
    );
  });

  it('refuses a missing or too long name and a bad id', async () => {
    expectFieldError(await create(''), 'name', 'validation.required');
    expectFieldError(await create('x'.repeat(101)), 'name', 'validation.too_long');
    expectFieldError(await api().patch('/api/labels/abc').set(bearer(superAdmin.token)).send({ name: 'x' }), 'id', 'validation.id');
  });

  it('lets only the super-admin edit labels; students may not even read them', async () => {
    for (const u of [admin, teacher, company, student]) await create(`Nope ${uid()}`, u).expect(403);
    const label = (await create(`Keep ${uid()}`).expect(201)).body;
    await api().patch(`/api/labels/${label.id}`).set(bearer(teacher.token)).send({ name: 'x' }).expect(403);
    await api().delete(`/api/labels/${label.id}`).set(bearer(admin.token)).expect(403);
    await api().get('/api/labels').set(bearer(student.token)).expect(403);
    await api().get('/api/labels').expect(401);
  });

  it('removes a deleted label from its questions', async () => {
    const label = (await create(`Tagged ${uid()}`).expect(201)).body;
    const q = await api()
      .post('/api/questions')
      .set(bearer(teacher.token))
      .send({
        type: 'grid-in',
        section: 'math',
        domain: 'algebra',
        skill: 'linear-functions',
        difficulty: 'easy',
        stem: '<p>Slope?</p>',
        answer_key: '2',
        label_ids: [label.id],
      })
      .expect(201);
    expect(q.body.labels).toEqual([label]);
    await api().delete(`/api/labels/${label.id}`).set(bearer(superAdmin.token)).expect(204);
    expect((await api().get(`/api/questions/${q.body.id}`).set(bearer(teacher.token)).expect(200)).body.labels).toEqual([]);
  });
});
