/** SQL of the companies module: `companies` and `company_users` (this module writes them; see docs/company.md). */
import * as crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  COMPANY_CODE_LENGTH,
  Role,
  type CompanyInput,
  type CompanyJoinedBy,
  type CompanyMemberKind,
  type CourseResponse,
  type CourseType,
  type LocalizedText,
} from '@app/shared';
import type { Page } from '../../lib/pagination';
import { likePattern, pagedRows, queryRows } from '../../lib/sql';

type Db = DataSource | EntityManager;

/** The class-code alphabet: no 0/O, 1/I/L, so a code read aloud or copied by hand is not mistyped. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newCompanyCode = (): string => Array.from({ length: COMPANY_CODE_LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
export const CODE_INDEX = 'companies_code_key';

export interface CompanyRow {
  id: number;
  name: string;
  description: string;
  contactEmail: string | null;
  phone: string | null;
  address: string | null;
  code: string;
  studentCount: number;
  teacherCount: number;
  memberCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface MemberRow {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  joinedAt: Date;
  joinedBy: CompanyJoinedBy;
}

/** The roles a members list keeps: students, or teachers. */
const KIND_ROLE: Record<CompanyMemberKind, Role> = { students: Role.Student, teachers: Role.Teacher };

const COUNTS = (c: string) => `
  (SELECT count(*)::int FROM company_users m JOIN users u ON u.id = m.user_id WHERE m.company_id = ${c}.id AND '${Role.Student}' = ANY(u.roles)) AS "studentCount",
  (SELECT count(*)::int FROM company_users m JOIN users u ON u.id = m.user_id WHERE m.company_id = ${c}.id AND '${Role.Teacher}' = ANY(u.roles)) AS "teacherCount",
  (SELECT count(*)::int FROM company_users m WHERE m.company_id = ${c}.id) AS "memberCount"`;

const COMPANY_COLUMNS = `c.id, c.name, c.description, c.contact_email AS "contactEmail", c.phone, c.address, c.code,
  c.created_at AS "createdAt", c.updated_at AS "updatedAt", ${COUNTS('c')}`;

const MEMBER_COLUMNS = `u.id, u.username, COALESCE(u.first_name, '') AS "firstName", COALESCE(u.last_name, '') AS "lastName", u.email, u.roles,
  m.created_at AS "joinedAt", m.joined_by AS "joinedBy"`;

