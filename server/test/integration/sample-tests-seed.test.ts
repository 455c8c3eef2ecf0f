import { ALL_SAMPLE_MODULES } from '../../src/seeds/content';
import { seedSampleTests } from '../../src/seeds/sample-tests';
import { buildTestApp, type TestApp } from '../helpers/context';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) => Number(((await t.ctx.ds.query(sql, params)) as { n: string }[])[0].n);

describe('seeding the sample tests', () => {
  it('creates every question, practice, the adaptive set and its score tables once, however often it runs', async () => {
    // The test database may already hold them (another file can seed too): run twice and compare.
    // Companies are the demo seeds' (demo-seeds.test.ts may register one at the same moment).
    const registered = `SELECT count(*) AS n FROM seed_registry WHERE kind <> 'company'`;
    await t.ctx.ds.transaction((tx) => seedSampleTests(tx));
    const first = await count(registered);
    await t.ctx.ds.transaction((tx) => seedSampleTests(tx));
    expect(await count(registered)).toBe(first);

    const questionCount = ALL_SAMPLE_MODULES.reduce((n, m) => n + m.questions.length, 0);
    expect(await count(`SELECT count(*) AS n FROM seed_registry WHERE kind = 'question'`)).toBe(questionCount);
    expect(await count(`SELECT count(*) AS n FROM seed_registry WHERE kind = 'practice'`)).toBe(ALL_SAMPLE_MODULES.length);
    expect(await count(`SELECT count(*) AS n FROM seed_registry WHERE kind = 'score-table'`)).toBe(5);

    const [set] = (await t.ctx.ds.query(
      `SELECT s.id, s.status FROM adaptive_sets s JOIN seed_registry r ON r.entity_id = s.id AND r.slug = 'adaptive-set:sample-dsat-1'`,
    )) as { id: number; status: string }[];
    expect(set.status).toBe('published');
    const sections = (await t.ctx.ds.query(`SELECT section, routing_threshold FROM adaptive_set_sections WHERE set_id = $1 ORDER BY position`, [
      set.id,
    ])) as {
      section: string;
    }[];
    expect(sections.map((s) => s.section)).toEqual(['reading-writing', 'math']);
    // Module questions keep their authored order.
    const m1 = (await t.ctx.ds.query(
      `SELECT count(*) AS n FROM practice_questions pq JOIN seed_registry r ON r.entity_id = pq.practice_id AND r.slug = 'practice:sample-dsat-rw-m1'`,
    )) as { n: string }[];
    expect(Number(m1[0].n)).toBe(27);
  });

  it('publishes the sample content as an admin that cannot log in', async () => {
    await t.ctx.ds.transaction((tx) => seedSampleTests(tx));
    const [owner] = (await t.ctx.ds.query(`SELECT password_hash, roles FROM users WHERE email = 'content@summitprep.example'`)) as {
      password_hash: string | null;
      roles: string[];
    }[];
    expect(owner.password_hash).toBeNull();
    expect(owner.roles).toEqual(['admin']);
    // The seed's own questions (other test files import copies of the samples, e.g. QTI round trips, as drafts of their own).
    expect(
      await count(
        `SELECT count(*) AS n FROM questions q JOIN users u ON u.id = q.owner_id
          WHERE u.email = 'content@summitprep.example' AND q.source = 'Summit Prep original' AND q.status <> 'published'`,
      ),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM questions q JOIN users u ON u.id = q.owner_id WHERE u.email = 'content@summitprep.example'`),
    ).toBeGreaterThan(0);
  });
});
