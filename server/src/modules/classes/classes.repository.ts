/** SQL of classes and their members (the classes module writes classes, class_teachers, class_students, class_invitations). */
import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { CLASS_CODE_ALPHABET, type ClassInput, type ClassRole } from '@app/shared';
import { queryRows } from '../../lib/sql';
import { standingSql, type ClassRecord } from './class-access';

type Db = DataSource | EntityManager;

/** A code of `length` characters from the unambiguous alphabet. */
export const newCode = (length: number): string =>
  Array.from({ length }, () => CLASS_CODE_ALPHABET[crypto.randomInt(CLASS_CODE_ALPHABET.length)]).join('');

export interface ClassSummaryRow {
  id: number;
  name: string;
  method: ClassInput['method'];
  startDate: string | null;
  endDate: string | null;
  archivedAt: Date | null;
  capacity: number;
  studentCount: number;
  openTestCount: number;
  ownerId: number;
  ownerUsername: string;
  ownerFirstName: string;
  ownerLastName: string;
  standing: ClassRole;
}

export interface UserRefRow {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
}

export const USER_REF = (u: string) =>
  `${u}.id, ${u}.username, COALESCE(${u}.first_name, '') AS "firstName", COALESCE(${u}.last_name, '') AS "lastName"`;

/** USER_REF under the UserRefDto's own names (toUserRef), for JSON PostgreSQL writes (row_to_json). */
export const USER_REF_DTO = (u: string) =>
  `${u}.id, ${u}.username, COALESCE(${u}.first_name, '') AS first_name, COALESCE(${u}.last_name, '') AS last_name`;

/** Which classes a list shows, as a WHERE on `c` ($1 the caller). */
export type ClassScope = 'mine' | 'created' | 'company';
const SCOPES: Record<ClassScope, string> = {
  mine: `(c.owner_id = $1 OR c.id IN (SELECT class_id FROM class_teachers WHERE user_id = $1) OR c.id IN (SELECT class_id FROM class_students WHERE user_id = $1))`,
  created: `c.owner_id = $1`,
  company: `c.company_id IN (SELECT company_id FROM company_users WHERE user_id = $1)`,
};

