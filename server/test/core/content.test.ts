/**
 * core/content: the lifecycle of owned content, driven here by a minimal kind of content on the practices
 * table (a row without parts), so the lifecycle is tested apart from any module's rules.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, Role } from '@app/shared';
import type { Caller } from '../../src/core/access';
import { contentLifecycle, ownedListWhere, ownedRows, questionIsTaken, type ContentKind, type OwnedRecord } from '../../src/core/content';
import { queryRows } from '../../src/lib/sql';
import { uid } from '../helpers/factories';
import { openDatabase, person, practice, questionIn, type Person } from './core-fixtures';

let ds: DataSource;
let author: Person;
let other: Person;
let admin: Person;

const COLUMNS = `id, owner_id AS "ownerId", owner_kind AS "ownerKind", title, status, first_taken_at AS "firstTakenAt",
                 created_at AS "createdAt", updated_at AS "updatedAt"`;
const find = async (db: DataSource | EntityManager, id: number) =>
  (await queryRows<OwnedRecord>(db, `SELECT ${COLUMNS} FROM practices WHERE id = $1`, [id]))[0] ?? null;
const insert = async (db: EntityManager, ownerId: number, ownerKind: string, title: string) =>
  (
    await queryRows<{ id: number }>(
      db,
      `INSERT INTO practices (owner_id, owner_kind, title, version, kind, section, time_limit_seconds) VALUES ($1, $2, $3, 'digital', 'drill', 'math', 600) RETURNING id`,
      [ownerId, ownerKind, title],
    )
  )[0].id;

/** What a kind of content gives the lifecycle: its table, its row, what publishing needs, how to copy it. */
const guarded = new Set<number>();
const kind: ContentKind<OwnedRecord, OwnedRecord> = {
  table: 'practices',
  find,
  detail: async (row) => row,
  publishProblems: (row): Record<string, string> => (row.title.startsWith('empty') ? { title: 'validation.empty' } : {}),
  copy: (m, _source, owner, title) => insert(m, owner.id, owner.kind, title),
  async beforeRemove(_m, id) {
    if (guarded.has(id)) throw new Error('in use');
  },
};

const caller = (p: Person): Caller => ({ id: p.id, roles: p.roles });
let life: ReturnType<typeof contentLifecycle<OwnedRecord, OwnedRecord>>;

beforeAll(async () => {
  ds = await openDatabase();
  [author, other, admin] = await Promise.all([person(ds, [Role.Teacher]), person(ds, [Role.Teacher]), person(ds, [Role.Admin])]);
  life = contentLifecycle(ds, kind);
});
afterAll(() => ds.destroy());

const create = (p: Person, title: string) => life.create(caller(p), (m, owner) => insert(m, owner.id, owner.kind, title));

describe('the content lifecycle', () => {
  it('creates a draft owned by the caller, with the owner kind of their role', async () => {
    const row = await create(admin, `lib ${uid()}`);
    expect(row).toMatchObject({ ownerId: admin.id, ownerKind: 'admin', status: 'draft', firstTakenAt: null });
  });

  it('turns a taken title into PRACTICE_EXAM_TITLE_EXISTS', async () => {
    const title = `same ${uid()}`;
    await create(author, title);
    await expect(create(author, title.toUpperCase())).rejects.toMatchObject({ code: ErrorCode.PRACTICE_EXAM_TITLE_EXISTS });
  });

  it('publishes only what the kind allows, for the owner (others: 403)', async () => {
    const empty = await create(author, `empty ${uid()}`);
    await expect(life.setStatus(caller(author), empty.id, 'published')).rejects.toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    const ready = await create(author, `ready ${uid()}`);
    await expect(life.setStatus(caller(other), ready.id, 'published')).rejects.toMatchObject({ status: 403 });
    expect((await life.setStatus(caller(author), ready.id, 'published')).status).toBe('published');
    expect((await life.setStatus(caller(author), ready.id, 'draft')).status).toBe('draft');
  });

  it("duplicates into the caller's own draft with the first free copy title", async () => {
    const title = `orig ${uid()}`;
    const source = await create(admin, title);
    await life.setStatus(caller(admin), source.id, 'published');
    const first = await life.duplicate(caller(author), source.id);
    const second = await life.duplicate(caller(author), source.id);
    expect([first.title, second.title]).toEqual([`${title} (copy)`, `${title} (copy 2)`]);
    expect(first).toMatchObject({ ownerId: author.id, ownerKind: 'teacher', status: 'draft', firstTakenAt: null });
  });

  it('tells an edit whether the row is taken, under the row lock', async () => {
    const row = await create(author, `edit ${uid()}`);
    const seen: boolean[] = [];
    await life.edit(row.id, async (_m, taken) => void seen.push(taken));
    await ownedRows(ds, 'practices').markTaken([row.id], new Date());
    await life.edit(row.id, async (_m, taken) => void seen.push(taken));
    expect(seen).toEqual([false, true]);
  });

  it('deletes what nobody took, asks the kind first, and refuses what was taken', async () => {
    const free = await create(author, `free ${uid()}`);
    const used = await create(author, `used ${uid()}`);
    const taken = await create(author, `taken ${uid()}`);
    guarded.add(used.id);
    await ownedRows(ds, 'practices').markTaken([taken.id], new Date());
    await life.remove(caller(author), free.id);
    await expect(life.remove(caller(author), used.id)).rejects.toThrow('in use');
    await expect(life.remove(caller(author), taken.id)).rejects.toMatchObject({ code: ErrorCode.PRACTICE_EXAM_HAS_TAKEN });
    expect(await find(ds, free.id)).toBeNull();
    expect(await find(ds, used.id)).not.toBeNull();
  });

  it('locks the questions of a taken practice, and lists what the caller sees', async () => {
    const p = await practice(ds, author, 'teacher');
    const q = await questionIn(ds, author, p);
    expect(await questionIsTaken(ds, q)).toBe(false);
    await ownedRows(ds, 'practices').markTaken([p], new Date());
    expect(await questionIsTaken(ds, q)).toBe(true);

    const { where, params } = ownedListWhere(caller(author), 'p', { status: 'draft' }, { mine: true });
    const rows: { id: number }[] = await ds.query(`SELECT p.id FROM practices p WHERE ${where}`, params);
    expect(rows.map((r) => r.id)).toContain(p);
    const theirs = ownedListWhere(caller(other), 'p', {}, { mine: true });
    expect(
      ((await ds.query(`SELECT p.id FROM practices p WHERE ${theirs.where}`, theirs.params)) as { id: number }[]).map((r) => r.id),
    ).not.toContain(p);
  });
});
