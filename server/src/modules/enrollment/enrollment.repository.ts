/**
 * SQL of enrollments, enrollment_students and enrollment_group_members (the enrollment module is their only
 * writer). Courses are joined read-only for the form's course and the back office's company scope.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type {
  CourseSlug,
  CourseType,
  DiscountLineDto,
  EnrollmentClassType,
  EnrollmentPaymentMethod,
  EnrollmentPaymentStatus,
  EnrollmentProgress,
  EnrollmentReadStatus,
  EnrollmentRole,
  EnrollmentStatus,
  EnrollmentStep1Input,
  EnrollmentStep2Input,
  EnrollmentStep3Input,
  EnrollmentTestScoreDto,
  HeardFrom,
  Locale,
  LocalizedText,
  MandarinHelp,
  PaymentCurrency,
  TutorMode,
} from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';
import { isAdmin, isCompanyAdmin, type Caller } from '../../core/access';

type Db = DataSource | EntityManager;

export interface EnrollmentRow {
  id: number;
  tenant: string;
  locale: Locale;
  courseId: number;
  courseCompanyId: number | null;
  courseType: CourseType;
  courseTitle: LocalizedText;
  courseFee: number;
  courseCurrency: PaymentCurrency;
  courseStartDate: string | null;
  courseEndDate: string | null;
  coursePublicPage: CourseSlug | null;
  step: 1 | 2 | 3;
  submittedAt: Date | null;
  role: EnrollmentRole;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  parentName: string | null;
  parentEmail: string | null;
  parentPhone: string | null;
  parentHomePhone: string | null;
  classType: EnrollmentClassType | null;
  tutorMode: TutorMode | null;
  previousClass: string | null;
  mandarinHelp: MandarinHelp | null;
  heardFrom: HeardFrom | null;
  heardFromDetail: string | null;
  referrerName: string | null;
  referrerContact: string | null;
  paymentMethod: EnrollmentPaymentMethod | null;
  paymentCurrency: PaymentCurrency | null;
  notes: string | null;
  discountCurrency: PaymentCurrency;
  discountTotal: number;
  referrerBonus: number;
  discountLines: DiscountLineDto[];
  readAt: Date | null;
  readById: number | null;
  readByUsername: string | null;
  readByFirstName: string | null;
  readByLastName: string | null;
  status: EnrollmentStatus;
  paymentStatus: EnrollmentPaymentStatus;
  createdAt: Date;
  updatedAt: Date;
}

export interface StudentRow {
  id: number;
  enrollmentId: number;
  position: number;
  name: string;
  email: string | null;
  phone: string | null;
  homePhone: string | null;
  school: string | null;
  graduationYear: number | null;
  address: string | null;
  testScores: EnrollmentTestScoreDto[];
}

export interface GroupMemberRow {
  enrollmentId: number;
  position: number;
  name: string;
  contact: string | null;
}

export interface EnrollmentListRow {
  id: number;
  createdAt: Date;
  submittedAt: Date | null;
  courseId: number;
  courseTitle: LocalizedText;
  contactEmail: string;
  contactPhone: string;
  role: EnrollmentRole;
  contactName: string;
  students: string[];
  step: 1 | 2 | 3;
  readAt: Date | null;
  status: EnrollmentStatus;
  paymentStatus: EnrollmentPaymentStatus;
}

export interface DiscountColumns {
  currency: PaymentCurrency;
  total: number;
  referrerBonus: number;
  lines: DiscountLineDto[];
}

const SELECT = `
  SELECT e.id, e.tenant, e.locale, e.course_id AS "courseId", c.company_id AS "courseCompanyId", c.type AS "courseType",
         c.title AS "courseTitle", c.fee AS "courseFee", c.currency AS "courseCurrency",
         to_char(c.start_date, 'YYYY-MM-DD') AS "courseStartDate", to_char(c.end_date, 'YYYY-MM-DD') AS "courseEndDate",
         c.public_page AS "coursePublicPage", e.step, e.submitted_at AS "submittedAt", e.role,
         e.contact_name AS "contactName", e.contact_email AS "contactEmail", e.contact_phone AS "contactPhone",
         e.parent_name AS "parentName", e.parent_email AS "parentEmail", e.parent_phone AS "parentPhone",
         e.parent_home_phone AS "parentHomePhone", e.class_type AS "classType", e.tutor_mode AS "tutorMode",
         e.previous_class AS "previousClass", e.mandarin_help AS "mandarinHelp", e.heard_from AS "heardFrom",
         e.heard_from_detail AS "heardFromDetail", e.referrer_name AS "referrerName", e.referrer_contact AS "referrerContact",
         e.payment_method AS "paymentMethod", e.payment_currency AS "paymentCurrency", e.notes,
         e.discount_currency AS "discountCurrency", e.discount_total AS "discountTotal", e.referrer_bonus AS "referrerBonus",
         e.discount_lines AS "discountLines", e.read_at AS "readAt", e.read_by AS "readById", rb.username AS "readByUsername",
         rb.first_name AS "readByFirstName", rb.last_name AS "readByLastName", e.status, e.payment_status AS "paymentStatus",
         e.created_at AS "createdAt", e.updated_at AS "updatedAt"
    FROM enrollments e
    JOIN courses c ON c.id = e.course_id
    LEFT JOIN users rb ON rb.id = e.read_by`;

/**
 * "The caller may see enrollment e" as SQL ($1 the caller's id): admins every one; company-admins those of
 * their companies' courses. Nobody else reaches the back office's routes (403 before this).
 */
