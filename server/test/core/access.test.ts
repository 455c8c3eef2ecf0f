/** core/access: every "may this caller see or change this" rule, the SQL ones run on the real database. */
import type { DataSource } from 'typeorm';
import { Role } from '@app/shared';
import {
  attemptReaderOf,
  attemptTakerOf,
  authorize,
  canSeeContent,
  canSeePassage,
  isOwner,
  isSelfOrAdmin,
  mayActOnAccount,
  mayAnalyse,
  mayCompleteGradingOrder,
  mayReadExplanation,
  mayReadGradingOrder,
  mayReadResult,
  mayUseContent,
  mayViewChild,
  mayViewProfile,
  ownerKindOf,
  STUDENT_LINKS,
  studentReach,
  takeableContentSql,
  visibleAttemptsSql,
  visibleContentSql,
  type Caller,
} from '../../src/core/access';
import { attempt, company, openDatabase, person, practice, type Person } from './core-fixtures';

const as = (id: number, ...roles: Role[]): Caller => ({ id, roles });
const admin = as(1, Role.Admin);
const superAdmin = as(2, Role.SuperAdmin);
const teacher = as(3, Role.Teacher);
const companyAdmin = as(4, Role.CompanyAdmin);
const student = as(5, Role.Student);
const parent = as(6, Role.Parent);
const yes = async () => true;
const no = async () => false;

describe('roles and ownership', () => {
  it('gives content the owner kind of its author', () => {
    expect([admin, superAdmin, companyAdmin, teacher].map(ownerKindOf)).toEqual(['admin', 'admin', 'company', 'teacher']);
  });

  it('answers 403 to others and 404 only to admins, so ids stay hidden', () => {
    const row = { ownerId: teacher.id };
    expect(authorize(teacher, row, isOwner(teacher))).toBe(row);
    expect(() => authorize(student, row, isOwner(student))).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => authorize(student, null, isOwner(student))).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => authorize(admin, null, isOwner(admin))).toThrow(expect.objectContaining({ status: 404 }));
    expect(authorize(admin, row, isOwner(admin))).toBe(row);
  });

  it('lets only the owner or a super-admin act on an account', () => {
    expect(mayActOnAccount(student, student.id)).toBe(true);
    expect(mayActOnAccount(superAdmin, student.id)).toBe(true);
    expect(mayActOnAccount(admin, student.id)).toBe(false);
    expect(mayActOnAccount(teacher, student.id)).toBe(false);
  });
});

describe('owned content', () => {
  const own = { ownerId: teacher.id, ownerKind: 'teacher', status: 'draft' } as const;
  const library = { ownerId: admin.id, ownerKind: 'admin', status: 'published' } as const;
  const adminDraft = { ownerId: admin.id, ownerKind: 'admin', status: 'draft' } as const;

  it('shows authors their own rows and the published library; test takers the library only', () => {
    expect([own, library, adminDraft].map(canSeeContent(teacher))).toEqual([true, true, false]);
    expect([own, library, adminDraft].map(canSeeContent(student))).toEqual([false, true, false]);
  });

  it('lets authors build on what they see, and admins on anything', () => {
    expect(mayUseContent(teacher, own)).toBe(true);
    expect(mayUseContent(teacher, adminDraft)).toBe(false);
    expect(mayUseContent(admin, { ...own, ownerId: 99 })).toBe(true);
    expect(mayUseContent(admin, undefined)).toBe(false);
  });

  it('shows passages of the owner and the admins, whatever their state', () => {
    expect(canSeePassage(teacher)({ ownerId: teacher.id, ownerKind: 'teacher' })).toBe(true);
    expect(canSeePassage(teacher)({ ownerId: 99, ownerKind: 'admin' })).toBe(true);
    expect(canSeePassage(teacher)({ ownerId: 99, ownerKind: 'teacher' })).toBe(false);
  });
});

describe('people', () => {
  it('opens a profile to its owner, super-admins and a linked parent (asked only when needed)', async () => {
    const asked = jest.fn(yes);
    expect(await mayViewProfile(student, student.id, asked)).toBe(true);
    expect(await mayViewProfile(superAdmin, student.id, asked)).toBe(true);
    expect(asked).not.toHaveBeenCalled();
    expect(await mayViewProfile(parent, student.id, yes)).toBe(true);
    expect(await mayViewProfile(parent, student.id, no)).toBe(false);
    // The link alone is not enough: a revoked parent role loses access.
    expect(await mayViewProfile(teacher, student.id, yes)).toBe(false);
  });

  it("keeps a child's profile for the linked parent and super-admins", async () => {
    expect(await mayViewChild(parent, yes)).toBe(true);
    expect(await mayViewChild(superAdmin, no)).toBe(true);
    expect(await mayViewChild(student, yes)).toBe(false);
  });

  it('lets super-admins reach every student, teachers and company-admins only linked ones, nobody else any', () => {
    expect([teacher, companyAdmin, superAdmin, admin, parent, student].map(studentReach)).toEqual([
      'linked',
      'linked',
      'all',
      'none',
      'none',
      'none',
    ]);
  });
});