export function classesRepository(db: Db) {
  /** Summary rows of the classes `where` picks ($1 the caller, $2 now; the rest the caller's). */
  const summaries = (where: string, params: unknown[], companyReader: boolean) =>
    queryRows<ClassSummaryRow>(
      db,
      `SELECT c.id, c.name, c.method, to_char(c.start_date, 'YYYY-MM-DD') AS "startDate", to_char(c.end_date, 'YYYY-MM-DD') AS "endDate",
              c.archived_at AS "archivedAt", c.capacity,
              (SELECT count(*)::int FROM class_students s WHERE s.class_id = c.id AND s.status = 'active') AS "studentCount",
              (SELECT count(*)::int FROM class_exams e WHERE e.class_id = c.id AND e.due_at > $2) AS "openTestCount",
              o.id AS "ownerId", o.username AS "ownerUsername", COALESCE(o.first_name, '') AS "ownerFirstName",
              COALESCE(o.last_name, '') AS "ownerLastName",
              ${standingSql('$1', companyReader, false)} AS standing
         FROM classes c JOIN users o ON o.id = c.owner_id
        WHERE ${where}
        ORDER BY c.archived_at IS NOT NULL, c.created_at DESC, c.id DESC`,
      params,
    );

  return {
    async list(callerId: number, scope: ClassScope, includeArchived: boolean, now: Date): Promise<ClassSummaryRow[]> {
      return summaries(`${SCOPES[scope]} AND ($3 OR c.archived_at IS NULL)`, [callerId, now, includeArchived], scope === 'company');
    },

    /** One class's summary row as the caller sees it. */
    async summary(callerId: number, classId: number, now: Date, companyReader: boolean): Promise<ClassSummaryRow> {
      const [row] = await summaries(`c.id = $3`, [callerId, now, classId], companyReader);
      return row;
    },

    /** The company of the owner (their first), which the class belongs to. */
    async companyOf(userId: number): Promise<number | null> {
      const [row] = await queryRows<{ companyId: number }>(
        db,
        `SELECT company_id AS "companyId" FROM company_users WHERE user_id = $1 ORDER BY created_at, company_id LIMIT 1`,
        [userId],
      );
      return row?.companyId ?? null;
    },

    async insert(ownerId: number, companyId: number | null, input: ClassInput, codes: { classCode: string; teacherCode: string }): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        `INSERT INTO classes (owner_id, company_id, name, description, method, start_date, end_date, schedule, capacity, requires_approval,
                              default_target_type, default_target_id, score_min, score_max, class_code, teacher_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
        [
          ownerId,
          companyId,
          input.name,
          input.description ?? '',
          input.method,
          input.start_date ?? null,
          input.end_date ?? null,
          input.schedule ? JSON.stringify(input.schedule) : null,
          input.capacity,
          input.requires_approval ?? false,
          input.default_test?.target_type ?? null,
          input.default_test?.target_id ?? null,
          input.score_min ?? null,
          input.score_max ?? null,
          codes.classCode,
          codes.teacherCode,
        ],
      );
      return row.id;
    },

    /** Writes the class's editable fields from a complete, checked record. */
    async update(c: ClassRecord, now: Date): Promise<void> {
      await db.query(
        `UPDATE classes SET name = $2, description = $3, method = $4, start_date = $5, end_date = $6, schedule = $7::jsonb, capacity = $8,
                requires_approval = $9, default_target_type = $10, default_target_id = $11, score_min = $12, score_max = $13, updated_at = $14
          WHERE id = $1`,
        [
          c.id,
          c.name,
          c.description,
          c.method,
          c.startDate,
          c.endDate,
          c.schedule ? JSON.stringify(c.schedule) : null,
          c.capacity,
          c.requiresApproval,
          c.defaultTargetType,
          c.defaultTargetId,
          c.scoreMin,
          c.scoreMax,
          now,
        ],
      );
    },

    setArchived: (id: number, at: Date | null) => db.query(`UPDATE classes SET archived_at = $2, updated_at = now() WHERE id = $1`, [id, at]),
    setCode: (id: number, column: 'class_code' | 'teacher_code', code: string) =>
      db.query(`UPDATE classes SET ${column} = $2, updated_at = now() WHERE id = $1`, [id, code]),

    async byCode(column: 'class_code' | 'teacher_code', code: string): Promise<{ id: number } | null> {
      const [row] = await queryRows<{ id: number }>(db, `SELECT id FROM classes WHERE ${column} = $1`, [code]);
      return row ?? null;
    },

    /** The class's teachers: the owner first, then co-teachers by when they joined. */
    teachers: (classId: number): Promise<UserRefRow[]> =>
      queryRows<UserRefRow>(
        db,
        `SELECT ${USER_REF('u')} FROM (
           SELECT owner_id AS user_id, 0 AS k, created_at AS at FROM classes WHERE id = $1
           UNION ALL SELECT user_id, 1, added_at FROM class_teachers WHERE class_id = $1) t
         JOIN users u ON u.id = t.user_id ORDER BY t.k, t.at, u.id`,
        [classId],
      ),

    async activeCount(classId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, `SELECT count(*)::int AS n FROM class_students WHERE class_id = $1 AND status = 'active'`, [
        classId,
      ]);
      return row.n;
    },

    async membership(classId: number, userId: number): Promise<'active' | 'pending' | 'teacher' | null> {
      const [row] = await queryRows<{ s: 'active' | 'pending' | 'teacher' }>(
        db,
        `SELECT CASE WHEN c.owner_id = $2 OR EXISTS (SELECT 1 FROM class_teachers t WHERE t.class_id = c.id AND t.user_id = $2) THEN 'teacher'
                     ELSE (SELECT status FROM class_students s WHERE s.class_id = c.id AND s.user_id = $2) END AS s
           FROM classes c WHERE c.id = $1`,
        [classId, userId],
      );
      return row?.s ?? null;
    },

    addStudent: (classId: number, userId: number, status: 'active' | 'pending', now: Date) =>
      db.query(`INSERT INTO class_students (class_id, user_id, status, joined_at) VALUES ($1, $2, $3, $4)`, [classId, userId, status, now]),
    activateStudent: (classId: number, userId: number) =>
      db.query(`UPDATE class_students SET status = 'active' WHERE class_id = $1 AND user_id = $2`, [classId, userId]),
    async removeStudent(classId: number, userId: number): Promise<boolean> {
      const rows = await queryRows(db, `DELETE FROM class_students WHERE class_id = $1 AND user_id = $2 RETURNING user_id`, [classId, userId]);
      return rows.length > 0;
    },
    addTeacher: (classId: number, userId: number, now: Date) =>
      db.query(`INSERT INTO class_teachers (class_id, user_id, added_at) VALUES ($1, $2, $3)`, [classId, userId, now]),
    async removeTeacher(classId: number, userId: number): Promise<boolean> {
      const rows = await queryRows(db, `DELETE FROM class_teachers WHERE class_id = $1 AND user_id = $2 RETURNING user_id`, [classId, userId]);
      return rows.length > 0;
    },
  };
}
export type ClassesRepository = ReturnType<typeof classesRepository>;
