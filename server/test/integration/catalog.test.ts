import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { CatalogDetailDto, CatalogEntryDto, Role } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';

let t: TestApp;
let admin: CreatedUser;
let teacherA: CreatedUser;
let teacherB: CreatedUser;
let student: CreatedUser;
let other: CreatedUser;
/** Every title of this file carries it, so `q=token` sees only this file's rows. */
const token = `cat${uid()}`;
let questionIds: number[];

type Owner = { user: CreatedUser; kind: 'admin' | 'teacher'; status: 'draft' | 'published' };
const published = (): Owner => ({ user: admin, kind: 'admin', status: 'published' });

async function insertQuestions(ds: DataSource, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const rows: { id: number }[] = await ds.query(
      `INSERT INTO questions (owner_id, owner_kind, type, version, section, domain, skill, difficulty, stem, choices, answer_key, status)
       VALUES ($1, 'admin', 'grid-in', 'digital', 'math', 'algebra', 'linear-functions', 'easy', $2, '[]'::jsonb, '3', 'published') RETURNING id`,
      [admin.id, `Stem ${uid()}`],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

interface PracticeSpec {
  title: string;
  version?: 'digital' | 'paper';
  kind?: 'module' | 'section' | 'drill' | 'quick';
  section?: string;
  seconds?: number;
  questions?: number;
  tools?: string[];
  owner?: Owner;
  /** Instead of the file's token (a list of its own). */
  prefix?: string;
}

async function practice(s: PracticeSpec): Promise<number> {
  const o = s.owner ?? published();
  const version = s.version ?? 'digital';
  const rows: { id: number }[] = await t.ctx.ds.query(
    `INSERT INTO practices (owner_id, owner_kind, title, status, version, kind, section, time_limit_seconds, tools)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[]) RETURNING id`,
    [
      o.user.id,
      o.kind,
      `${s.prefix ?? token} ${s.title}`,
      o.status,
      version,
      s.kind ?? 'drill',
      s.section ?? (version === 'digital' ? 'math' : 'math-calculator'),
      s.seconds ?? 600,
      s.tools ?? [],
    ],
  );
  const id = rows[0].id;
  const qs = questionIds.slice(0, s.questions ?? 2);
  if (qs.length > 0)
    await t.ctx.ds.query(
      `INSERT INTO practice_questions (practice_id, position, question_id) SELECT $1, n, q FROM unnest($2::int[]) WITH ORDINALITY u(q, n)`,
      [id, qs],
    );
  return id;
}

async function fullSet(title: string, items: { practiceId: number; breakAfter?: number }[], owner = published()): Promise<number> {
  const rows: { id: number }[] = await t.ctx.ds.query(
    `INSERT INTO practice_sets (owner_id, owner_kind, title, status, version) VALUES ($1, $2, $3, $4, 'digital') RETURNING id`,
    [owner.user.id, owner.kind, `${token} ${title}`, owner.status],
  );
  for (const [i, item] of items.entries())
    await t.ctx.ds.query(`INSERT INTO practice_set_items (set_id, position, practice_id, break_after_seconds) VALUES ($1, $2, $3, $4)`, [
      rows[0].id,
      i + 1,
      item.practiceId,
      item.breakAfter ?? 0,
    ]);
  return rows[0].id;
}

/** An adaptive set over module practices: [module1, easier, harder] per section (RW then Math). */
async function adaptiveSet(title: string, sections: [number, number, number][], owner = published()): Promise<number> {
  const rows: { id: number }[] = await t.ctx.ds.query(
    `INSERT INTO adaptive_sets (owner_id, owner_kind, title, status, break_after_seconds) VALUES ($1, $2, $3, $4, 600) RETURNING id`,
    [owner.user.id, owner.kind, `${token} ${title}`, owner.status],
  );
  for (const [i, [m1, e, h]] of sections.entries())
    await t.ctx.ds.query(
      `INSERT INTO adaptive_set_sections (set_id, position, section, module1_id, easier_module2_id, harder_module2_id, routing_threshold)
       VALUES ($1, $2, $3, $4, $5, $6, 10)`,
      [rows[0].id, i + 1, i === 0 ? 'reading-writing' : 'math', m1, e, h],
    );
  return rows[0].id;
}

type Status = 'in_progress' | 'on_break' | 'finished' | 'abandoned';
const TARGET_COLUMN = { practice: 'practice_id', fullPractice: 'practice_set_id', adaptive: 'adaptive_set_id' } as const;

/** An attempt row straight into the table: the catalog only reads target, status and owner. */
async function attempt(user: CreatedUser, type: keyof typeof TARGET_COLUMN, id: number, status: Status): Promise<number> {
  const rows: { id: number }[] = await t.ctx.ds.query(
    `INSERT INTO attempts (user_id, target_type, ${TARGET_COLUMN[type]}, status, category, local_day, plan, started_at, updated_at, finished_at, break_ends_at)
     VALUES ($1, $2, $3, $4, 'section', CURRENT_DATE, '[{"position": 1}]'::jsonb, now(), now(),
             CASE WHEN $4 = 'finished' THEN now() END, CASE WHEN $4 = 'on_break' THEN now() + interval '10 minutes' END)
     RETURNING id`,
    [user.id, type, id, status],
  );
  return rows[0].id;
}

const get = (user: CreatedUser, query: Record<string, string | number | string[]> = {}) =>
  request(t.app)
    .get('/api/catalog')
    .query({ q: token, ...query })
    .set(bearer(user.token));
const titles = (body: { data: CatalogEntryDto[] }) => body.data.map((e) => e.title.replace(`${token} `, ''));
const entryOf = (body: { data: CatalogEntryDto[] }, type: string, id: number) => body.data.find((e) => e.type === type && e.id === id);

// The shared fixtures: the admins' library plus drafts and teacher content around it.
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const make = (roles: Role[]) => createUser(t.app, t.ctx.ds, roles, { verified: true });
  [admin, teacherA, teacherB, student, other] = await Promise.all([
    make(['super-admin']),
    make(['teacher']),
    make(['teacher']),
    make(['student']),
    make(['student']),
  ]);
  questionIds = await insertQuestions(t.ctx.ds, 4);
  ids.algebra = await practice({ title: 'Algebra drill', seconds: 900, questions: 3, tools: ['calculator'] });
  ids.rwSection = await practice({ title: 'RW section', kind: 'section', section: 'reading-writing', seconds: 3840, tools: ['highlighter'] });
  ids.paperQuick = await practice({ title: 'Paper quick', version: 'paper', kind: 'quick', section: 'reading', seconds: 3600 });
  ids.empty = await practice({ title: 'Empty drill', questions: 0 });
  ids.adminDraft = await practice({ title: 'Admin draft', owner: { user: admin, kind: 'admin', status: 'draft' } });
  ids.teacherADraft = await practice({ title: 'Teacher A draft', owner: { user: teacherA, kind: 'teacher', status: 'draft' } });
  ids.teacherBPublished = await practice({ title: 'Teacher B published', owner: { user: teacherB, kind: 'teacher', status: 'published' } });
  ids.set = await fullSet('Full set', [{ practiceId: ids.rwSection, breakAfter: 600 }, { practiceId: ids.algebra }]);
  const module = (title: string, section: string, seconds: number, questions: number, tools: string[]) =>
    practice({ title, kind: 'module', section, seconds, questions, tools });
  const rw = [
    await module('RW M1', 'reading-writing', 1920, 3, ['highlighter']),
    await module('RW M2 easier', 'reading-writing', 1920, 2, ['highlighter']),
    await module('RW M2 harder', 'reading-writing', 1920, 3, ['highlighter']),
  ] as [number, number, number];
  const math = [
    await module('Math M1', 'math', 2100, 2, ['calculator']),
    await module('Math M2 easier', 'math', 2100, 2, ['calculator']),
    await module('Math M2 harder', 'math', 2100, 2, ['calculator', 'reference-sheet']),
  ] as [number, number, number];
  ids.rwModule1 = rw[0];
  ids.adaptive = await adaptiveSet('Adaptive SAT', [rw, math]);
});
afterAll(() => t.close());

