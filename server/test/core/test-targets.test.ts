/** core/test-targets: the registry matches the schema, and the one join names every kind's test. */
import type { DataSource } from 'typeorm';
import { ATTEMPT_TARGET_TYPES, Role } from '@app/shared';
import { findTarget, TARGET_LIST, targetJoin, targetOf, TEST_TARGETS } from '../../src/core/test-targets';
import { uid } from '../helpers/factories';
import { openDatabase, person, practice, type Person } from './core-fixtures';

let ds: DataSource;
let owner: Person;
beforeAll(async () => {
  ds = await openDatabase();
  owner = await person(ds, [Role.Admin]);
});
afterAll(() => ds.destroy());

describe('the registry', () => {
  it('has one entry per attempt target type of @app/shared, each naming its own kind', () => {
    expect(Object.keys(TEST_TARGETS).sort()).toEqual([...ATTEMPT_TARGET_TYPES].sort());
    for (const [kind, t] of Object.entries(TEST_TARGETS)) expect(t.kind).toBe(kind);
    expect(new Set(TARGET_LIST.map((t) => t.attemptColumn)).size).toBe(TARGET_LIST.length);
    expect(new Set(TARGET_LIST.map((t) => t.requestField)).size).toBe(TARGET_LIST.length);
  });

  it("names tables and columns the migrations made: each kind's table, its attempts and score_tables columns", async () => {
    const columns = async (table: string): Promise<string[]> =>
      ((await ds.query(`SELECT column_name AS name FROM information_schema.columns WHERE table_name = $1`, [table])) as { name: string }[]).map(
        (r) => r.name,
      );
    const [attempts, scoreTables] = await Promise.all([columns('attempts'), columns('score_tables')]);
    for (const t of TARGET_LIST) {
      expect(await columns(t.table)).toEqual(expect.arrayContaining(['id', 'owner_id', 'owner_kind', 'status', 'title', 'first_taken_at']));
      expect(attempts).toContain(t.attemptColumn);
      expect(scoreTables).toContain(t.scoring.column);
      if ('column' in t.version) expect(await columns(t.table)).toContain(t.version.column);
    }
  });

  it('reads the target of a request body: exactly one registry field is set', () => {
    expect(targetOf({ practiceId: 3 })).toEqual({ type: 'practice', id: 3 });
    expect(targetOf({ composePracticeId: 4 })).toEqual({ type: 'fullPractice', id: 4 });
    expect(targetOf({ adaptiveId: 5 })).toEqual({ type: 'adaptive', id: 5 });
  });
});

describe('the join and the lookup', () => {
  it("gives every kind of attempt its test's title and version", async () => {
    const practiceId = await practice(ds, owner, 'admin');
    const [set] = await ds.query(`INSERT INTO practice_sets (owner_id, owner_kind, title, version) VALUES ($1, 'admin', $2, 'paper') RETURNING id`, [
      owner.id,
      `set ${uid()}`,
    ]);
    const [adaptive] = await ds.query(`INSERT INTO adaptive_sets (owner_id, owner_kind, title) VALUES ($1, 'admin', $2) RETURNING id`, [
      owner.id,
      `adaptive ${uid()}`,
    ]);
    const ids: number[] = [];
    for (const [kind, id] of [
      ['practice', practiceId],
      ['fullPractice', set.id],
      ['adaptive', adaptive.id],
    ] as const) {
      const [a] = await ds.query(
        `INSERT INTO attempts (user_id, target_type, ${TEST_TARGETS[kind].attemptColumn}, status, category, local_day, plan, started_at, updated_at)
         VALUES ($1, $2, $3, 'abandoned', $4, CURRENT_DATE, '[{"position": 1}]', now(), now()) RETURNING id`,
        [owner.id, kind, id, TEST_TARGETS[kind].category],
      );
      ids.push(a.id);
    }
    const join = targetJoin('x');
    const rows = await ds.query(
      `SELECT x.target_type AS type, ${join.title} AS title, ${join.version} AS version FROM attempts x ${join.joins} WHERE x.id = ANY($1) ORDER BY x.id`,
      [ids],
    );
    expect(rows.map((r: { type: string; version: string }) => [r.type, r.version])).toEqual([
      ['practice', 'digital'],
      ['fullPractice', 'paper'],
      ['adaptive', 'digital'],
    ]);
    expect(rows.every((r: { title: string | null }) => typeof r.title === 'string' && r.title.length > 0)).toBe(true);

    expect(await findTarget(ds, 'fullPractice', set.id)).toMatchObject({
      id: set.id,
      ownerId: owner.id,
      ownerKind: 'admin',
      status: 'draft',
      version: 'paper',
    });
    expect(await findTarget(ds, 'adaptive', adaptive.id)).toMatchObject({ version: 'digital', firstTakenAt: null });
    expect(await findTarget(ds, 'practice', 2_000_000_000)).toBeNull();
  });
});
