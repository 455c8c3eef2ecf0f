/**
 * Result analysis through the API: statistics of a small practice taken by three students through the
 * runner and graded by the job (hand-computed expectations), an adaptive set's routing split and grid-in
 * answers, the CSV export, who sees what (student, own vs another teacher's test, company-admin, admin; a
 * library test's statistics over the caller's companies' students only),
 * one user's results, and combining tests (complete, repeated, another student's, not graded, 422 fields).
 */
import request from 'supertest';
import type { AnalysisResultRowDto, AttemptDto, CombinedResultDto, PagedDto, TestAnalysisDto } from '@app/shared';
import { bearer, createUser, type CreatedUser } from '../helpers/factories';
import { expectFieldError } from '../helpers/expect';
import { adaptiveSet, practice, setupRunner, started, taker, type Runner } from './attempts-fixtures';
import { answerAndSubmit, backToMarker, practiceTable } from './grading-fixtures';

let r: Runner;

/** Takes every module, answering the i-th question of each with `responses[i]` ('' leaves it blank), `seconds` on each. */
async function take(user: CreatedUser, body: Record<string, unknown>, responses: (qid: number, i: number) => string, seconds = 0): Promise<number> {
  let a: AttemptDto = await started(r, user, body);
  while (a.status !== 'finished') a = await answerAndSubmit(r, user, a, responses, seconds);
  await r.t.ctx.queue.drain();
  return a.id;
}

const get = (user: CreatedUser, path: string, query: Record<string, string | number | string[]> = {}) =>
  request(r.t.app).get(`/api/analysis${path}`).query(query).set(bearer(user.token));

async function named(u: CreatedUser, first: string, last: string) {
  await r.t.ctx.ds.query(`UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1`, [u.id, first, last]);
}

async function company(...members: CreatedUser[]): Promise<void> {
  const [{ id }] = (await r.t.ctx.ds.query(`INSERT INTO companies (name) VALUES ('Co') RETURNING id`)) as { id: number }[];
  for (const m of members) await r.t.ctx.ds.query(`INSERT INTO company_users (company_id, user_id) VALUES ($1, $2)`, [id, m.id]);
}

// A Reading and Writing practice of 4 questions (key A, choices A-D), table raw i -> 200 + 100 i.
let practiceId: number;
let teacher: CreatedUser;
let otherTeacher: CreatedUser;
let companyAdmin: CreatedUser;
let strangerAdmin: CreatedUser;
let student1: CreatedUser;
let student2: CreatedUser;
let student3: CreatedUser;
const attempts: Record<string, number> = {};

const RESPONSES: Record<string, string[]> = {
  s1: ['A', 'A', 'A', 'A'], // raw 4 -> 600
  s2: ['A', 'B', '', 'C'], // raw 1 -> 300
  s3: ['A', 'A', 'B', ''], // raw 2 -> 400
};

beforeAll(async () => {
  r = await setupRunner();
  [teacher, otherTeacher, companyAdmin, strangerAdmin] = await Promise.all([
    createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true }),
    createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true }),
    createUser(r.t.app, r.t.ctx.ds, ['company-admin'], { verified: true }),
    createUser(r.t.app, r.t.ctx.ds, ['company-admin'], { verified: true }),
  ]);
  [student1, student2, student3] = [await taker(r), await taker(r), await taker(r)];
  // A comma, quotes and Chinese: the CSV must quote the first two and keep the third readable.
  await named(student1, '王, "小明"', 'Wang');
  await named(student2, 'Bo', 'Li');
  await named(student3, '=cmd', 'Chen');
  // The teacher's company has student1; the other teacher shares one with student2 only.
  await company(teacher, companyAdmin, student1);
  await company(otherTeacher, student2);

  practiceId = await practice(r, 'reading-writing', { count: 4 });
  await practiceTable(r, practiceId, 'reading-writing', 4);
  attempts.s1 = await take(student1, { practiceId }, (_q, i) => RESPONSES.s1[i], 10);
  attempts.s2 = await take(student2, { practiceId }, (_q, i) => RESPONSES.s2[i], 20);
  attempts.s3 = await take(student3, { practiceId }, (_q, i) => RESPONSES.s3[i], 30);
  // Students may take only the admins' library until classes exist, so the test becomes the teacher's afterwards.
  await r.t.ctx.ds.query(`UPDATE practices SET owner_id = $2, owner_kind = 'teacher' WHERE id = $1`, [practiceId, teacher.id]);
});
afterAll(() => r.t.close());

