/**
 * The non-production demo seeds: the company "Summit Demo School" of the demo company-admin, teacher and
 * students exists once however often the seeds run (every start runs them), an admin's later changes to
 * it stay, and through it the demo teacher sees how the demo student did on a library test.
 */
import request from 'supertest';
import type { AnalysisResultRowDto, ClassSummaryDto, PagedDto, TestAnalysisDto } from '@app/shared';
import { DEMO_CLASS } from '../../src/seeds/demo-class';
import { seedSampleTests } from '../../src/seeds/sample-tests';
import { DEMO_COMPANY, DEMO_PASSWORD, seedDemoAccounts } from '../../src/seeds/demo-accounts';
import { bearer, type CreatedUser } from '../helpers/factories';
import { practice, setupRunner, type Runner } from './attempts-fixtures';
import { practiceTable, takeToTheEnd } from './grading-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const query = <T>(sql: string, params: unknown[] = []) => r.t.ctx.ds.query(sql, params) as Promise<T[]>;

/** The companies the registry knows as the demo company (one, or a failed idempotence). */
const seededCompanies = () =>
  query<{ id: number; name: string }>(`SELECT c.id, c.name FROM companies c JOIN seed_registry s ON s.entity_id = c.id WHERE s.slug = $1`, [
    DEMO_COMPANY.slug,
  ]);

const memberNames = async (companyId: number) =>
  (
    await query<{ username: string }>(
      `SELECT u.username FROM company_users cu JOIN users u ON u.id = cu.user_id WHERE cu.company_id = $1 ORDER BY u.username`,
      [companyId],
    )
  ).map((m) => m.username);

async function demoUser(username: string): Promise<CreatedUser> {
  const res = await request(r.t.app).post('/api/auth/login').send({ username, password: DEMO_PASSWORD }).expect(200);
  return { id: res.body.user.id, username, email: `${username}@example.com`, password: DEMO_PASSWORD, token: res.body.access_token };
}

describe('the demo company', () => {
  it('is created once with its company-admin, teacher and students, however often the seeds run', async () => {
    await seedDemoAccounts(r.t.ctx.ds);
    await seedDemoAccounts(r.t.ctx.ds);
    await seedDemoAccounts(r.t.ctx.ds);
    const companies = await seededCompanies();
    expect(companies).toHaveLength(1);
    expect(companies[0].name).toBe('Summit Demo School');
    expect(await query(`SELECT 1 FROM companies WHERE name = 'Summit Demo School'`)).toHaveLength(1);
    expect(await memberNames(companies[0].id)).toEqual(['demo-company', 'demo-pro', 'demo-student', 'demo-teacher']);
    const [admin] = await query<{ roles: string[] }>(`SELECT roles FROM users WHERE username = 'demo-company'`);
    expect(admin.roles).toEqual(['company-admin']);
  });

  it('is left as its admin changed it: not renamed back, a removed member not added again', async () => {
    const [company] = await seededCompanies();
    await query(`UPDATE companies SET name = 'Renamed School' WHERE id = $1`, [company.id]);
    await query(`DELETE FROM company_users WHERE company_id = $1 AND user_id = (SELECT id FROM users WHERE username = 'demo-pro')`, [company.id]);
    await seedDemoAccounts(r.t.ctx.ds);
    expect(await seededCompanies()).toEqual([{ id: company.id, name: 'Renamed School' }]);
    expect(await query(`SELECT 1 FROM companies WHERE name = 'Summit Demo School'`)).toHaveLength(0);
    expect(await memberNames(company.id)).toEqual(['demo-company', 'demo-student', 'demo-teacher']);
  });

  it('shows the demo teacher the demo student’s result on a library test', async () => {
    const [teacher, student] = [await demoUser('demo-teacher'), await demoUser('demo-student')];
    const libraryId = await practice(r, 'reading-writing', { count: 2 });
    await practiceTable(r, libraryId, 'reading-writing', 2);
    const attemptId = await takeToTheEnd(r, student, { practiceId: libraryId }, () => 'A');

    const stats = await request(r.t.app).get(`/api/analysis/practice/${libraryId}`).set(bearer(teacher.token)).expect(200);
    expect((stats.body as TestAnalysisDto).attempts).toBe(1);
    const rows = await request(r.t.app)
      .get('/api/analysis/results')
      .query({ type: 'practice', targetId: libraryId })
      .set(bearer(teacher.token))
      .expect(200);
    expect((rows.body as PagedDto<AnalysisResultRowDto>).data.map((x) => [x.attemptId, x.student.username])).toEqual([[attemptId, 'demo-student']]);
  });
});

describe('the demo class', () => {
  it('gives the demo teacher one class of the demo students with the sample test sent, coins credited once, however often the seeds run', async () => {
    await r.t.ctx.ds.transaction((tx) => seedSampleTests(tx));
    await query(`DELETE FROM class_exams WHERE class_id IN (SELECT id FROM classes WHERE class_code = $1)`, [DEMO_CLASS.classCode]);
    await query(`DELETE FROM classes WHERE class_code = $1`, [DEMO_CLASS.classCode]);
    await seedDemoAccounts(r.t.ctx.ds);
    await seedDemoAccounts(r.t.ctx.ds);
    const teacher = await demoUser('demo-teacher');
    const mine = (await request(r.t.app).get('/api/classes/created').set(bearer(teacher.token)).expect(200)).body as ClassSummaryDto[];
    expect(mine.filter((c) => c.name === DEMO_CLASS.name)).toHaveLength(1);
    const demo = mine.find((c) => c.name === DEMO_CLASS.name)!;
    const roster = (await request(r.t.app).get(`/api/classes/${demo.id}/roster`).set(bearer(teacher.token)).expect(200)).body;
    expect(roster.students.map((s: { username: string }) => s.username).sort()).toEqual(['demo-pro', 'demo-student']);
    // The test runner's clock is years ahead of the database's now(), which the seeded window starts from: read the rows.
    const tests = await query<{ title: string; targetType: string; username: string }>(
      `SELECT e.title, e.target_type AS "targetType", u.username FROM class_exams e
         JOIN class_exam_students x ON x.class_exam_id = e.id JOIN users u ON u.id = x.user_id WHERE e.class_id = $1 ORDER BY u.username`,
      [demo.id],
    );
    expect(tests.map((x) => [x.title, x.targetType, x.username])).toEqual([
      ['Week 1: full adaptive practice', 'adaptive', 'demo-pro'],
      ['Week 1: full adaptive practice', 'adaptive', 'demo-student'],
    ]);
    const coins = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1 AND ref_key = 'demo-class-coins'`, [
      teacher.id,
    ]);
    expect(coins[0].n).toBe(1);
  });
});
