/** The question bank: /questions CRUD, publish, duplicate, visibility, ownership and validation. */
import request from 'supertest';
import type { QuestionDto } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';

let t: TestApp;
let superAdmin: CreatedUser;
let admin: CreatedUser;
let teacherA: CreatedUser;
let teacherB: CreatedUser;
let company: CreatedUser;
let student: CreatedUser;
let parent: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  const user = (roles: Parameters<typeof createUser>[2]) => createUser(t.app, t.ctx.ds, roles);
  [superAdmin, admin, teacherA, teacherB, company, student, parent] = await Promise.all([
    user(['super-admin']),
    user(['admin']),
    user(['teacher']),
    user(['teacher']),
    user(['company-admin']),
    user(['student']),
    user(['parent']),
  ]);
});
afterAll(() => t.close());

const api = () => request(t.app);

/** A valid digital Math multiple-choice question; a unique word in the stem finds it again. */
const mc = (overrides: Record<string, unknown> = {}) => ({
  source: 'Original sample',
  type: 'multiple-choice',
  section: 'math',
  domain: 'algebra',
  skill: 'linear-equations-one-variable',
  difficulty: 'medium',
  stem: `<p>If \\(3x + 5 = 20\\), what is \\(x\\)? ${uid()}</p>`,
  choices: [
    { label: 'A', text: '3' },
    { label: 'B', text: '5' },
    { label: 'C', text: '15' },
    { label: 'D', text: '25' },
  ],
  answer_key: 'B',
  explanation: 'Subtract 5, divide by 3.',
  ...overrides,
});

const gridIn = (overrides: Record<string, unknown> = {}) => ({
  type: 'grid-in',
  section: 'math',
  domain: 'advanced-math',
  skill: 'nonlinear-equations-and-systems',
  difficulty: 'hard',
  stem: `<p>What is one half? ${uid()}</p>`,
  answer_key: '1/2,.5',
  ...overrides,
});