describe('statistics of a test', () => {
  it('aggregates scores, questions, answers and time over the graded attempts', async () => {
    const res = await get(teacher, `/practice/${practiceId}`).expect(200);
    const a = res.body as TestAnalysisDto;
    expect(a.target).toMatchObject({ type: 'practice', id: practiceId, version: 'digital' });
    expect([a.attempts, a.students]).toEqual([3, 3]);
    // A single-section practice has no total.
    expect(a.total).toBeNull();
    expect(a.sections).toHaveLength(1);
    const rw = a.sections[0];
    expect(rw).toMatchObject({ name: 'reading-writing', count: 3, mean: 433.3, median: 400, min: 300, max: 600 });
    expect(rw.buckets).toHaveLength(12);
    expect(rw.buckets[0]).toEqual({ from: 200, to: 249, count: 0 });
    expect(rw.buckets[11]).toEqual({ from: 750, to: 800, count: 0 });
    expect(rw.buckets.filter((b) => b.count > 0)).toEqual([
      { from: 300, to: 349, count: 1 },
      { from: 400, to: 449, count: 1 },
      { from: 600, to: 649, count: 1 },
    ]);

    expect(a.questions.map((q) => [q.number, q.correct, q.wrong, q.omitted, q.percentCorrect, q.omittedRate])).toEqual([
      [1, 3, 0, 0, 100, 0],
      [2, 2, 1, 0, 66.7, 0],
      [3, 1, 1, 1, 33.3, 33.3],
      [4, 1, 1, 1, 33.3, 33.3],
    ]);
    // 10, 20 and 30 seconds on every question.
    expect(a.questions.every((q) => q.averageTimeSeconds === 20)).toBe(true);
    expect(a.averageTimeSeconds).toBe(20);
    // 2 omissions of 12 answers.
    expect(a.omittedRate).toBe(16.7);
    expect(a.questions[1].answers).toEqual([
      { answer: 'A', count: 2, correct: true },
      { answer: 'B', count: 1, correct: false },
      { answer: 'C', count: 0, correct: false },
      { answer: 'D', count: 0, correct: false },
    ]);
    expect(a.questions[0]).toMatchObject({ section: 'reading-writing', type: 'multiple-choice', answerKey: 'A', route: null, attempts: 3 });
    expect(a.routing).toEqual([]);
  });

  it('splits routing per section and lists the most frequent grid-in answers of an adaptive set', async () => {
    const set = await adaptiveSet(r, { rwThreshold: 3, mathThreshold: 2 });
    const [strong, weak] = [await taker(r), await taker(r)];
    const rwIds = new Set(
      (
        (await r.t.ctx.ds.query(`SELECT question_id FROM practice_questions WHERE practice_id = ANY($1)`, [
          [set.rw.m1, set.rw.easy, set.rw.hard],
        ])) as { question_id: number }[]
      ).map((x) => x.question_id),
    );
    await take(strong, { adaptiveId: set.id }, (qid) => (rwIds.has(qid) ? 'A' : '3'));
    await take(weak, { adaptiveId: set.id }, (qid) => (rwIds.has(qid) ? 'B' : '3.5'));

    const a = (await get(r.author, `/adaptive/${set.id}`).expect(200)).body as TestAnalysisDto;
    expect(a.attempts).toBe(2);
    expect(a.routing).toEqual([
      { name: 'reading-writing', easier: 1, harder: 1 },
      { name: 'math', easier: 1, harder: 1 },
    ]);
    // Module 1 questions for both; each module 2 form once.
    const byRoute = (route: string | null) => a.questions.filter((q) => q.route === route);
    expect(byRoute(null).every((q) => q.attempts === 2)).toBe(true);
    expect(byRoute('easier').length).toBeGreaterThan(0);
    expect([...byRoute('easier'), ...byRoute('harder')].every((q) => q.attempts === 1)).toBe(true);
    const mathM1 = a.questions.find((q) => q.type === 'grid-in' && q.route === null)!;
    expect(mathM1.answers).toEqual([
      { answer: '3', count: 1, correct: true },
      { answer: '3.5', count: 1, correct: false },
    ]);
  });

  it('answers 404 to a teacher for another teacher’s test, 403 to a student, and 200 to admins and the author’s company-admin', async () => {
    await get(otherTeacher, `/practice/${practiceId}`).expect(404);
    await get(strangerAdmin, `/practice/${practiceId}`).expect(404);
    await get(student1, `/practice/${practiceId}`).expect(403);
    expect(((await get(r.author, `/practice/${practiceId}`).expect(200)).body as TestAnalysisDto).attempts).toBe(3);
    await get(teacher, `/practice/2000000000`).expect(404);
    await get(teacher, `/fullPractice/${practiceId}`).expect(404);
  });

  it('counts for the author’s company-admin only the attempts of the company’s members', async () => {
    const a = (await get(companyAdmin, `/practice/${practiceId}`).expect(200)).body as TestAnalysisDto;
    expect([a.attempts, a.students]).toEqual([1, 1]);
    expect(a.sections[0]).toMatchObject({ count: 1, mean: 600, min: 600, max: 600 });
    expect(a.questions.map((q) => [q.attempts, q.correct])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it('validates the type and the id', async () => {
    expectFieldError(await get(teacher, `/quiz/1`), 'type', 'validation.attempt.type');
    expectFieldError(await get(teacher, `/practice/x`), 'targetId', 'validation.id');
  });
});

describe('results lists', () => {
  const ids = (res: request.Response) => (res.body as PagedDto<AnalysisResultRowDto>).data.map((x) => x.attemptId).sort((a, b) => a - b);
  const ofPractice = { type: 'practice', targetId: 0 };
  beforeAll(() => {
    ofPractice.targetId = practiceId;
  });

  it('shows admins every result, authors their tests’ results, and members’ results to their company', async () => {
    const all = [attempts.s1, attempts.s2, attempts.s3].sort((a, b) => a - b);
    expect(ids(await get(r.author, '/results', ofPractice).expect(200))).toEqual(all);
    expect(ids(await get(teacher, '/results', ofPractice).expect(200))).toEqual(all);
    // Not the author, but shares a company with student2.
    expect(ids(await get(otherTeacher, '/results', ofPractice).expect(200))).toEqual([attempts.s2]);
    // A ?userId= is no filter of this list (only of the users route, which checks it): it widens nothing.
    expect(ids(await get(otherTeacher, '/results', { ...ofPractice, userId: student1.id }).expect(200))).toEqual([attempts.s2]);
    expect(ids(await get(strangerAdmin, '/results', ofPractice).expect(200))).toEqual([]);
    await get(student1, '/results').expect(403);
  });

  it('answers rows with the student, the test, the scores and the counts, and searches by name', async () => {
    const res = await get(teacher, '/results', { ...ofPractice, q: 'li' }).expect(200);
    const body = res.body as PagedDto<AnalysisResultRowDto>;
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      attemptId: attempts.s2,
      student: { id: student2.id, name: 'Bo Li', username: student2.username },
      target: { type: 'practice', id: practiceId },
      total: null,
      sections: [{ name: 'reading-writing', raw: 1, maxRaw: 4, scaled: 300, route: null }],
      counts: { correct: 1, wrong: 2, omitted: 1, unscored: 0 },
      leaveCount: 0,
    });
  });

  it('pages and validates its query', async () => {
    const res = await get(teacher, '/results', { ...ofPractice, per_page: 2, page: 2 }).expect(200);
    expect(res.body).toMatchObject({ current_page: 2, total: 3 });
    expect(res.body.data).toHaveLength(1);
    expectFieldError(await get(teacher, '/results', { targetId: practiceId }), 'targetId', 'validation.analysis.target_type');
    expectFieldError(await get(teacher, '/results', { type: 'quiz' }), 'type', 'validation.attempt.type');
    expectFieldError(await get(teacher, '/results', { page: 0 }), 'page', 'validation.page');
    expectFieldError(await get(teacher, '/results', { type: ['practice', 'adaptive'] }), 'type', 'validation.attempt.type');
    expectFieldError(await get(teacher, '/results', { type: 'practice', targetId: ['1', '2'] }), 'targetId', 'validation.id');
  });

  it('lists a test’s students for whoever may read its statistics, limited to the results they see', async () => {
    expect(ids(await get(teacher, `/practice/${practiceId}/students`).expect(200))).toHaveLength(3);
    // The company-admin reads the statistics of the company teacher's test, but only the company's student rows.
    expect(ids(await get(companyAdmin, `/practice/${practiceId}/students`).expect(200))).toEqual([attempts.s1]);
    await get(otherTeacher, `/practice/${practiceId}/students`).expect(404);
    await get(student1, `/practice/${practiceId}/students`).expect(403);
    expectFieldError(await get(teacher, `/quiz/${practiceId}/students`), 'type', 'validation.attempt.type');
    expectFieldError(await get(teacher, `/practice/0/students`), 'targetId', 'validation.id');
    expectFieldError(await get(teacher, `/practice/${practiceId}/students`, { per_page: 101 }), 'per_page', 'validation.per_page');
  });

  it('lists one user’s results for admins and the user’s company-admin only', async () => {
    expect(ids(await get(r.author, `/users/${student1.id}/results`).expect(200))).toEqual([attempts.s1]);
    expect(ids(await get(companyAdmin, `/users/${student1.id}/results`, ofPractice).expect(200))).toEqual([attempts.s1]);
    await get(companyAdmin, `/users/${student2.id}/results`).expect(404);
    await get(r.author, `/users/2000000000/results`).expect(404);
    await get(teacher, `/users/${student1.id}/results`).expect(403);
    expectFieldError(await get(r.author, `/users/0/results`), 'userId', 'validation.id');
    // Students are refused by role, even for their own id; the query is validated like the results list's.
    await get(student1, `/users/${student1.id}/results`).expect(403);
    expectFieldError(await get(r.author, `/users/${student1.id}/results`, { type: 'quiz' }), 'type', 'validation.attempt.type');
    expectFieldError(await get(r.author, `/users/${student1.id}/results`, { targetId: practiceId }), 'targetId', 'validation.analysis.target_type');
    expectFieldError(await get(r.author, `/users/${student1.id}/results`, { page: 'x' }), 'page', 'validation.page');
  });
});

describe('CSV export', () => {
  const csv = (user: CreatedUser, lang = 'en-US') =>
    request(r.t.app)
      .get(`/api/analysis/practice/${practiceId}/export.csv`)
      .set(bearer(user.token))
      .set('Accept-Language', lang)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });

  it('is a UTF-8 attachment with a BOM, a header row and one row per attempt, quoted where needed', async () => {
    const res = await csv(teacher).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?results-practice-${practiceId}\\.csv"?$`));
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(5);
    const qids = (
      (await r.t.ctx.ds.query(`SELECT question_id FROM practice_questions WHERE practice_id = $1 ORDER BY position`, [practiceId])) as {
        question_id: number;
      }[]
    ).map((x) => x.question_id);
    expect(lines[0]).toBe(
      [
        'Student,Username,Email,Started (Asia/Taipei),Finished (Asia/Taipei),Total score',
        'Reading and Writing score,Reading and Writing raw',
        'Correct,Wrong,Omitted,Unscored,Times left',
        qids.map((id, i) => `Module 1 Q${i + 1} (#${id})`).join(','),
      ].join(','),
    );
    // Oldest first: student1's attempt. The comma and quotes force quoting; the quotes are doubled.
    expect(lines[1]).toMatch(
      new RegExp(
        `^"王, ""小明"" Wang",${student1.username},${student1.email},[0-9: -]{19},[0-9: -]{19},,600,4,4,0,0,0,0,correct,correct,correct,correct$`,
      ),
    );
    expect(lines[2].endsWith(',300,1,1,2,1,0,0,correct,wrong,omitted,wrong')).toBe(true);
    // A name a spreadsheet would run as a formula is written as text.
    expect(lines[3].startsWith(`'=cmd Chen,`)).toBe(true);
  });

  it('writes the times in the caller’s own time zone and names it', async () => {
    await r.t.ctx.ds.query(`UPDATE users SET timezone = 'America/New_York' WHERE id = $1`, [teacher.id]);
    try {
      const lines = ((await csv(teacher).expect(200)).body as string).slice(1).split('\r\n');
      expect(lines[0]).toContain(',Started (America/New_York),Finished (America/New_York),');
      const [first] = (await r.t.ctx.ds.query(
        `SELECT to_char(started_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD HH24:MI:SS') AS started,
                to_char(finished_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD HH24:MI:SS') AS finished
           FROM attempts WHERE user_id = $1 AND status = 'finished' ORDER BY finished_at LIMIT 1`,
        [student1.id],
      )) as { started: string; finished: string }[];
      expect(lines[1]).toContain(`,${first.started},${first.finished},`);
    } finally {
      await r.t.ctx.ds.query(`UPDATE users SET timezone = 'Asia/Taipei' WHERE id = $1`, [teacher.id]);
    }
  });

  it('speaks the caller’s language', async () => {
    const text = (await csv(teacher, 'zh-TW').expect(200)).body as string;
    expect(text.startsWith('\uFEFF學生,使用者名稱,')).toBe(true);
    expect(text).toContain('正確');
  });

  it('only for whoever may read the statistics; a company-admin gets their members’ rows', async () => {
    await csv(otherTeacher).expect(404);
    await csv(student1).expect(403);
    expectFieldError(await get(teacher, `/quiz/${practiceId}/export.csv`), 'type', 'validation.attempt.type');
    expectFieldError(await get(teacher, `/practice/x/export.csv`), 'targetId', 'validation.id');
    const text = (await csv(companyAdmin).expect(200)).body as string;
    expect(text.slice(1).split('\r\n')).toHaveLength(3);
  });
});