export function companiesRepository(db: Db) {
  return {
    /** The company a company-admin's area shows: their first (the one their courses and classes belong to). */
    async companyOf(userId: number): Promise<number | null> {
      const [row] = await queryRows<{ companyId: number }>(
        db,
        `SELECT company_id AS "companyId" FROM company_users WHERE user_id = $1 ORDER BY created_at, company_id LIMIT 1`,
        [userId],
      );
      return row?.companyId ?? null;
    },

    async one(id: number, lock = false): Promise<CompanyRow | null> {
      if (lock) await queryRows(db, `SELECT 1 FROM companies WHERE id = $1 FOR UPDATE`, [id]);
      const [row] = await queryRows<CompanyRow>(db, `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = $1`, [id]);
      return row ?? null;
    },

    async byCode(code: string): Promise<{ id: number; name: string } | null> {
      const [row] = await queryRows<{ id: number; name: string }>(db, `SELECT id, name FROM companies WHERE code = $1`, [code]);
      return row ?? null;
    },

    async list(search: string | undefined, page: Page): Promise<{ rows: CompanyRow[]; total: number }> {
      const params: unknown[] = [];
      let where = 'true';
      if (search) {
        params.push(likePattern(search));
        where = `(c.name ILIKE $1 OR c.code ILIKE $1)`;
      }
      return pagedRows<CompanyRow>(db, { columns: COMPANY_COLUMNS, from: 'companies c', where, params, orderBy: 'lower(c.name), c.id' }, page);
    },

    async insert(input: Required<CompanyInput>, code: string): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        `INSERT INTO companies (name, description, contact_email, phone, address, code) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [input.name, input.description, input.contact_email, input.phone, input.address, code],
      );
      return row.id;
    },

    async update(id: number, c: Required<CompanyInput>): Promise<void> {
      await queryRows(
        db,
        `UPDATE companies SET name = $2, description = $3, contact_email = $4, phone = $5, address = $6, updated_at = now() WHERE id = $1`,
        [id, c.name, c.description, c.contact_email, c.phone, c.address],
      );
    },

    async setCode(id: number, code: string): Promise<void> {
      await queryRows(db, `UPDATE companies SET code = $2, updated_at = now() WHERE id = $1`, [id, code]);
    },

    /** Members holding the kind's role (any member when `kind` is undefined), by name; `search` matches names, username, e-mail. */
    async members(companyId: number, kind: CompanyMemberKind | undefined, search: string | undefined, page: Page) {
      const params: unknown[] = [companyId];
      const conditions = ['m.company_id = $1'];
      if (kind) conditions.push(`$${params.push(KIND_ROLE[kind])} = ANY(u.roles)`);
      if (search) {
        const p = `$${params.push(likePattern(search))}`;
        conditions.push(`(u.username ILIKE ${p} OR u.email ILIKE ${p} OR u.first_name ILIKE ${p} OR u.last_name ILIKE ${p})`);
      }
      return pagedRows<MemberRow>(
        db,
        {
          columns: MEMBER_COLUMNS,
          from: 'company_users m JOIN users u ON u.id = m.user_id',
          where: conditions.join(' AND '),
          params,
          orderBy: 'lower(u.last_name), lower(u.first_name), u.id',
        },
        page,
      );
    },

    async member(companyId: number, userId: number): Promise<MemberRow | null> {
      const [row] = await queryRows<MemberRow>(
        db,
        `SELECT ${MEMBER_COLUMNS} FROM company_users m JOIN users u ON u.id = m.user_id WHERE m.company_id = $1 AND m.user_id = $2`,
        [companyId, userId],
      );
      return row ?? null;
    },

    /** The member's classes of the company: as a student (active) or as a teacher (owner or co-teacher). */
    async memberClasses(companyId: number, userId: number): Promise<{ id: number; name: string; as: 'student' | 'teacher' }[]> {
      return queryRows(
        db,
        `SELECT c.id, c.name, x.role AS "as" FROM (
           SELECT class_id, 'student' AS role FROM class_students WHERE user_id = $2 AND status = 'active'
           UNION SELECT id, 'teacher' FROM classes WHERE owner_id = $2
           UNION SELECT class_id, 'teacher' FROM class_teachers WHERE user_id = $2) x
         JOIN classes c ON c.id = x.class_id
         WHERE c.company_id = $1 ORDER BY lower(c.name), c.id, x.role`,
        [companyId, userId],
      );
    },

    /** The member's courses of the company: owned, or asked to join (with the answer). */
    async memberCourses(
      companyId: number,
      userId: number,
    ): Promise<{ id: number; type: CourseType; title: LocalizedText; as: 'owner' | CourseResponse }[]> {
      return queryRows(
        db,
        `SELECT c.id, c.type, c.title, CASE WHEN c.owner_id = $2 THEN 'owner' ELSE cm.response END AS "as"
           FROM courses c LEFT JOIN course_members cm ON cm.course_id = c.id AND cm.user_id = $2
          WHERE c.company_id = $1 AND (c.owner_id = $2 OR cm.user_id IS NOT NULL)
          ORDER BY c.created_at DESC, c.id DESC`,
        [companyId, userId],
      );
    },

    /** An account by e-mail or username (not a deleted one). */
    async findUser(identifier: string): Promise<{ id: number } | null> {
      const [row] = await queryRows<{ id: number }>(
        db,
        `SELECT id FROM users WHERE deleted_at IS NULL AND (email = lower($1) OR lower(username) = lower($1)) ORDER BY id LIMIT 1`,
        [identifier],
      );
      return row ?? null;
    },

    /** Adds the member; false when they already were one. */
    async addMember(companyId: number, userId: number, joinedBy: CompanyJoinedBy): Promise<boolean> {
      const rows = await queryRows(
        db,
        `INSERT INTO company_users (company_id, user_id, joined_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id`,
        [companyId, userId, joinedBy],
      );
      return rows.length > 0;
    },

    /** Removes the user from the given companies, or from every company when `companyIds` is null; answers the companies left. */
    async leaveCompanies(userId: number, companyIds: number[] | null): Promise<number[]> {
      const rows = await queryRows<{ companyId: number }>(
        db,
        `DELETE FROM company_users WHERE user_id = $1 AND ($2::int[] IS NULL OR company_id = ANY($2::int[])) RETURNING company_id AS "companyId"`,
        [userId, companyIds],
      );
      return rows.map((r) => r.companyId).sort((a, b) => a - b);
    },

    async removeMember(companyId: number, userId: number): Promise<boolean> {
      const rows = await queryRows(db, `DELETE FROM company_users WHERE company_id = $1 AND user_id = $2 RETURNING user_id`, [companyId, userId]);
      return rows.length > 0;
    },
  };
}