async function create(u: CreatedUser, body: Record<string, unknown> = mc()): Promise<QuestionDto> {
  const res = await api().post('/api/questions').set(bearer(u.token)).send(body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as QuestionDto;
}

async function published(u: CreatedUser, body: Record<string, unknown> = mc()): Promise<QuestionDto> {
  const q = await create(u, body);
  await api().post(`/api/questions/${q.id}/publish`).set(bearer(u.token)).expect(200);
  return q;
}

async function label(name = `label-${uid()}`): Promise<{ id: number; name: string }> {
  return (await api().post('/api/labels').set(bearer(superAdmin.token)).send({ name }).expect(201)).body;
}

const list = async (u: CreatedUser, query: Record<string, string | number | boolean>) => {
  const res = await api().get('/api/questions').set(bearer(u.token)).query(query).expect(200);
  return res.body as { data: { id: number; [k: string]: unknown }[]; total: number; current_page: number };
};
const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

describe('POST /questions', () => {
  it('creates a draft owned by the caller, version from the section, key and labels stored', async () => {
    const l = await label();
    const body = mc({ label_ids: [l.id], answer_key: 'b' });
    const res = await api().post('/api/questions').set(bearer(teacherA.token)).send(body).expect(201);
    expect(res.body).toMatchObject({
      type: 'multiple-choice',
      version: 'digital',
      section: 'math',
      domain: 'algebra',
      skill: 'linear-equations-one-variable',
      difficulty: 'medium',
      stem: body.stem,
      choices: body.choices,
      answer_key: 'B',
      explanation: 'Subtract 5, divide by 3.',
      source: 'Original sample',
      passage: null,
      labels: [{ id: l.id, name: l.name }],
      status: 'draft',
      owner_id: teacherA.id,
      owner_kind: 'teacher',
    });
    expect(Date.parse(res.body.created_at)).not.toBeNaN();
    const got = await api().get(`/api/questions/${res.body.id}`).set(bearer(teacherA.token)).expect(200);
    expect(got.body).toEqual(res.body);
  });

  it('derives the owner kind from the role: admins make admin content, company admins company content', async () => {
    expect((await create(superAdmin)).owner_kind).toBe('admin');
    expect((await create(admin)).owner_kind).toBe('admin');
    expect((await create(company)).owner_kind).toBe('company');
  });

  it('stores a paper question as version paper and a grid-in without choices', async () => {
    const paper = await create(teacherA, mc({ section: 'reading', domain: 'information-and-ideas', skill: 'inferences' }));
    expect(paper.version).toBe('paper');
    const g = await create(teacherA, gridIn({ section: 'math-calculator', answer_key: '>=1.5&<2' }));
    expect(g).toMatchObject({ type: 'grid-in', version: 'paper', choices: [], answer_key: '>=1.5&<2', explanation: '' });
  });

  it('links a passage the caller can use', async () => {
    const p = await api()
      .post('/api/passages')
      .set(bearer(teacherA.token))
      .send({ title: 'Tides', body: `<p>The moon pulls the sea. ${uid()}</p>` })
      .expect(201);
    const q = await create(
      teacherA,
      mc({ section: 'reading-writing', domain: 'craft-and-structure', skill: 'words-in-context', passage_id: p.body.id }),
    );
    expect(q.passage).toEqual({ id: p.body.id, title: 'Tides' });
  });

  it('refuses students and parents (403) and anonymous callers (401)', async () => {
    await api().post('/api/questions').set(bearer(student.token)).send(mc()).expect(403);
    await api().post('/api/questions').set(bearer(parent.token)).send(mc()).expect(403);
    await api().post('/api/questions').send(mc()).expect(401);
  });

  describe('validation (422 on the field)', () => {
    const post = (body: Record<string, unknown>) => api().post('/api/questions').set(bearer(teacherA.token)).send(body);

    it('requires every mandatory field', async () => {
      const res = await post({});
      for (const f of ['type', 'section', 'domain', 'skill', 'difficulty', 'stem', 'answer_key']) expectFieldError(res, f);
      expectFieldError(res, 'stem', 'validation.required');
      expectFieldError(res, 'answer_key', 'answerKey.empty');
    });

    it.each([
      ['type', 'validation.question.type', 'essay'],
      ['section', 'validation.question.section', 'science'],
      ['difficulty', 'validation.question.difficulty', 'extreme'],
      ['domain', 'validation.question.domain', 'craft-and-structure'],
      ['skill', 'validation.question.skill', 'circles'],
      ['stem', 'validation.too_long', 'x'.repeat(20001)],
      ['explanation', 'validation.too_long', 'x'.repeat(20001)],
      ['choices', 'validation.question.choices', 'A'],
      ['choices', 'validation.question.choices', [{ label: 'A' }]],
      ['passage_id', 'validation.id', 'abc'],
      ['label_ids', 'validation.question.label_ids', 'x'],
      // One value, not a list, even of allowed ones.
      ['difficulty', 'validation.question.difficulty', ['easy']],
      ['type', 'validation.question.type', ['multiple-choice']],
      ['label_ids', 'validation.question.label_ids', Array.from({ length: 21 }, (_, i) => i + 1)],
    ])('%s: refused with %s', async (field, messageId, value) => {
      expectFieldError(await post(mc({ [field]: value })), field, messageId);
    });

    it.each([
      ['1/2, .5', 'answerKey.blank'],
      ['＜2', 'answerKey.englishSymbols'],
      ['>2&<1', 'answerKey.unsatisfiable'],
      ['B', 'answerKey.numberExpected'],
      ['3..5', 'answerKey.syntax'],
    ])('refuses the malformed grid-in key %j with %s', async (key, messageId) => {
      expectFieldError(await post(gridIn({ answer_key: key })), 'answer_key', messageId, { exact: true });
    });

    it('refuses a number key for a multiple-choice question and a letter the question does not have', async () => {
      expectFieldError(await post(mc({ answer_key: '3' })), 'answer_key', 'answerKey.letterExpected');
      expectFieldError(await post(mc({ answer_key: 'E' })), 'answer_key', 'validation.question.answer_key.choice');
      expectFieldError(await post(mc({ answer_key: 'A,E' })), 'answer_key', 'validation.question.answer_key.choice');
    });

    it('checks the choices against the type', async () => {
      const two = [
        { label: 'A', text: 'yes' },
        { label: 'B', text: 'no' },
      ];
      expectFieldError(await post(mc({ choices: [{ label: 'A', text: 'only' }], answer_key: 'A' })), 'choices', 'validation.question.choices.count');
      const six = 'ABCDEF'.split('').map((label) => ({ label, text: label }));
      expectFieldError(await post(mc({ choices: six, answer_key: 'A' })), 'choices', 'validation.question.choices.count');
      expectFieldError(await post(mc({ choices: [two[1], two[0]] })), 'choices', 'validation.question.choices.label');
      expectFieldError(
        await post(mc({ choices: [two[0], { label: 'B', text: '   ' }], answer_key: 'A' })),
        'choices',
        'validation.question.choices.text',
      );
      expectFieldError(await post(mc({ choices: undefined })), 'choices', 'validation.question.choices.count');
      expectFieldError(await post(gridIn({ choices: two })), 'choices', 'validation.question.choices.grid_in');
      expectFieldError(
        await post(gridIn({ section: 'reading-writing', domain: 'craft-and-structure', skill: 'words-in-context' })),
        'type',
        'validation.question.grid_in_math',
      );
      // Two choices and a key listing both are fine (a free point).
      expect((await create(teacherA, mc({ choices: two, answer_key: 'A,B' }))).answer_key).toBe('A,B');
    });

    it('refuses a passage the caller cannot see and labels that do not exist', async () => {
      const other = await api()
        .post('/api/passages')
        .set(bearer(teacherB.token))
        .send({ title: 'Private', body: `B only ${uid()}` })
        .expect(201);
      expectFieldError(await post(mc({ passage_id: other.body.id })), 'passage_id', 'validation.question.passage');
      expectFieldError(await post(mc({ passage_id: 2147483000 })), 'passage_id', 'validation.question.passage');
      const l = await label();
      expectFieldError(await post(mc({ label_ids: [l.id, 2147483000] })), 'label_ids', 'validation.question.labels');
    });

    it('writes nothing when refused', async () => {
      const stem = `<p>never stored ${uid()}</p>`;
      await post(mc({ stem, answer_key: 'Z' })).expect(422);
      const rows: unknown[] = await t.ctx.ds.query(`SELECT 1 FROM questions WHERE stem = $1`, [stem]);
      expect(rows).toHaveLength(0);
    });
  });
});

describe('GET /questions/:id (authoring view)', () => {
  it('answers the owner and admins with the key', async () => {
    const q = await create(teacherA);
    for (const u of [teacherA, admin, superAdmin]) {
      const res = await api().get(`/api/questions/${q.id}`).set(bearer(u.token)).expect(200);
      expect(res.body.answer_key).toBe('B');
    }
  });

  it("refuses another teacher, a company admin and a student (403), even for the admins' published questions", async () => {
    const q = await create(teacherA);
    const lib = await published(admin);
    for (const [u, id] of [
      [teacherB, q.id],
      [company, q.id],
      [student, q.id],
      [teacherB, lib.id],
    ] as const) {
      const res = await api().get(`/api/questions/${id}`).set(bearer(u.token)).expect(403);
      expect(JSON.stringify(res.body)).not.toContain('answer_key');
    }
  });

  it('answers 403 to non-admins and 404 to admins for an id that does not exist; 422 for a bad id', async () => {
    await api().get('/api/questions/2147483000').set(bearer(teacherA.token)).expect(403);
    await api().get('/api/questions/2147483000').set(bearer(admin.token)).expect(404);
    expectFieldError(await api().get('/api/questions/abc').set(bearer(admin.token)), 'id', 'validation.id');
  });
});

describe('PATCH /questions/:id', () => {
  it('lets the owner change fields and revalidates the merged question', async () => {
    const q = await create(teacherA);
    const l = await label();
    const res = await api()
      .patch(`/api/questions/${q.id}`)
      .set(bearer(teacherA.token))
      .send({ difficulty: 'hard', answer_key: 'C', label_ids: [l.id], source: null })
      .expect(200);
    expect(res.body).toMatchObject({ difficulty: 'hard', answer_key: 'C', labels: [l], source: null, stem: q.stem });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(q.updated_at));

    // Changing the section alone leaves the domain invalid for it.
    expectFieldError(
      await api().patch(`/api/questions/${q.id}`).set(bearer(teacherA.token)).send({ section: 'reading-writing' }),
      'domain',
      'validation.question.domain',
    );
    // Switching to grid-in drops the choices, so the letter key must change too.
    expectFieldError(
      await api().patch(`/api/questions/${q.id}`).set(bearer(teacherA.token)).send({ type: 'grid-in' }),
      'answer_key',
      'answerKey.numberExpected',
    );
    const g = await api().patch(`/api/questions/${q.id}`).set(bearer(teacherA.token)).send({ type: 'grid-in', answer_key: '5' }).expect(200);
    expect(g.body).toMatchObject({ type: 'grid-in', choices: [], answer_key: '5' });
    // A paper section changes the version.
    const p = await api().patch(`/api/questions/${q.id}`).set(bearer(teacherA.token)).send({ section: 'math-no-calculator' }).expect(200);
    expect(p.body.version).toBe('paper');
    // Labels can be cleared.
    expect((await api().patch(`/api/questions/${q.id}`).set(bearer(teacherA.token)).send({ label_ids: [] }).expect(200)).body.labels).toEqual([]);
  });

  it('refuses a malformed key and a null stem with 422, leaving the question unchanged', async () => {
    const q = await create(teacherA, gridIn());
    expectFieldError(
      await api().patch(`/api/questions/${q.id}`).set(bearer(teacherA.token)).send({ answer_key: '1/2, .5' }),
      'answer_key',
      'answerKey.blank',
    );
    expectFieldError(await api().patch(`/api/questions/${q.id}`).set(bearer(teacherA.token)).send({ stem: null }), 'stem', 'validation.required');
    const got = await api().get(`/api/questions/${q.id}`).set(bearer(teacherA.token)).expect(200);
    expect(got.body.answer_key).toBe('1/2,.5');
    expect(got.body.stem).toBe(q.stem);
  });

  it('lets admins edit anyone; refuses another teacher (403) without changing anything', async () => {
    const q = await create(teacherA);
    await api().patch(`/api/questions/${q.id}`).set(bearer(teacherB.token)).send({ difficulty: 'easy' }).expect(403);
    await api().patch(`/api/questions/${q.id}`).set(bearer(student.token)).send({ difficulty: 'easy' }).expect(403);
    expect((await api().get(`/api/questions/${q.id}`).set(bearer(teacherA.token))).body.difficulty).toBe('medium');
    const res = await api().patch(`/api/questions/${q.id}`).set(bearer(admin.token)).send({ difficulty: 'easy' }).expect(200);
    expect(res.body).toMatchObject({ difficulty: 'easy', owner_id: teacherA.id, owner_kind: 'teacher' });
  });

  it("refuses teachers editing the admins' published questions", async () => {
    const lib = await published(superAdmin);
    await api().patch(`/api/questions/${lib.id}`).set(bearer(teacherA.token)).send({ difficulty: 'easy' }).expect(403);
  });
});