export function reachesSql(caller: Caller, me = '$1'): string {
  if (isAdmin(caller)) return `${me}::int IS NOT NULL`;
  if (isCompanyAdmin(caller)) return `c.company_id IN (SELECT company_id FROM company_users WHERE user_id = ${me})`;
  return 'false';
}

export interface ListFilters {
  course_id?: number;
  step?: EnrollmentProgress;
  read?: EnrollmentReadStatus;
  status?: EnrollmentStatus;
  payment_status?: EnrollmentPaymentStatus;
}

export function enrollmentRepository(db: Db) {
  return {
    async byTokenHash(hash: string, lock: boolean): Promise<EnrollmentRow | null> {
      if (lock) await db.query(`SELECT 1 FROM enrollments WHERE token_hash = $1 FOR UPDATE`, [hash]);
      const [row] = await queryRows<EnrollmentRow>(db, `${SELECT} WHERE e.token_hash = $1`, [hash]);
      return row ?? null;
    },

    /** The family's own form (reached by its token first). */
    async byId(id: number): Promise<EnrollmentRow | null> {
      const [row] = await queryRows<EnrollmentRow>(db, `${SELECT} WHERE e.id = $1`, [id]);
      return row ?? null;
    },

    /** The enrollment if the caller reaches it; `lock` takes its row lock first. */
    async reachable(caller: Caller, id: number, lock: boolean): Promise<EnrollmentRow | null> {
      if (lock) await db.query(`SELECT 1 FROM enrollments WHERE id = $1 FOR UPDATE`, [id]);
      const [row] = await queryRows<EnrollmentRow>(db, `${SELECT} WHERE e.id = $2 AND ${reachesSql(caller)}`, [caller.id, id]);
      return row ?? null;
    },

    students: (enrollmentId: number) =>
      queryRows<StudentRow>(
        db,
        `SELECT id, enrollment_id AS "enrollmentId", position, name, email, phone, home_phone AS "homePhone", school,
                graduation_year AS "graduationYear", address, test_scores AS "testScores"
           FROM enrollment_students WHERE enrollment_id = $1 ORDER BY position`,
        [enrollmentId],
      ),

    groupMembers: (enrollmentId: number) =>
      queryRows<GroupMemberRow>(
        db,
        `SELECT enrollment_id AS "enrollmentId", position, name, contact FROM enrollment_group_members WHERE enrollment_id = $1 ORDER BY position`,
        [enrollmentId],
      ),

    async insert(
      e: { tokenHash: string; tenant: string; locale: Locale } & EnrollmentStep1Input,
      discount: DiscountColumns,
      now: Date,
    ): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        `INSERT INTO enrollments (token_hash, tenant, locale, course_id, role, contact_name, contact_email, contact_phone,
                                  discount_currency, discount_total, referrer_bonus, discount_lines, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
        [
          e.tokenHash,
          e.tenant,
          e.locale,
          e.course_id,
          e.role,
          e.name,
          e.email,
          e.phone,
          discount.currency,
          discount.total,
          discount.referrerBonus,
          JSON.stringify(discount.lines),
          now,
        ],
      );
      return row.id;
    },

    async saveStep1(id: number, s: EnrollmentStep1Input, locale: Locale, now: Date): Promise<void> {
      await db.query(
        `UPDATE enrollments SET course_id = $2, role = $3, contact_name = $4, contact_email = $5, contact_phone = $6, locale = $7, updated_at = $8
          WHERE id = $1`,
        [id, s.course_id, s.role, s.name, s.email, s.phone, locale, now],
      );
    },

    /**
     * Step 2: the parent's fields, and the students by position: the positions that remain keep their row
     * (and id, which tuition and placement reference), extra ones are deleted, new ones inserted.
     */
    async saveStep2(id: number, s: EnrollmentStep2Input, now: Date): Promise<void> {
      const p = s.parent ?? {};
      await db.query(
        `UPDATE enrollments SET parent_name = $2, parent_email = $3, parent_phone = $4, parent_home_phone = $5, updated_at = $6 WHERE id = $1`,
        [id, p.name || null, p.email || null, p.phone || null, p.home_phone || null, now],
      );
      await db.query(`DELETE FROM enrollment_students WHERE enrollment_id = $1 AND position >= $2`, [id, s.students.length]);
      for (const [position, st] of s.students.entries()) {
        await db.query(
          `INSERT INTO enrollment_students (enrollment_id, position, name, email, phone, home_phone, school, graduation_year, address, test_scores)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (enrollment_id, position) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, phone = EXCLUDED.phone,
             home_phone = EXCLUDED.home_phone, school = EXCLUDED.school, graduation_year = EXCLUDED.graduation_year,
             address = EXCLUDED.address, test_scores = EXCLUDED.test_scores`,
          [
            id,
            position,
            st.name,
            st.email || null,
            st.phone || null,
            st.home_phone || null,
            st.school || null,
            st.graduation_year ?? null,
            st.address || null,
            JSON.stringify(st.test_scores ?? []),
          ],
        );
      }
    },

    async saveStep3(id: number, s: EnrollmentStep3Input, now: Date): Promise<void> {
      await db.query(
        `UPDATE enrollments SET class_type = $2, tutor_mode = $3, previous_class = $4, mandarin_help = $5, heard_from = $6,
                heard_from_detail = $7, referrer_name = $8, referrer_contact = $9, payment_method = $10, payment_currency = $11,
                notes = $12, updated_at = $13
          WHERE id = $1`,
        [
          id,
          s.class_type,
          s.tutor_mode,
          s.previous_class || null,
          s.mandarin_help,
          s.heard_from,
          s.heard_from_detail || null,
          s.referrer?.name || null,
          s.referrer?.name ? s.referrer.contact || null : null,
          s.payment_method,
          s.payment_currency,
          s.notes || null,
          now,
        ],
      );
      const members = s.group_members ?? [];
      await db.query(`DELETE FROM enrollment_group_members WHERE enrollment_id = $1`, [id]);
      if (members.length)
        await db.query(
          `INSERT INTO enrollment_group_members (enrollment_id, position, name, contact)
           SELECT $1, p - 1, n, c FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS m(n, c, p)`,
          [id, members.map((m) => m.name), members.map((m) => m.contact || null)],
        );
    },

    /** The step reached (never lowered) and the discount recomputed from what is now stored. */
    async setProgress(id: number, step: number, d: DiscountColumns): Promise<void> {
      await db.query(
        `UPDATE enrollments SET step = GREATEST(step, $2), discount_currency = $3, discount_total = $4, referrer_bonus = $5, discount_lines = $6
          WHERE id = $1`,
        [id, step, d.currency, d.total, d.referrerBonus, JSON.stringify(d.lines)],
      );
    },

    async submit(id: number, now: Date): Promise<void> {
      await db.query(`UPDATE enrollments SET submitted_at = $2, updated_at = $2 WHERE id = $1`, [id, now]);
    },

    /** Marks it read by `by` unless it already is; true when this call did. */
    async markRead(id: number, by: number, now: Date): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        `UPDATE enrollments SET read_at = $2, read_by = $3 WHERE id = $1 AND read_at IS NULL RETURNING id`,
        [id, now, by],
      );
      return rows.length > 0;
    },

    async setMarks(
      id: number,
      m: { status: EnrollmentStatus; paymentStatus: EnrollmentPaymentStatus; readAt: Date | null; readBy: number | null },
      now: Date,
    ): Promise<void> {
      await db.query(`UPDATE enrollments SET status = $2, payment_status = $3, read_at = $4, read_by = $5, updated_at = $6 WHERE id = $1`, [
        id,
        m.status,
        m.paymentStatus,
        m.readAt,
        m.readBy,
        now,
      ]);
    },

    async page(caller: Caller, f: ListFilters, page: Page): Promise<{ rows: EnrollmentListRow[]; total: number }> {
      const params: unknown[] = [caller.id];
      const where = [reachesSql(caller)];
      const add = (sql: (n: string) => string, v: unknown) => {
        params.push(v);
        where.push(sql(`$${params.length}`));
      };
      if (f.course_id !== undefined) add((n) => `e.course_id = ${n}`, f.course_id);
      if (f.step === 'submitted') where.push('e.submitted_at IS NOT NULL');
      else if (f.step) add((n) => `e.submitted_at IS NULL AND e.step = ${n}`, Number(f.step.slice(4)));
      if (f.read) where.push(f.read === 'read' ? 'e.read_at IS NOT NULL' : 'e.read_at IS NULL');
      if (f.status) add((n) => `e.status = ${n}`, f.status);
      else where.push(`e.status <> 'deleted'`);
      if (f.payment_status) add((n) => `e.payment_status = ${n}`, f.payment_status);
      return pagedRows<EnrollmentListRow>(
        db,
        {
          columns: `e.id, e.created_at AS "createdAt", e.submitted_at AS "submittedAt", e.course_id AS "courseId", c.title AS "courseTitle",
                    e.contact_email AS "contactEmail", e.contact_phone AS "contactPhone", e.role, e.contact_name AS "contactName",
                    ARRAY(SELECT s.name FROM enrollment_students s WHERE s.enrollment_id = e.id ORDER BY s.position) AS students,
                    e.step, e.read_at AS "readAt", e.status, e.payment_status AS "paymentStatus"`,
          from: 'enrollments e JOIN courses c ON c.id = e.course_id',
          where: where.join(' AND '),
          params,
          orderBy: 'e.created_at DESC, e.id DESC',
        },
        page,
      );
    },
  };
}
export type EnrollmentRepository = ReturnType<typeof enrollmentRepository>;