describe('combining tests', () => {
  let mathId: number;
  let math1: number;
  let math2: number;
  let rwAgain: number;
  const combine = (user: CreatedUser, body: Record<string, unknown>) =>
    request(r.t.app).post('/api/analysis/combine').set(bearer(user.token)).send(body);

  beforeAll(async () => {
    // Math: 2 grid-ins (key 3), table raw i -> 200 + 100 i.
    mathId = await practice(r, 'math', { count: 2 });
    await practiceTable(r, mathId, 'math', 2);
    math1 = await take(student1, { practiceId: mathId }, () => '3'); // 400
    math2 = await take(student2, { practiceId: mathId }, () => '3');
    // Another Reading and Writing test (of the library: the first one is the teacher's now).
    const rw2 = await practice(r, 'reading-writing', { count: 2 });
    await practiceTable(r, rw2, 'reading-writing', 2);
    rwAgain = await take(student1, { practiceId: rw2 }, () => 'A');
  });

  it('combines a complete, non-repeating selection into a stored total, once', async () => {
    const res = await combine(r.author, { userId: student1.id, attemptIds: [math1, attempts.s1] }).expect(201);
    const c = res.body as CombinedResultDto;
    expect(c).toMatchObject({ userId: student1.id, version: 'digital', total: 1000, createdBy: r.author.id });
    expect(c.sections).toEqual([
      { name: 'reading-writing', raw: 4, maxRaw: 4, scaled: 600, attemptId: attempts.s1 },
      { name: 'math', raw: 2, maxRaw: 2, scaled: 400, attemptId: math1 },
    ]);
    expect(c.parts.map((p) => [p.attemptId, p.target.id])).toEqual(
      [
        [attempts.s1, practiceId],
        [math1, mathId],
      ].sort((a, b) => a[0] - b[0]),
    );
    const again = await combine(r.author, { userId: student1.id, attemptIds: [attempts.s1, math1] }).expect(201);
    expect(again.body.id).toBe(c.id);

    const list = (await get(r.author, '/combined', { userId: student1.id }).expect(200)).body as PagedDto<CombinedResultDto>;
    expect(list.total).toBe(1);
    expect(list.data[0]).toEqual(c);
    expect((await get(r.author, '/combined', { userId: student2.id }).expect(200)).body.total).toBe(0);
    // Without userId: everyone's, newest first.
    const everyone = (await get(r.author, '/combined').expect(200)).body as PagedDto<CombinedResultDto>;
    expect(everyone.data.map((x) => x.id)).toContain(c.id);
  });

  it('refuses a section taken twice and an incomplete selection', async () => {
    const res = await combine(r.author, { userId: student1.id, attemptIds: [attempts.s1, rwAgain] });
    expectFieldError(res, 'attemptIds', 'validation.combine.repeated');
    expectFieldError(res, 'attemptIds', 'validation.combine.incomplete');
    expectFieldError(await combine(r.author, { userId: student1.id, attemptIds: [math1, math1] }), 'attemptIds', 'validation.combine.repeated', {
      exact: true,
    });
  });

  it('refuses another student’s attempt and an attempt not graded (or unknown)', async () => {
    expectFieldError(
      await combine(r.author, { userId: student1.id, attemptIds: [attempts.s1, math2] }),
      'attemptIds',
      'validation.combine.other_user',
      {
        exact: true,
      },
    );
    expectFieldError(
      await combine(r.author, { userId: student1.id, attemptIds: [attempts.s1, 2000000000] }),
      'attemptIds',
      'validation.combine.not_graded',
    );
    await backToMarker(r, rwAgain, new Date());
    expectFieldError(await combine(r.author, { userId: student1.id, attemptIds: [rwAgain, math1] }), 'attemptIds', 'validation.combine.not_graded');
  });

  it('validates every field', async () => {
    const empty = await combine(r.author, {});
    expectFieldError(empty, 'userId', 'validation.required');
    expectFieldError(empty, 'attemptIds', 'validation.required');
    expectFieldError(await combine(r.author, { userId: 'x', attemptIds: [1] }), 'userId', 'validation.id');
    expectFieldError(await combine(r.author, { userId: student1.id, attemptIds: [1] }), 'attemptIds', 'validation.combine.count');
    expectFieldError(await combine(r.author, { userId: student1.id, attemptIds: [1, 'a'] }), 'attemptIds[1]', 'validation.id');
    expectFieldError(await get(r.author, '/combined', { userId: 'x' }), 'userId', 'validation.id');
  });

  it('is for admins only', async () => {
    await combine(teacher, { userId: student1.id, attemptIds: [math1, attempts.s1] }).expect(403);
    await combine(companyAdmin, { userId: student1.id, attemptIds: [math1, attempts.s1] }).expect(403);
    await get(teacher, '/combined').expect(403);
    await get(companyAdmin, '/combined', { userId: student1.id }).expect(403);
    await get(student1, '/combined', { userId: student1.id }).expect(403);
    const admin = await createUser(r.t.app, r.t.ctx.ds, ['admin'], { verified: true });
    await combine(admin, { userId: student1.id, attemptIds: [math1, attempts.s1] }).expect(201);
  });
});