describe('GET /api/catalog', () => {
  it('shows a visitor the same library, without progress (issue 15); a bad token is still refused', async () => {
    // Searched by this file's token, like every other case here: suites running beside it publish tests too.
    const res = await request(t.app).get('/api/catalog').query({ q: token }).expect(200);
    expect(titles(res.body)).toEqual(['Adaptive SAT', 'Full set', 'Algebra drill', 'Paper quick', 'RW section']);
    await request(t.app).get('/api/catalog').set('Authorization', 'Bearer junk').expect(401);
  });

  it('lists the admins\u2019 published tests as one list, full tests first, then by title', async () => {
    const res = await get(student).expect(200);
    expect(titles(res.body)).toEqual(['Adaptive SAT', 'Full set', 'Algebra drill', 'Paper quick', 'RW section']);
    expect(res.body).toMatchObject({ current_page: 1, total: 5 });
    expect(entryOf(res.body, 'practice', ids.algebra)).toEqual({
      type: 'practice',
      id: ids.algebra,
      title: `${token} Algebra drill`,
      version: 'digital',
      kind: 'drill',
      section: 'math',
      questionCount: 3,
      timeLimitSeconds: 900,
      progress: 'not_started',
      activeAttemptId: null,
      lastFinishedAttemptId: null,
      takes: 0,
    });
    // A full set adds up its practices (breaks are not testing time).
    expect(entryOf(res.body, 'fullPractice', ids.set)).toMatchObject({ kind: 'full', section: null, questionCount: 5, timeLimitSeconds: 3840 + 900 });
    // Adaptive: module 1 plus the longer module 2 of each section.
    expect(entryOf(res.body, 'adaptive', ids.adaptive)).toMatchObject({
      kind: 'full',
      section: null,
      version: 'digital',
      questionCount: 3 + 3 + 2 + 2,
      timeLimitSeconds: 2 * 1920 + 2 * 2100,
    });
  });

  it('leaves out drafts, other authors\u2019 tests, empty tests and the modules of an adaptive set', async () => {
    const res = await get(student).expect(200);
    for (const hidden of ['Admin draft', 'Teacher A draft', 'Teacher B published', 'Empty drill', 'RW M1', 'Math M2 harder'])
      expect(titles(res.body)).not.toContain(hidden);
  });

  it('shows authors their own tests too, but not other authors\u2019 drafts (admins included)', async () => {
    const a = await get(teacherA).expect(200);
    expect(titles(a.body)).toContain('Teacher A draft');
    expect(titles(a.body)).not.toContain('Teacher B published');
    expect(titles(a.body)).not.toContain('Admin draft');
    const b = await get(teacherB).expect(200);
    expect(titles(b.body)).toContain('Teacher B published');
    expect(titles(b.body)).not.toContain('Teacher A draft');
    const s = await get(admin).expect(200);
    expect(titles(s.body)).toContain('Admin draft');
    expect(titles(s.body)).not.toContain('Teacher A draft');
  });

  it('filters by version, kind, section and title', async () => {
    expect(titles((await get(student, { version: 'paper' }).expect(200)).body)).toEqual(['Paper quick']);
    expect(titles((await get(student, { version: 'digital' }).expect(200)).body)).toEqual([
      'Adaptive SAT',
      'Full set',
      'Algebra drill',
      'RW section',
    ]);
    expect(titles((await get(student, { kind: 'full' }).expect(200)).body)).toEqual(['Adaptive SAT', 'Full set']);
    expect(titles((await get(student, { type: 'adaptive' }).expect(200)).body)).toEqual(['Adaptive SAT']);
    expect(titles((await get(student, { type: 'fullPractice' }).expect(200)).body)).toEqual(['Full set']);
    expect(titles((await get(student, { type: 'practice', version: 'digital' }).expect(200)).body)).toEqual(['Algebra drill', 'RW section']);
    expect(titles((await get(student, { kind: 'drill' }).expect(200)).body)).toEqual(['Algebra drill']);
    expect(titles((await get(student, { kind: 'section' }).expect(200)).body)).toEqual(['RW section']);
    // Full tests have no section, so a section filter shows section practices only.
    expect(titles((await get(student, { section: 'reading-writing' }).expect(200)).body)).toEqual(['RW section']);
    expect(titles((await get(student, { q: `${token} algebra` }).expect(200)).body)).toEqual(['Algebra drill']);
    // `%` is a character, not a wildcard.
    expect((await get(student, { q: `${token}%drill` }).expect(200)).body.total).toBe(0);
  });

  it('pages by 20', async () => {
    const pageToken = `page${uid()}`;
    for (let i = 0; i < 21; i++) await practice({ prefix: pageToken, title: String(i).padStart(2, '0') });
    const first = await get(student, { q: pageToken }).expect(200);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.total).toBe(21);
    const second = await get(student, { q: pageToken, page: 2 }).expect(200);
    expect(second.body).toMatchObject({ current_page: 2, total: 21 });
    expect(second.body.data.map((e: CatalogEntryDto) => e.title)).toEqual([`${pageToken} 20`]);
  });

  describe('progress of the caller', () => {
    it('is in progress with the running attempt, completed after a finished one, and counts every take', async () => {
      const user = await createUser(t.app, t.ctx.ds, ['student'], { verified: true });
      await attempt(user, 'practice', ids.algebra, 'abandoned');
      const running = await attempt(user, 'practice', ids.algebra, 'in_progress');
      const onBreak = await attempt(user, 'fullPractice', ids.set, 'on_break');
      await attempt(user, 'adaptive', ids.adaptive, 'abandoned');
      const finished = await attempt(user, 'adaptive', ids.adaptive, 'finished');
      await attempt(user, 'practice', ids.rwSection, 'abandoned');
      // Somebody else's attempt changes nothing for this caller.
      await attempt(other, 'practice', ids.paperQuick, 'finished');

      const res = await get(user).expect(200);
      expect(entryOf(res.body, 'practice', ids.algebra)).toMatchObject({ progress: 'in_progress', activeAttemptId: running, takes: 2 });
      expect(entryOf(res.body, 'fullPractice', ids.set)).toMatchObject({ progress: 'in_progress', activeAttemptId: onBreak, takes: 1 });
      expect(entryOf(res.body, 'adaptive', ids.adaptive)).toMatchObject({
        progress: 'completed',
        activeAttemptId: null,
        // Its report is what the catalog's "Review" opens (issue 12 item 16).
        lastFinishedAttemptId: finished,
        takes: 2,
      });
      // Only abandoned: started, but neither running nor finished.
      expect(entryOf(res.body, 'practice', ids.rwSection)).toMatchObject({ progress: 'not_started', activeAttemptId: null, takes: 1 });
      expect(entryOf(res.body, 'practice', ids.paperQuick)).toMatchObject({ progress: 'not_started', takes: 0 });

      expect(titles((await get(user, { status: 'in_progress' }).expect(200)).body)).toEqual(['Full set', 'Algebra drill']);
      expect(titles((await get(user, { status: 'completed' }).expect(200)).body)).toEqual(['Adaptive SAT']);
      expect(titles((await get(user, { status: 'not_started' }).expect(200)).body)).toEqual(['Paper quick', 'RW section']);
      expect(titles((await get(other, { status: 'completed' }).expect(200)).body)).toEqual(['Paper quick']);
    });

    it('agrees with the attempts API: a test started there is in progress here, with that attempt', async () => {
      const user = await createUser(t.app, t.ctx.ds, ['student'], { verified: true });
      const started = await request(t.app).post('/api/attempts').set(bearer(user.token)).send({ practiceId: ids.algebra });
      expect(started.status).toBe(201);
      const res = await get(user).expect(200);
      expect(entryOf(res.body, 'practice', ids.algebra)).toMatchObject({ progress: 'in_progress', activeAttemptId: started.body.id, takes: 1 });
      const detail = await request(t.app).get(`/api/catalog/practice/${ids.algebra}`).set(bearer(user.token)).expect(200);
      expect(detail.body.activeAttemptId).toBe(started.body.id);
    });

    it('prefers a running attempt over a finished one, so Resume is offered', async () => {
      const user = await createUser(t.app, t.ctx.ds, ['student'], { verified: true });
      await attempt(user, 'practice', ids.paperQuick, 'finished');
      const running = await attempt(user, 'practice', ids.paperQuick, 'in_progress');
      const res = await get(user, { version: 'paper' }).expect(200);
      expect(entryOf(res.body, 'practice', ids.paperQuick)).toMatchObject({ progress: 'in_progress', activeAttemptId: running, takes: 2 });
    });
  });

  it('answers 422 per field for bad filters', async () => {
    const res = await get(student, { type: 'exam', version: 'ipad', kind: 'full-ish', section: 'history', status: 'done', page: 0 });
    expectFieldError(res, 'type', 'validation.catalog.type');
    expectFieldError(res, 'version', 'validation.practice.version');
    expectFieldError(res, 'kind', 'validation.catalog.kind');
    expectFieldError(res, 'section', 'validation.practice.section');
    expectFieldError(res, 'status', 'validation.catalog.status');
    expectFieldError(res, 'page', 'validation.page');
    expectFieldError(await get(student, { q: 'x'.repeat(201) }), 'q', 'validation.too_long');
    // A repeated filter (?kind=a&kind=b) is a list, not one value, even of known ones.
    expectFieldError(await get(student, { kind: ['full', 'module'] }), 'kind', 'validation.catalog.kind');
    expectFieldError(await get(student, { type: ['practice', 'adaptive'] }), 'type', 'validation.catalog.type');
  });
});