describe('publish and unpublish', () => {
  it('moves a question between published and drafts (owner)', async () => {
    const q = await create(teacherA);
    const pub = await api().post(`/api/questions/${q.id}/publish`).set(bearer(teacherA.token)).expect(200);
    expect(pub.body.status).toBe('published');
    const draft = await api().post(`/api/questions/${q.id}/unpublish`).set(bearer(teacherA.token)).expect(200);
    expect(draft.body.status).toBe('draft');
  });

  it('lets an admin publish anyone; refuses another teacher and students', async () => {
    const q = await create(teacherA);
    await api().post(`/api/questions/${q.id}/publish`).set(bearer(teacherB.token)).expect(403);
    await api().post(`/api/questions/${q.id}/publish`).set(bearer(student.token)).expect(403);
    const lib = await published(admin);
    await api().post(`/api/questions/${lib.id}/unpublish`).set(bearer(teacherA.token)).expect(403);
    expect((await api().get(`/api/questions/${q.id}`).set(bearer(teacherA.token))).body.status).toBe('draft');
    await api().post(`/api/questions/${q.id}/publish`).set(bearer(superAdmin.token)).expect(200);
    expect((await api().get(`/api/questions/${q.id}`).set(bearer(teacherA.token))).body.status).toBe('published');
  });
});