describe('statistics of a library test', () => {
  // Taken by student1 (the teacher's and the company-admin's company) and student2 (the other teacher's).
  let libraryId: number;
  let draftId: number;
  let lib1: number;
  let lib2: number;
  let stranger: CreatedUser;
  const stats = async (user: CreatedUser, path: string) => (await get(user, path).expect(200)).body as TestAnalysisDto;
  const rowIds = (res: request.Response) => (res.body as PagedDto<AnalysisResultRowDto>).data.map((x) => x.attemptId);

  beforeAll(async () => {
    libraryId = await practice(r, 'reading-writing', { count: 4 });
    await practiceTable(r, libraryId, 'reading-writing', 4);
    lib1 = await take(student1, { practiceId: libraryId }, (_q, i) => RESPONSES.s1[i]);
    lib2 = await take(student2, { practiceId: libraryId }, (_q, i) => RESPONSES.s2[i]);
    stranger = await createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true });
    draftId = await practice(r, 'reading-writing', { owner: otherTeacher, publish: false });
  });

  it('shows a teacher and a company-admin only their company student’s attempt', async () => {
    for (const viewer of [teacher, companyAdmin]) {
      const a = await stats(viewer, `/practice/${libraryId}`);
      expect(a.target).toMatchObject({ type: 'practice', id: libraryId });
      expect([a.attempts, a.students]).toEqual([1, 1]);
      // student1's 600 alone; student2's 300 (and its wrong and omitted answers) not counted.
      expect(a.sections[0]).toMatchObject({ name: 'reading-writing', count: 1, mean: 600, min: 600, max: 600 });
      expect(a.questions.map((q) => [q.attempts, q.correct, q.wrong, q.omitted])).toEqual([
        [1, 1, 0, 0],
        [1, 1, 0, 0],
        [1, 1, 0, 0],
        [1, 1, 0, 0],
      ]);
      expect(a.questions[1].answers.find((x) => x.answer === 'B')).toEqual({ answer: 'B', count: 0, correct: false });
      expect(a.omittedRate).toBe(0);
      expect(rowIds(await get(viewer, `/practice/${libraryId}/students`).expect(200))).toEqual([lib1]);
    }
    // The other teacher: their company's student2 only.
    const other = await stats(otherTeacher, `/practice/${libraryId}`);
    expect([other.attempts, other.sections[0].mean]).toEqual([1, 300]);
  });

  it('shows its author (an admin) every attempt', async () => {
    const a = await stats(r.author, `/practice/${libraryId}`);
    expect([a.attempts, a.students]).toEqual([2, 2]);
    expect(a.sections[0]).toMatchObject({ count: 2, mean: 450 });
    expect(rowIds(await get(r.author, `/practice/${libraryId}/students`).expect(200)).sort((x, y) => x - y)).toEqual(
      [lib1, lib2].sort((x, y) => x - y),
    );
  });

  it('answers zero attempts to a teacher who sees none of them, and 404 for another teacher’s draft', async () => {
    const a = await stats(stranger, `/practice/${libraryId}`);
    expect(a).toMatchObject({ attempts: 0, students: 0, total: null, sections: [], questions: [], omittedRate: 0, averageTimeSeconds: 0 });
    expect((await get(stranger, `/practice/${libraryId}/students`).expect(200)).body).toMatchObject({ data: [], total: 0 });
    await get(stranger, `/practice/${draftId}`).expect(404);
    await get(stranger, `/practice/${draftId}/students`).expect(404);
    await get(stranger, `/practice/${draftId}/export.csv`).expect(404);
    // The draft's own author opens it: no attempts yet.
    expect((await stats(otherTeacher, `/practice/${draftId}`)).attempts).toBe(0);
    await get(student1, `/practice/${libraryId}`).expect(403);
  });

  it('exports only the rows the caller sees', async () => {
    const lines = async (user: CreatedUser) =>
      ((await get(user, `/practice/${libraryId}/export.csv`).expect(200)).text as string).split('\r\n').filter((l) => l !== '');
    const mine = await lines(teacher);
    expect(mine).toHaveLength(2);
    expect(mine[1].includes(student1.username)).toBe(true);
    expect(await lines(stranger)).toHaveLength(1);
    expect(await lines(r.author)).toHaveLength(3);
  });
});
