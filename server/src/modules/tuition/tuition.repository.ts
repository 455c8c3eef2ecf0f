/** SQL of placements, tuition_records and tuition_payments (the tuition module is their only writer), and its reads of enrollments. */
import type { DataSource, EntityManager } from 'typeorm';
import type { DiscountLineDto, TuitionCurrency, TuitionPaymentKind, TuitionPaymentMethod } from '@app/shared';
import { isAdmin, isCompanyAdmin, type Caller } from '../../core/access';
import { queryRows } from '../../lib/sql';

type Db = DataSource | EntityManager;

export interface EnrollmentRow {
  id: number;
  tenant: string;
  locale: 'en-US' | 'zh-CN' | 'zh-TW';
  courseId: number;
  courseTitle: Record<string, string>;
  courseFee: number;
  courseCurrency: TuitionCurrency;
  submittedAt: Date | null;
  status: 'normal' | 'archived' | 'cancelled' | 'deleted';
  paymentStatus: 'unknown' | 'unpaid' | 'paid' | 'cancelled';
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  parentName: string | null;
  parentEmail: string | null;
  parentPhone: string | null;
  discountCurrency: TuitionCurrency;
  discountTotal: number;
  discountLines: DiscountLineDto[];
  studentCount: number;
}

export interface EnrollmentStudentRow {
  id: number;
  position: number;
  name: string;
  email: string | null;
}

/**
 * "The caller may reach enrollment e" as SQL (`me` names the caller's id parameter): admins reach all;
 * company-admins those of their companies' courses; nobody else.
 */
export function reachesSql(caller: Caller, me: string): string {
  // Every branch names the parameter, so the statement's parameter count is the same for every caller.
  if (isAdmin(caller)) return `${me}::int IS NOT NULL`;
  if (isCompanyAdmin(caller)) return `c.company_id IN (SELECT company_id FROM company_users WHERE user_id = ${me})`;
  return `${me}::int IS NULL`;
}

const ENROLLMENT_COLUMNS = `e.id, e.tenant, e.locale, e.course_id AS "courseId", c.title AS "courseTitle", c.fee AS "courseFee",
  c.currency AS "courseCurrency", e.submitted_at AS "submittedAt", e.status, e.payment_status AS "paymentStatus", e.contact_name AS "contactName",
  e.contact_email AS "contactEmail", e.contact_phone AS "contactPhone", e.parent_name AS "parentName",
  e.parent_email AS "parentEmail", e.parent_phone AS "parentPhone", e.discount_currency AS "discountCurrency",
  e.discount_total AS "discountTotal", e.discount_lines AS "discountLines",
  (SELECT count(*)::int FROM enrollment_students s WHERE s.enrollment_id = e.id) AS "studentCount"`;

export interface TuitionRecordRow {
  enrollmentId: number;
  currency: TuitionCurrency;
  originalPrice: number;
  computedDiscount: number;
  computedLines: DiscountLineDto[];
  discount: number;
  discountComment: string;
  updatedAt: Date;
}

export interface PaymentRow {
  id: number;
  enrollmentId: number;
  kind: TuitionPaymentKind;
  method: TuitionPaymentMethod;
  currency: TuitionCurrency;
  amount: number;
  comment: string;
  receivedOn: string;
  screenshotKey: string | null;
  screenshotMime: string | null;
  recordedBy: string;
  recordedAt: Date;
}

export interface PlacementRow {
  id: number;
  enrollmentId: number;
  enrollmentStudentId: number;
  studentName: string;
  userId: number;
  accountCreated: boolean;
  seatTaken: boolean;
  classId: number;
  className: string;
  courseId: number | null;
  placedAt: Date;
  placedBy: string;
}

const PAYMENT_COLUMNS = `p.id, p.enrollment_id AS "enrollmentId", p.kind, p.method, p.currency, p.amount, p.comment,
  to_char(p.received_on, 'YYYY-MM-DD') AS "receivedOn", p.screenshot_key AS "screenshotKey", p.screenshot_mime AS "screenshotMime",
  COALESCE(NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username, '') AS "recordedBy", p.recorded_at AS "recordedAt"`;