describe('POST /questions/:id/duplicate', () => {
  it("copies an admin's published question into a draft the teacher owns, labels included", async () => {
    const l = await label();
    const lib = await published(admin, mc({ label_ids: [l.id] }));
    const res = await api().post(`/api/questions/${lib.id}/duplicate`).set(bearer(teacherA.token)).expect(201);
    expect(res.body.id).not.toBe(lib.id);
    expect(res.body).toMatchObject({
      status: 'draft',
      owner_id: teacherA.id,
      owner_kind: 'teacher',
      stem: lib.stem,
      choices: lib.choices,
      answer_key: lib.answer_key,
      labels: [l],
      source: 'Original sample',
    });
    const row: { copied_from_id: number }[] = await t.ctx.ds.query(`SELECT copied_from_id FROM questions WHERE id = $1`, [res.body.id]);
    expect(row[0].copied_from_id).toBe(lib.id);
    // The original is untouched.
    expect((await api().get(`/api/questions/${lib.id}`).set(bearer(admin.token))).body).toMatchObject({ status: 'published', owner_id: admin.id });
  });

  it('copies an own published question as a draft and notes the source when there was none', async () => {
    const q = await published(teacherA, mc({ source: null }));
    const res = await api().post(`/api/questions/${q.id}/duplicate`).set(bearer(teacherA.token)).expect(201);
    expect(res.body).toMatchObject({ status: 'draft', owner_id: teacherA.id, source: `Copy of question #${q.id}` });
  });

  it("refuses copying another teacher's question (even published) and an admin's draft", async () => {
    const q = await published(teacherA);
    await api().post(`/api/questions/${q.id}/duplicate`).set(bearer(teacherB.token)).expect(403);
    const draft = await create(admin);
    await api().post(`/api/questions/${draft.id}/duplicate`).set(bearer(teacherA.token)).expect(403);
    await api().post(`/api/questions/${q.id}/duplicate`).set(bearer(student.token)).expect(403);
    // Admins may copy anything.
    expect((await api().post(`/api/questions/${q.id}/duplicate`).set(bearer(admin.token)).expect(201)).body.owner_kind).toBe('admin');
  });
});

