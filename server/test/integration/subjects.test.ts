/**
 * Subjects: GET /taxonomy for anyone (no login), POST/PATCH /subjects for admins; questions filed under an
 * added skill or domain; archiving hides a subject from new questions but keeps old ones editable.
 */
import request from 'supertest';
import type { SubjectDto } from '@app/shared';
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
const names = (en: string) => ({ name_en: en, name_zh_cn: `${en} 简`, name_zh_tw: `${en} 繁` });
const add = (body: Record<string, unknown>, u: CreatedUser = admin) => api().post('/api/subjects').set(bearer(u.token)).send(body);
const taxonomy = async (): Promise<SubjectDto[]> => (await api().get('/api/taxonomy').expect(200)).body.added;

const question = (overrides: Record<string, unknown>) => ({
  type: 'multiple-choice',
  section: 'math',
  domain: 'algebra',
  skill: 'linear-equations-one-variable',
  difficulty: 'easy',
  stem: `<p>Which is largest? ${uid()}</p>`,
  choices: [
    { label: 'A', text: '1' },
    { label: 'B', text: '2' },
  ],
  answer_key: 'B',
  ...overrides,
});

describe('adding subjects', () => {
  it('adds a domain and a skill under it, with a code made from the English name, visible to anonymous callers', async () => {
    const word = uid();
    const domain = (await add({ kind: 'domain', parent: 'math', ...names(`Data Literacy ${word}`) }).expect(201)).body as SubjectDto;
    expect(domain).toEqual({
      id: expect.any(Number),
      kind: 'domain',
      code: `data-literacy-${word}`,
      parent: 'math',
      names: { 'en-US': `Data Literacy ${word}`, 'zh-CN': `Data Literacy ${word} 简`, 'zh-TW': `Data Literacy ${word} 繁` },
      archived: false,
    });
    const skill = (await add({ kind: 'skill', parent: domain.code, code: `charts-${word}`, ...names('Reading charts') }, superAdmin).expect(201))
      .body as SubjectDto;
    expect(skill).toMatchObject({ kind: 'skill', code: `charts-${word}`, parent: domain.code });
    // A second skill with the same English name gets a free code of its own.
    const again = (await add({ kind: 'skill', parent: 'algebra', ...names(`Reading charts ${word}`) }).expect(201)).body as SubjectDto;
    const twin = (await add({ kind: 'skill', parent: 'algebra', ...names(`Reading charts ${word}`) }).expect(201)).body as SubjectDto;
    expect(twin.code).toBe(`${again.code}-2`);

    // No token at all: the public /browse/examination page reads this.
    const added = await taxonomy();
    expect(added).toEqual(expect.arrayContaining([domain, skill, again, twin]));
  });

  it('refuses each bad field with a localized 422', async () => {
    expectFieldError(await add({ ...names('x'), parent: 'math' }), 'kind');
    expectFieldError(await add({ kind: 'topic', parent: 'math', ...names('x') }), 'kind', 'validation.subject.kind');
    expectFieldError(await add({ kind: 'domain', ...names('x') }), 'parent');
    expectFieldError(await add({ kind: 'domain', parent: 'algebra', ...names('x') }), 'parent', 'validation.subject.parent_family');
    expectFieldError(await add({ kind: 'skill', parent: 'no-such-domain', ...names('x') }), 'parent', 'validation.subject.parent_domain');
    expectFieldError(await add({ kind: 'skill', parent: 'algebra', code: 'Bad Code', ...names('x') }), 'code', 'validation.subject.code');
    expectFieldError(await add({ kind: 'skill', parent: 'algebra', code: 'percentages', ...names('x') }), 'code', 'validation.subject.code_taken');
    expectFieldError(await add({ kind: 'skill', parent: 'algebra', code: ['a'], ...names('x') }), 'code');
    for (const field of ['name_en', 'name_zh_cn', 'name_zh_tw']) {
      expectFieldError(await add({ kind: 'skill', parent: 'algebra', ...names('x'), [field]: '  ' }), field, 'validation.required');
      expectFieldError(await add({ kind: 'skill', parent: 'algebra', ...names('x'), [field]: 'y'.repeat(101) }), field, 'validation.too_long');
    }
    const code = `dup-${uid()}`;
    await add({ kind: 'skill', parent: 'algebra', code, ...names('x') }).expect(201);
    expectFieldError(await add({ kind: 'domain', parent: 'math', code, ...names('x') }), 'code', 'validation.subject.code_taken');
    // In Chinese for a Chinese caller.
    const zh = await add({ kind: 'skill', parent: 'algebra', code, ...names('x') }).set('Accept-Language', 'zh-CN');
    expect(zh.body.errors.code).toEqual(['此代码已被其他知识领域或技能使用。']);
  });

  it('two admins adding the same code at once: one is added, the other told the code is taken', async () => {
    const code = `race-${uid()}`;
    const [a, b] = await Promise.all([
      add({ kind: 'skill', parent: 'algebra', code, ...names('a') }),
      add({ kind: 'skill', parent: 'algebra', code, ...names('b') }, superAdmin),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expectFieldError(a.status === 422 ? a : b, 'code', 'validation.subject.code_taken');
  });

  it('lets only admins write', async () => {
    for (const u of [teacher, company, student]) {
      await add({ kind: 'skill', parent: 'algebra', ...names('x') }, u).expect(403);
      await api().patch('/api/subjects/1').set(bearer(u.token)).send({ archived: true }).expect(403);
    }
    await api()
      .post('/api/subjects')
      .send({ kind: 'skill', parent: 'algebra', ...names('x') })
      .expect(401);
    await api().patch('/api/subjects/1').send({ archived: true }).expect(401);
  });
});

describe('renaming and archiving', () => {
  it('renames, 422s a blank name, 404s an unknown id', async () => {
    const s = (await add({ kind: 'skill', parent: 'algebra', ...names(`Old ${uid()}`) }).expect(201)).body as SubjectDto;
    const renamed = await api().patch(`/api/subjects/${s.id}`).set(bearer(superAdmin.token)).send({ name_zh_tw: '新名稱' }).expect(200);
    expect(renamed.body).toEqual({ ...s, names: { ...s.names, 'zh-TW': '新名稱' } });
    expectFieldError(await api().patch(`/api/subjects/${s.id}`).set(bearer(admin.token)).send({ name_en: '' }), 'name_en');
    expectFieldError(await api().patch(`/api/subjects/${s.id}`).set(bearer(admin.token)).send({ archived: 'yes' }), 'archived');
    expectFieldError(await api().patch('/api/subjects/abc').set(bearer(admin.token)).send({ archived: true }), 'id');
    await api().patch('/api/subjects/2147483000').set(bearer(admin.token)).send({ archived: true }).expect(404);
  });

  it('files a question under an added skill; once archived, new questions are refused but the old one stays editable', async () => {
    const domain = (await add({ kind: 'domain', parent: 'reading-writing', ...names(`Media ${uid()}`) }).expect(201)).body as SubjectDto;
    const skill = (await add({ kind: 'skill', parent: domain.code, ...names(`Ads ${uid()}`) }).expect(201)).body as SubjectDto;
    const rw = { section: 'reading-writing', domain: domain.code, skill: skill.code };

    const saved = await api().post('/api/questions').set(bearer(teacher.token)).send(question(rw)).expect(201);
    expect(saved.body).toMatchObject(rw);
    // Paper Reading shares the Reading and Writing domains, added ones too; Math does not.
    await api()
      .post('/api/questions')
      .set(bearer(teacher.token))
      .send(question({ ...rw, section: 'reading' }))
      .expect(201);
    expectFieldError(
      await api()
        .post('/api/questions')
        .set(bearer(teacher.token))
        .send(question({ ...rw, section: 'math' })),
      'domain',
    );
    // An added skill under a built-in domain, and a skill under the wrong domain.
    const builtIn = (await add({ kind: 'skill', parent: 'algebra', ...names(`Slopes ${uid()}`) }).expect(201)).body as SubjectDto;
    await api()
      .post('/api/questions')
      .set(bearer(teacher.token))
      .send(question({ skill: builtIn.code }))
      .expect(201);
    expectFieldError(
      await api()
        .post('/api/questions')
        .set(bearer(teacher.token))
        .send(question({ domain: 'advanced-math', skill: builtIn.code })),
      'skill',
    );
    // The bank's filter takes the added codes; an unknown one is still a 422.
    const list = await api().get('/api/questions').query({ skill: skill.code, mine: 'true' }).set(bearer(teacher.token)).expect(200);
    expect(list.body.total).toBe(2);
    expectFieldError(
      await api()
        .get('/api/questions')
        .query({ skill: `nope-${uid()}` })
        .set(bearer(teacher.token)),
      'skill',
    );

    const archived = await api().patch(`/api/subjects/${skill.id}`).set(bearer(admin.token)).send({ archived: true }).expect(200);
    expect(archived.body.archived).toBe(true);
    expect((await taxonomy()).find((s) => s.id === skill.id)?.archived).toBe(true);
    expectFieldError(await api().post('/api/questions').set(bearer(teacher.token)).send(question(rw)), 'skill', 'validation.question.skill');
    // No skill may be added under an archived domain.
    await api().patch(`/api/subjects/${domain.id}`).set(bearer(admin.token)).send({ archived: true }).expect(200);
    expectFieldError(await add({ kind: 'skill', parent: domain.code, ...names('x') }), 'parent', 'validation.subject.parent_domain');
    // The question already filed there keeps its classification and can still be edited.
    const edited = await api().patch(`/api/questions/${saved.body.id}`).set(bearer(teacher.token)).send({ difficulty: 'hard' }).expect(200);
    expect(edited.body).toMatchObject({ ...rw, difficulty: 'hard' });
    await api().get('/api/questions').query({ skill: skill.code }).set(bearer(teacher.token)).expect(200);

    // Restored: offered again.
    await api().patch(`/api/subjects/${domain.id}`).set(bearer(admin.token)).send({ archived: false }).expect(200);
    await api().patch(`/api/subjects/${skill.id}`).set(bearer(admin.token)).send({ archived: false }).expect(200);
    await api().post('/api/questions').set(bearer(teacher.token)).send(question(rw)).expect(201);
  });
});