const PLACEMENT_COLUMNS = `p.id, p.enrollment_id AS "enrollmentId", p.enrollment_student_id AS "enrollmentStudentId", s.name AS "studentName",
  p.user_id AS "userId", p.account_created AS "accountCreated", p.seat_taken AS "seatTaken", p.class_id AS "classId", k.name AS "className",
  p.course_id AS "courseId", p.placed_at AS "placedAt",
  COALESCE(NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username, '') AS "placedBy"`;

/** The record's total as SQL over tuition_records r (never below 0), and what was kept (deposits and balances less refunds). */
export const TOTAL_SQL = 'GREATEST(0, r.original_price::bigint - r.computed_discount - r.discount)';
export const PAID_SQL = `COALESCE((SELECT sum(CASE WHEN x.kind = 'refund' THEN -x.amount ELSE x.amount END) FROM tuition_payments x WHERE x.enrollment_id = r.enrollment_id), 0)`;

export function tuitionRepository(db: Db) {
  return {
    /** The enrollment when the caller may reach it (deleted ones are gone for the back office); `lock` serializes placements of one family. */
    async enrollment(caller: Caller, id: number, lock = false): Promise<EnrollmentRow | null> {
      const [row] = await queryRows<EnrollmentRow>(
        db,
        `SELECT ${ENROLLMENT_COLUMNS} FROM enrollments e JOIN courses c ON c.id = e.course_id
          WHERE e.id = $1 AND e.status <> 'deleted' AND ${reachesSql(caller, '$2')}${lock ? ' FOR UPDATE OF e' : ''}`,
        [id, caller.id],
      );
      return row ?? null;
    },

    students: (enrollmentId: number) =>
      queryRows<EnrollmentStudentRow>(db, `SELECT id, position, name, email FROM enrollment_students WHERE enrollment_id = $1 ORDER BY position`, [
        enrollmentId,
      ]),

    // --- placement ------------------------------------------------------------------------------------------

    /** A class the caller may place into: any for admins, their companies' for company-admins. */
    async placeableClass(caller: Caller, classId: number): Promise<{ id: number; name: string } | null> {
      const scope = isAdmin(caller) ? '$2::int IS NOT NULL' : 'k.company_id IN (SELECT company_id FROM company_users WHERE user_id = $2)';
      const [row] = await queryRows<{ id: number; name: string }>(db, `SELECT k.id, k.name FROM classes k WHERE k.id = $1 AND ${scope}`, [
        classId,
        caller.id,
      ]);
      return row ?? null;
    },

    /** Classes the arrange screen offers, with their seats and the courses whose sessions use them. */
    placeableClasses: (caller: Caller) =>
      queryRows<{
        id: number;
        name: string;
        capacity: number;
        active: number;
        archived: boolean;
        courses: { id: number; title: Record<string, string> }[];
      }>(
        db,
        `SELECT k.id, k.name, k.capacity, k.archived_at IS NOT NULL AS archived,
                (SELECT count(*)::int FROM class_students cs WHERE cs.class_id = k.id AND cs.status = 'active') AS active,
                COALESCE((SELECT jsonb_agg(DISTINCT jsonb_build_object('id', c.id, 'title', c.title))
                            FROM course_sessions s JOIN courses c ON c.id = s.course_id WHERE s.class_id = k.id), '[]') AS courses
           FROM classes k
          WHERE k.archived_at IS NULL AND ${isAdmin(caller) ? '$1::int IS NOT NULL' : 'k.company_id IN (SELECT company_id FROM company_users WHERE user_id = $1)'}
          ORDER BY lower(k.name), k.id LIMIT 500`,
        [caller.id],
      ),

    placements: (enrollmentId: number) =>
      queryRows<PlacementRow>(
        db,
        `SELECT ${PLACEMENT_COLUMNS} FROM placements p JOIN enrollment_students s ON s.id = p.enrollment_student_id
           JOIN classes k ON k.id = p.class_id LEFT JOIN users u ON u.id = p.placed_by
          WHERE p.enrollment_id = $1 ORDER BY p.placed_at, p.id`,
        [enrollmentId],
      ),

    async placement(id: number): Promise<PlacementRow | null> {
      const [row] = await queryRows<PlacementRow>(
        db,
        `SELECT ${PLACEMENT_COLUMNS} FROM placements p JOIN enrollment_students s ON s.id = p.enrollment_student_id
           JOIN classes k ON k.id = p.class_id LEFT JOIN users u ON u.id = p.placed_by WHERE p.id = $1`,
        [id],
      );
      return row ?? null;
    },

    async isPlaced(enrollmentStudentId: number, classId: number): Promise<boolean> {
      return (
        (await queryRows(db, `SELECT 1 FROM placements WHERE enrollment_student_id = $1 AND class_id = $2`, [enrollmentStudentId, classId])).length >
        0
      );
    },

    async insertPlacement(p: {
      enrollmentId: number;
      studentId: number;
      userId: number;
      classId: number;
      courseId: number | null;
      accountCreated: boolean;
      seatTaken: boolean;
      by: number;
      now: Date;
    }): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        `INSERT INTO placements (enrollment_id, enrollment_student_id, user_id, class_id, course_id, account_created, seat_taken, placed_by, placed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [p.enrollmentId, p.studentId, p.userId, p.classId, p.courseId, p.accountCreated, p.seatTaken, p.by, p.now],
      );
      return row.id;
    },

    deletePlacement: (id: number) => db.query(`DELETE FROM placements WHERE id = $1`, [id]),

    // --- tuition --------------------------------------------------------------------------------------------

    async record(enrollmentId: number, lock = false): Promise<TuitionRecordRow | null> {
      const [row] = await queryRows<TuitionRecordRow>(
        db,
        `SELECT enrollment_id AS "enrollmentId", currency, original_price AS "originalPrice", computed_discount AS "computedDiscount",
                computed_lines AS "computedLines", discount, discount_comment AS "discountComment", updated_at AS "updatedAt"
           FROM tuition_records WHERE enrollment_id = $1${lock ? ' FOR UPDATE' : ''}`,
        [enrollmentId],
      );
      return row ?? null;
    },

    async upsertRecord(r: Omit<TuitionRecordRow, 'updatedAt'> & { by: number; now: Date }): Promise<void> {
      await db.query(
        `INSERT INTO tuition_records (enrollment_id, currency, original_price, computed_discount, computed_lines, discount, discount_comment,
                                      updated_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         ON CONFLICT (enrollment_id) DO UPDATE SET currency = $2, original_price = $3, computed_discount = $4, computed_lines = $5,
           discount = $6, discount_comment = $7, updated_by = $8, updated_at = $9`,
        [
          r.enrollmentId,
          r.currency,
          r.originalPrice,
          r.computedDiscount,
          JSON.stringify(r.computedLines),
          r.discount,
          r.discountComment,
          r.by,
          r.now,
        ],
      );
    },

    touchRecord: (enrollmentId: number, by: number, now: Date) =>
      db.query(`UPDATE tuition_records SET updated_by = $2, updated_at = $3 WHERE enrollment_id = $1`, [enrollmentId, by, now]),

    payments: (enrollmentId: number) =>
      queryRows<PaymentRow>(
        db,
        `SELECT ${PAYMENT_COLUMNS} FROM tuition_payments p LEFT JOIN users u ON u.id = p.recorded_by
          WHERE p.enrollment_id = $1 ORDER BY p.received_on, p.id`,
        [enrollmentId],
      ),

    async payment(id: number): Promise<PaymentRow | null> {
      const [row] = await queryRows<PaymentRow>(
        db,
        `SELECT ${PAYMENT_COLUMNS} FROM tuition_payments p LEFT JOIN users u ON u.id = p.recorded_by WHERE p.id = $1`,
        [id],
      );
      return row ?? null;
    },

    async insertPayment(p: {
      enrollmentId: number;
      kind: TuitionPaymentKind;
      method: TuitionPaymentMethod;
      currency: TuitionCurrency;
      amount: number;
      comment: string;
      receivedOn: string;
      screenshot: { key: string; mime: string } | null;
      by: number;
      now: Date;
    }): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        `INSERT INTO tuition_payments (enrollment_id, currency, kind, method, amount, comment, received_on, screenshot_key, screenshot_mime,
                                       recorded_by, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          p.enrollmentId,
          p.currency,
          p.kind,
          p.method,
          p.amount,
          p.comment,
          p.receivedOn,
          p.screenshot?.key ?? null,
          p.screenshot?.mime ?? null,
          p.by,
          p.now,
        ],
      );
      return row.id;
    },

    deletePayment: (id: number) => db.query(`DELETE FROM tuition_payments WHERE id = $1`, [id]),
  };
}
export type TuitionRepository = ReturnType<typeof tuitionRepository>;