describe('GET /api/catalog/{type}/{id}', () => {
  const show = (user: CreatedUser, path: string) => request(t.app).get(`/api/catalog/${path}`).set(bearer(user.token));

  it('shows a visitor a library test', async () => {
    await request(t.app).get(`/api/catalog/practice/${ids.algebra}`).expect(200);
  });

  it('shows a practice as one part with its tools', async () => {
    const res = await show(student, `practice/${ids.algebra}`).expect(200);
    const body = res.body as CatalogDetailDto;
    expect(body).toMatchObject({
      type: 'practice',
      id: ids.algebra,
      kind: 'drill',
      questionCount: 3,
      progress: 'not_started',
      tools: ['calculator'],
    });
    expect(body.parts).toEqual([
      {
        position: 1,
        section: 'math',
        stage: 'single',
        title: `${token} Algebra drill`,
        questionCount: 3,
        timeLimitSeconds: 900,
        tools: ['calculator'],
        breakAfterSeconds: 0,
      },
    ]);
  });

  it('shows a full set\u2019s practices in order with their breaks', async () => {
    const body = (await show(student, `fullPractice/${ids.set}`).expect(200)).body as CatalogDetailDto;
    expect(body.parts.map((p) => [p.position, p.section, p.questionCount, p.timeLimitSeconds, p.breakAfterSeconds])).toEqual([
      [1, 'reading-writing', 2, 3840, 600],
      [2, 'math', 3, 900, 0],
    ]);
    expect(body.tools).toEqual(['highlighter', 'calculator']);
  });

  it('shows an adaptive set as module 1 and module 2 per section, the break after Reading and Writing, and the caller\u2019s progress', async () => {
    const user = await createUser(t.app, t.ctx.ds, ['student'], { verified: true });
    const running = await attempt(user, 'adaptive', ids.adaptive, 'in_progress');
    const body = (await show(user, `adaptive/${ids.adaptive}`).expect(200)).body as CatalogDetailDto;
    expect(body).toMatchObject({ kind: 'full', progress: 'in_progress', activeAttemptId: running, takes: 1 });
    expect(body.parts.map((p) => [p.position, p.section, p.stage, p.questionCount, p.breakAfterSeconds])).toEqual([
      [1, 'reading-writing', 'module1', 3, 0],
      [2, 'reading-writing', 'module2', 3, 600],
      [3, 'math', 'module1', 2, 0],
      [4, 'math', 'module2', 2, 0],
    ]);
    // Module 2's form is not known before module 1 ends: no title, the longer form's tools.
    expect(body.parts[1].title).toBeNull();
    expect(body.parts[3].tools).toEqual(['calculator', 'reference-sheet']);
    expect(body.tools).toEqual(['highlighter', 'calculator', 'reference-sheet']);
  });

  it('answers 404 for what the caller may not take, and for unknown ids', async () => {
    await show(student, `practice/${ids.adminDraft}`).expect(404);
    await show(student, `practice/${ids.teacherBPublished}`).expect(404);
    await show(teacherA, `practice/${ids.teacherBPublished}`).expect(404);
    await show(admin, `practice/${ids.teacherADraft}`).expect(404);
    await show(student, `practice/${ids.rwModule1}`).expect(404);
    await show(student, `practice/${ids.empty}`).expect(404);
    await show(student, `fullPractice/${ids.algebra + 1_000_000}`).expect(404);
    await show(teacherA, `practice/${ids.teacherADraft}`).expect(200);
  });

  it('answers 422 per field for a bad type or id', async () => {
    const res = await show(student, 'exam/abc');
    expectFieldError(res, 'type', 'validation.catalog.type');
    expectFieldError(res, 'id', 'validation.id');
  });
});
