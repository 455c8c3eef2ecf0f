/**
 * Grading orders as graders and students read them, and the two writes of their life: a claim (one
 * conditional UPDATE, so of two teachers claiming at once exactly one changes the row) and a completion.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptTargetType, GradingService, Lang, QuestionCommentInput, TeacherGradingStatus, UserRefDto } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { targetJoin } from '../../core/test-targets';
import { pagedRows, queryRows } from '../../lib/sql';
import { attemptQuestionTypes } from './grading-orders.repository';

type Db = DataSource | EntityManager;

/** Every status an order row may hold; cancelled orders are outside this module's API (404). */
export type OrderStatus = TeacherGradingStatus | 'cancelled';

export interface OrderRecord {
  id: number;
  attemptId: number;
  userId: number;
  service: GradingService;
  status: OrderStatus;
  priority: boolean;
  price: number;
  orderedAt: Date;
  claimedAt: Date | null;
  completedAt: Date | null;
  teacherId: number | null;
  score: number | null;
  comments: string | null;
  questionComments: QuestionCommentInput[];
  student: UserRefDto;
  teacher: UserRefDto | null;
  testType: AttemptTargetType;
  testId: number;
  testTitle: string;
}

const TARGET = targetJoin('a');

const userRef = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'first_name', COALESCE(${alias}.first_name, ''), 'last_name', COALESCE(${alias}.last_name, ''))`;

const COLUMNS = `o.id, o.attempt_id AS "attemptId", o.user_id AS "userId", o.service, o.status, o.priority, o.price,
       o.created_at AS "orderedAt", o.claimed_at AS "claimedAt", o.completed_at AS "completedAt", o.teacher_id AS "teacherId",
       o.score, o.comments, o.question_comments AS "questionComments",
       ${userRef('s')} AS student, CASE WHEN t.id IS NULL THEN NULL ELSE ${userRef('t')} END AS teacher,
       a.target_type AS "testType", a.target_id AS "testId", ${TARGET.title} AS "testTitle"`;

const FROM = `grading_orders o
       JOIN users s ON s.id = o.user_id
       LEFT JOIN users t ON t.id = o.teacher_id
       JOIN attempts a ON a.id = o.attempt_id
       ${TARGET.joins}`;

/** The queue's order (spec section 6, priority grading): pro's orders first, then the oldest. Done: latest first. */
const ORDER_BY: Record<TeacherGradingStatus, string> = {
  pending: 'o.priority DESC, o.created_at, o.id',
  in_review: 'o.priority DESC, o.created_at, o.id',
  done: 'o.completed_at DESC, o.id DESC',
};

export interface QueueFilter {
  status: TeacherGradingStatus;
  /** Only this teacher's orders (claimed or done); null: everyone's (admins, and the pending queue). */
  teacherId: number | null;
}

/** Who to e-mail, in their language and brand. */
export interface StudentContact {
  email: string;
  firstName: string | null;
  username: string;
  lang: Lang;
  product: string;
}

export function teacherGradingRepository(db: Db) {
  const one = async (where: string, params: unknown[]): Promise<OrderRecord | null> =>
    (await queryRows<OrderRecord>(db, `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where}`, params))[0] ?? null;

  return {
    queue(filter: QueueFilter, page: Page): Promise<{ rows: OrderRecord[]; total: number }> {
      const params: unknown[] = [filter.status];
      let where = 'o.status = $1';
      if (filter.teacherId !== null) where += ` AND o.teacher_id = $${params.push(filter.teacherId)}`;
      return pagedRows(db, { columns: COLUMNS, from: FROM, where, params, orderBy: ORDER_BY[filter.status] }, page);
    },

    find: (orderId: number) => one('o.id = $1', [orderId]),

    /** The attempt's open (not cancelled) order: at most one, by the table's unique index. */
    findByAttempt: (attemptId: number) => one(`o.attempt_id = $1 AND o.status <> 'cancelled'`, [attemptId]),

    /** pending -> in_review for this teacher; false when the order was not pending any more (or never existed). */
    async claim(orderId: number, teacherId: number, now: Date): Promise<boolean> {
      const rows = await queryRows(
        db,
        `UPDATE grading_orders SET status = 'in_review', teacher_id = $2, claimed_at = $3 WHERE id = $1 AND status = 'pending' RETURNING id`,
        [orderId, teacherId, now],
      );
      return rows.length === 1;
    },

    /** The order's state under a row lock, for a completion that must not race another. */
    async lockState(orderId: number): Promise<Pick<OrderRecord, 'id' | 'attemptId' | 'userId' | 'service' | 'status' | 'teacherId'> | null> {
      const [row] = await queryRows<Pick<OrderRecord, 'id' | 'attemptId' | 'userId' | 'service' | 'status' | 'teacherId'>>(
        db,
        `SELECT id, attempt_id AS "attemptId", user_id AS "userId", service, status, teacher_id AS "teacherId"
           FROM grading_orders WHERE id = $1 FOR UPDATE`,
        [orderId],
      );
      return row ?? null;
    },

    async complete(
      orderId: number,
      f: { teacherId: number; score: number | null; comments: string; questionComments: QuestionCommentInput[]; now: Date },
    ): Promise<void> {
      await db.query(
        `UPDATE grading_orders SET status = 'done', teacher_id = $2, completed_at = $3, score = $4, comments = $5, question_comments = $6
          WHERE id = $1`,
        [orderId, f.teacherId, f.now, f.score, f.comments, JSON.stringify(f.questionComments)],
      );
    },

    /** The questions the attempt was given, with their types (per-question comments must name one of them). */
    attemptQuestions: (attemptId: number) => attemptQuestionTypes(db, attemptId),

    async attemptOwner(attemptId: number): Promise<number | null> {
      const [row] = await queryRows<{ userId: number }>(db, `SELECT user_id AS "userId" FROM attempts WHERE id = $1`, [attemptId]);
      return row?.userId ?? null;
    },

    async studentContact(userId: number): Promise<StudentContact | null> {
      const [row] = await queryRows<StudentContact>(
        db,
        `SELECT email, first_name AS "firstName", username, lang, product FROM users WHERE id = $1 AND deleted_at IS NULL`,
        [userId],
      );
      return row ?? null;
    },
  };
}