describe('attempts and results', () => {
  it('reads attempts as their taker, or as an admin; writes as the taker only', () => {
    expect(attemptReaderOf(admin)).toEqual({ userId: admin.id, admin: true });
    expect(attemptReaderOf(student)).toEqual({ userId: student.id, admin: false });
    expect(attemptTakerOf(admin)).toEqual({ userId: admin.id, admin: false });
  });

  it("opens a test's analysis through the catalog, and to a company-admin through the author's company", async () => {
    const library = { ownerId: 99, ownerKind: 'admin', status: 'published' } as const;
    const othersDraft = { ownerId: 99, ownerKind: 'teacher', status: 'draft' } as const;
    expect(await mayAnalyse(teacher, library, no)).toBe(true);
    expect(await mayAnalyse(teacher, othersDraft, yes)).toBe(false);
    expect(await mayAnalyse(companyAdmin, othersDraft, yes)).toBe(true);
    expect(await mayAnalyse(companyAdmin, othersDraft, no)).toBe(false);
    expect(await mayAnalyse(admin, othersDraft, no)).toBe(true);
  });

  it("gives a question's key to its owner, admins, and takers who finished it", async () => {
    expect(await mayReadExplanation(teacher, teacher.id, no)).toBe(true);
    expect(await mayReadExplanation(admin, 99, no)).toBe(true);
    expect(await mayReadExplanation(student, 99, yes)).toBe(true);
    expect(await mayReadExplanation(student, 99, no)).toBe(false);
  });
});

describe('orders', () => {
  it('shows a purchase to its buyer and admins', () => {
    expect([student, admin, superAdmin, teacher].map((c) => isSelfOrAdmin(c, student.id))).toEqual([true, true, true, false]);
  });

  it('lets graders read the pending queue and their own claims, and complete only what they claimed', () => {
    const pending = { status: 'pending', teacherId: null };
    const mine = { status: 'in_review', teacherId: teacher.id };
    const theirs = { status: 'in_review', teacherId: 99 };
    expect([pending, mine, theirs].map((o) => mayReadGradingOrder(teacher, o))).toEqual([true, true, false]);
    expect([pending, mine, theirs].map((o) => mayCompleteGradingOrder(teacher, o))).toEqual([true, true, false]);
    expect(mayCompleteGradingOrder(admin, theirs)).toBe(true);
  });
});

describe('the SQL rules, on the database', () => {
  let ds: DataSource;
  let author: Person;
  let colleague: Person;
  let librarian: Person;
  let taker: Person;
  let stranger: Person;
  let ids: { ownDraft: number; library: number; adminDraft: number; othersDraft: number };
  let attempts: { ofOwnTest: number; ofColleague: number; ofStranger: number };

  beforeAll(async () => {
    ds = await openDatabase();
    [author, colleague, librarian, taker, stranger] = await Promise.all([
      person(ds, [Role.Teacher]),
      person(ds, [Role.Student]),
      person(ds, [Role.Admin]),
      person(ds, [Role.Student]),
      person(ds, [Role.Student]),
    ]);
    ids = {
      ownDraft: await practice(ds, author, 'teacher'),
      library: await practice(ds, librarian, 'admin', 'published'),
      adminDraft: await practice(ds, librarian, 'admin'),
      othersDraft: await practice(ds, stranger, 'teacher'),
    };
    await company(ds, [author, colleague]);
    attempts = {
      ofOwnTest: await attempt(ds, taker, ids.ownDraft),
      ofColleague: await attempt(ds, colleague, ids.library),
      ofStranger: await attempt(ds, stranger, ids.library),
    };
  });
  afterAll(() => ds.destroy());

  const visible = async (caller: Caller, rule: (c: Caller, alias: string) => string): Promise<number[]> => {
    const all = Object.values(ids);
    const rows: { id: number }[] = await ds.query(`SELECT p.id FROM practices p WHERE p.id = ANY($2::int[]) AND ${rule(caller, 'p')} ORDER BY p.id`, [
      caller.id,
      all,
    ]);
    return rows.map((r) => r.id);
  };

  it('lists owned content as canSeeContent decides it for one row', async () => {
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    expect(await visible(author, visibleContentSql)).toEqual(sorted([ids.ownDraft, ids.library]));
    expect(await visible(taker, visibleContentSql)).toEqual([ids.library]);
    expect(await visible(librarian, visibleContentSql)).toEqual(sorted(Object.values(ids)));
    // Admins may see every draft but take only the library and their own.
    expect(await visible(librarian, takeableContentSql)).toEqual(sorted([ids.library, ids.adminDraft]));
  });

  it("shows a teacher the attempts of their tests and of the students they are linked to, no one else's", async () => {
    const seen = async (caller: Caller) =>
      (
        (await ds.query(`SELECT a.id FROM attempts a WHERE a.id = ANY($2::int[]) AND ${visibleAttemptsSql(caller, 1)} ORDER BY a.id`, [
          caller.id,
          Object.values(attempts),
        ])) as { id: number }[]
      ).map((r) => r.id);
    expect(await seen(author)).toEqual([attempts.ofOwnTest, attempts.ofColleague]);
    expect(await seen(librarian)).toEqual(Object.values(attempts));
    expect(STUDENT_LINKS.length).toBeGreaterThan(0);
  });

  it('reads one result the same way, for analysts only', async () => {
    expect(await mayReadResult(ds, author, attempts.ofColleague, colleague.id)).toBe(true);
    expect(await mayReadResult(ds, author, attempts.ofStranger, stranger.id)).toBe(false);
    expect(await mayReadResult(ds, stranger, attempts.ofStranger, stranger.id)).toBe(true);
    // A student sharing the company sees nothing of a company-mate.
    expect(await mayReadResult(ds, colleague, attempts.ofOwnTest, taker.id)).toBe(false);
  });
});