describe('DELETE /questions/:id', () => {
  it('deletes an own question with its labels (204)', async () => {
    const l = await label();
    const q = await create(teacherA, mc({ label_ids: [l.id] }));
    await api().delete(`/api/questions/${q.id}`).set(bearer(teacherA.token)).expect(204);
    await api().get(`/api/questions/${q.id}`).set(bearer(admin.token)).expect(404);
    const links: unknown[] = await t.ctx.ds.query(`SELECT 1 FROM question_labels WHERE question_id = $1`, [q.id]);
    expect(links).toHaveLength(0);
  });

  it('refuses another teacher and students, lets an admin delete anyone', async () => {
    const q = await create(teacherA);
    await api().delete(`/api/questions/${q.id}`).set(bearer(teacherB.token)).expect(403);
    await api().delete(`/api/questions/${q.id}`).set(bearer(student.token)).expect(403);
    await api().get(`/api/questions/${q.id}`).set(bearer(teacherA.token)).expect(200);
    await api().delete(`/api/questions/${q.id}`).set(bearer(admin.token)).expect(204);
    await api().delete(`/api/questions/${q.id}`).set(bearer(admin.token)).expect(404);
  });
});

describe('GET /questions', () => {
  it('refuses students and parents', async () => {
    await api().get('/api/questions').set(bearer(student.token)).expect(403);
    await api().get('/api/questions').set(bearer(parent.token)).expect(403);
    await api().get('/api/questions').expect(401);
  });

  it("shows a teacher their own questions and the admins' published ones, never others' or admin drafts", async () => {
    const tag = uid();
    const stem = (who: string) => `<p>${who} visibility${tag}</p>`;
    const ownDraft = await create(teacherA, mc({ stem: stem('a-draft') }));
    const ownPublished = await published(teacherA, mc({ stem: stem('a-pub') }));
    const libPublished = await published(admin, mc({ stem: stem('lib-pub') }));
    const libDraft = await create(superAdmin, mc({ stem: stem('lib-draft') }));
    const otherPublished = await published(teacherB, mc({ stem: stem('b-pub') }));
    const companyPublished = await published(company, mc({ stem: stem('c-pub') }));

    const q = `visibility${tag}`;
    expect(ids(await list(teacherA, { q })).sort()).toEqual([ownDraft.id, ownPublished.id, libPublished.id].sort());
    expect(ids(await list(teacherB, { q })).sort()).toEqual([otherPublished.id, libPublished.id].sort());
    expect(ids(await list(company, { q })).sort()).toEqual([companyPublished.id, libPublished.id].sort());
    const all = [ownDraft, ownPublished, libPublished, libDraft, otherPublished, companyPublished].map((x) => x.id).sort();
    expect(ids(await list(admin, { q })).sort()).toEqual(all);
    expect(ids(await list(superAdmin, { q })).sort()).toEqual(all);
    // mine narrows to the caller's own; status to drafts or published.
    expect(ids(await list(teacherA, { q, mine: true })).sort()).toEqual([ownDraft.id, ownPublished.id].sort());
    expect(ids(await list(superAdmin, { q, mine: true }))).toEqual([libDraft.id]);
    expect(ids(await list(admin, { q, status: 'draft' })).sort()).toEqual([ownDraft.id, libDraft.id].sort());
    expect(ids(await list(teacherA, { q, status: 'published' })).sort()).toEqual([ownPublished.id, libPublished.id].sort());
  });

  it('narrows by each filter and answers summaries with labels and an excerpt', async () => {
    const tag = uid();
    const l = await label();
    const s = (n: string) => `<p>Filter${tag} <b>${n}</b> &amp; more</p>`;
    const a = await create(teacherA, mc({ stem: s('a'), difficulty: 'easy', label_ids: [l.id] }));
    const b = await create(teacherA, gridIn({ stem: s('b'), section: 'math-calculator' }));
    const c = await create(
      teacherA,
      mc({ stem: s('c'), section: 'reading-writing', domain: 'craft-and-structure', skill: 'words-in-context', difficulty: 'hard' }),
    );
    const q = `filter${tag}`;
    expect(ids(await list(teacherA, { q }))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(teacherA, { q, section: 'math' }))).toEqual([a.id]);
    expect(ids(await list(teacherA, { q, section: 'math-calculator' }))).toEqual([b.id]);
    expect(ids(await list(teacherA, { q, domain: 'craft-and-structure' }))).toEqual([c.id]);
    expect(ids(await list(teacherA, { q, skill: 'nonlinear-equations-and-systems' }))).toEqual([b.id]);
    expect(ids(await list(teacherA, { q, difficulty: 'easy' }))).toEqual([a.id]);
    expect(ids(await list(teacherA, { q, type: 'grid-in' }))).toEqual([b.id]);
    expect(ids(await list(teacherA, { q, type: 'multiple-choice', difficulty: 'hard' }))).toEqual([c.id]);
    expect(ids(await list(teacherA, { label: l.id }))).toEqual([a.id]);

    const row = (await list(teacherA, { label: l.id })).data[0];
    expect(row).toEqual({
      id: a.id,
      type: 'multiple-choice',
      version: 'digital',
      section: 'math',
      domain: 'algebra',
      skill: 'linear-equations-one-variable',
      difficulty: 'easy',
      status: 'draft',
      owner_id: teacherA.id,
      owner_kind: 'teacher',
      labels: [l],
      updated_at: a.updated_at,
      stem_excerpt: `Filter${tag} a & more`,
      passage_id: null,
    });
    expect(row).not.toHaveProperty('answer_key');
  });

  it('finds words of the stem and explanation, whole or by their start', async () => {
    const word = `zebra${uid()}`;
    const inStem = await create(teacherA, mc({ stem: `<p>The <em>${word}</em> crossed.</p>` }));
    const inExplanation = await create(teacherA, mc({ explanation: `Because ${word}quagga runs.` }));
    expect(ids(await list(teacherA, { q: word })).sort()).toEqual([inStem.id, inExplanation.id].sort());
    expect(ids(await list(teacherA, { q: `${word}quagga` }))).toEqual([inExplanation.id]);
    expect(ids(await list(teacherA, { q: `crossed ${word.toUpperCase()}` }))).toEqual([inStem.id]);
    expect((await list(teacherA, { q: `${word} nothingelse${uid()}` })).total).toBe(0);
    // Search syntax typed by the user is only text.
    expect((await list(teacherA, { q: "!&|:*()'" })).total).toBe(0);
  });

  it('pages newest change first, with the total', async () => {
    const tag = `paging${uid()}`;
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await create(teacherA, mc({ stem: `<p>${tag} ${i}</p>` }))).id);
    const first = await list(teacherA, { q: tag, per_page: 2 });
    expect(first).toMatchObject({ current_page: 1, total: 5 });
    expect(ids(first)).toEqual([made[4], made[3]]);
    expect(ids(await list(teacherA, { q: tag, per_page: 2, page: 3 }))).toEqual([made[0]]);
    expect(await list(teacherA, { q: tag, per_page: 2, page: 4 })).toEqual({ data: [], current_page: 4, total: 5 });
    // An edit moves a question to the top.
    await api().patch(`/api/questions/${made[0]}`).set(bearer(teacherA.token)).send({ difficulty: 'hard' }).expect(200);
    expect(ids(await list(teacherA, { q: tag, per_page: 1 }))).toEqual([made[0]]);
  });

  it.each([
    ['section', 'science', 'validation.question.section'],
    ['domain', 'cooking', 'validation.question.domain'],
    ['skill', 'juggling', 'validation.question.skill'],
    ['difficulty', 'extreme', 'validation.question.difficulty'],
    ['type', 'essay', 'validation.question.type'],
    ['status', 'archived', 'validation.question.status'],
    ['label', 'x', 'validation.id'],
    ['mine', 'maybe', 'validation.boolean'],
    ['page', '0', 'validation.page'],
    ['per_page', '101', 'validation.per_page'],
    ['q', 'x'.repeat(201), 'validation.too_long'],
  ])('refuses a bad %s with 422', async (field, value, messageId) => {
    expectFieldError(
      await api()
        .get('/api/questions')
        .set(bearer(teacherA.token))
        .query({ [field]: value }),
      field,
      messageId,
    );
  });
});
