/** SQL of class tests (class_exams, class_exam_students) and what students did with them. */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptTargetType, ClassTestProgress } from '@app/shared';
import { queryRows } from '../../lib/sql';
import type { ClassRead } from './class-access';
import { TEST_TARGETS } from '../../core/test-targets';

type Db = DataSource | EntityManager;

export interface ClassExamRecord {
  id: number;
  classId: number;
  className: string;
  ownerId: number;
  classArchived: boolean;
  title: string;
  targetType: AttemptTargetType;
  targetId: number;
  opensAt: Date;
  dueAt: Date;
  attemptsAllowed: number;
  allStudents: boolean;
  explanationsReleasedAt: Date | null;
  createdAt: Date;
  assignedCount: number;
  finishedCount: number;
  inProgressCount: number;
}

/** Per student and exam: attempts of the exam, whether one runs, whether one finished, and the best score. */
export interface StudentProgressRow {
  classExamId: number;
  userId: number;
  used: number;
  running: number | null;
  finished: number;
  /** The best graded score of a finished attempt (results.score), or null. */
  score: number | null;
  /** The finished attempt with that score (the latest finished one when none is graded yet), or null. */
  bestAttemptId: number | null;
}

/**
 * The class results grid in one pass: one row per exam of `$1` and student (`$2`, or every student) who
 * has attempts, with their best graded score and the attempt that has it (highest score, then latest;
 * the latest finished one while none is graded). Everything is read from indexes alone: the attempts
 * from attempts_class_exam_idx, each finished one's stored score (results.score) from
 * results_graded_score_idx. The score is a correlated subquery (OFFSET 0 keeps it one lookup per
 * attempt) because as a join the planner would rather hash the whole results table, every class's, for a
 * class's few thousand attempts. The best attempt is the max of [score, finish, id] arrays: a plain
 * aggregate, where an ordered array_agg sorted each of the 4,000 groups.
 */
export const PROGRESS_SQL = `SELECT a.class_exam_id AS "classExamId", a.user_id AS "userId", count(*)::int AS used,
       max(a.id) FILTER (WHERE a.status IN ('in_progress', 'on_break')) AS running,
       count(*) FILTER (WHERE a.status = 'finished')::int AS finished,
       max(a.score) AS score,
       (max(ARRAY[COALESCE(a.score, -1), (extract(epoch FROM a.finished_at) * 1000)::bigint, a.id]) FILTER (WHERE a.status = 'finished'))[3]::int
         AS "bestAttemptId"
  FROM (SELECT a.class_exam_id, a.user_id, a.id, a.status, a.finished_at,
               CASE WHEN a.status = 'finished' THEN (SELECT r.score FROM results r WHERE r.attempt_id = a.id AND r.status = 'graded') END AS score
          FROM attempts a WHERE a.class_exam_id = ANY($1::int[]) AND ($2::int IS NULL OR a.user_id = $2) OFFSET 0) a
 GROUP BY a.class_exam_id, a.user_id`;

export const progressOf = (p: Pick<StudentProgressRow, 'running' | 'finished'> | undefined): ClassTestProgress =>
  !p ? 'not_started' : p.finished > 0 ? 'finished' : p.running ? 'in_progress' : 'not_started';

const EXAM_SELECT = `SELECT e.id, e.class_id AS "classId", c.name AS "className", c.owner_id AS "ownerId", c.archived_at IS NOT NULL AS "classArchived",
       e.title, e.target_type AS "targetType", e.target_id AS "targetId", e.opens_at AS "opensAt", e.due_at AS "dueAt",
       e.attempts_allowed AS "attemptsAllowed", e.all_students AS "allStudents", e.explanations_released_at AS "explanationsReleasedAt",
       e.created_at AS "createdAt",
       (SELECT count(*)::int FROM class_exam_students x WHERE x.class_exam_id = e.id) AS "assignedCount",
       counts.finished AS "finishedCount", counts.in_progress AS "inProgressCount"
  FROM class_exams e JOIN classes c ON c.id = e.class_id
  -- Per student of the exam (from the covering attempts index): finished once, or started and running.
  CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE s.finished)::int AS finished, count(*) FILTER (WHERE s.running AND NOT s.finished)::int AS in_progress
                        FROM (SELECT bool_or(a.status = 'finished') AS finished, bool_or(a.status IN ('in_progress', 'on_break')) AS running
                                FROM attempts a WHERE a.class_exam_id = e.id GROUP BY a.user_id) s) counts`;

/** A class test as `find` answers it, in the statement that checks the caller's standing in its class (readClass). */
export const CLASS_TEST_READ: ClassRead = { name: 'class-test', by: 'class-test', select: `SELECT x.* FROM (${EXAM_SELECT} WHERE e.id = ce.id) x` };

export function classTestsRepository(db: Db) {
  return {
    async find(id: number): Promise<ClassExamRecord | null> {
      const [row] = await queryRows<ClassExamRecord>(db, `${EXAM_SELECT} WHERE e.id = $1`, [id]);
      return row ?? null;
    },

    /** The class's tests, latest due first; for a student (`studentId`) only theirs. */
    ofClass: (classId: number, studentId: number | null) =>
      queryRows<ClassExamRecord>(
        db,
        `${EXAM_SELECT} WHERE e.class_id = $1
           AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM class_exam_students x WHERE x.class_exam_id = e.id AND x.user_id = $2))
         ORDER BY e.due_at DESC, e.id DESC`,
        [classId, studentId],
      ),

    /** The student's tests in the classes they are an active student of (unarchived), soonest due first. */
    ofStudent: (studentId: number, dueAfter: Date) =>
      queryRows<ClassExamRecord>(
        db,
        `${EXAM_SELECT}
           JOIN class_exam_students x ON x.class_exam_id = e.id AND x.user_id = $1
           JOIN class_students cs ON cs.class_id = e.class_id AND cs.user_id = $1 AND cs.status = 'active'
         WHERE c.archived_at IS NULL AND e.due_at > $2
         ORDER BY e.due_at, e.id`,
        [studentId, dueAfter],
      ),

    /** Whether the student is an active member of the exam's class and the exam was sent to them. */
    async isAssigned(examId: number, studentId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        `SELECT 1 FROM class_exam_students x JOIN class_exams e ON e.id = x.class_exam_id
           JOIN class_students cs ON cs.class_id = e.class_id AND cs.user_id = x.user_id AND cs.status = 'active'
          WHERE x.class_exam_id = $1 AND x.user_id = $2`,
        [examId, studentId],
      );
      return rows.length > 0;
    },

    /** Attempts and best score per student of the exams (one row per exam and student who has any). */
    progress: (examIds: number[], studentId: number | null = null) => queryRows<StudentProgressRow>(db, PROGRESS_SQL, [examIds, studentId]),

    /** The student's running attempt of the target, and the class test it is for (null: taken outside a class). */
    async running(studentId: number, type: AttemptTargetType, targetId: number): Promise<{ id: number; classExamId: number | null } | null> {
      const [row] = await queryRows<{ id: number; classExamId: number | null }>(
        db,
        `SELECT id, class_exam_id AS "classExamId" FROM attempts
          WHERE user_id = $1 AND target_type = $2 AND target_id = $3 AND status IN ('in_progress', 'on_break')`,
        [studentId, type, targetId],
      );
      return row ?? null;
    },

    async usedAttempts(examId: number, studentId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, `SELECT count(*)::int AS n FROM attempts WHERE class_exam_id = $1 AND user_id = $2`, [
        examId,
        studentId,
      ]);
      return row.n;
    },

    finishedAttempts: (examId: number, studentId: number) =>
      queryRows<{ attemptId: number; finishedAt: Date }>(
        db,
        `SELECT id AS "attemptId", finished_at AS "finishedAt" FROM attempts
          WHERE class_exam_id = $1 AND user_id = $2 AND status = 'finished' ORDER BY finished_at DESC`,
        [examId, studentId],
      ),

    async insert(e: {
      classId: number;
      title: string;
      type: AttemptTargetType;
      targetId: number;
      opensAt: Date;
      dueAt: Date;
      attemptsAllowed: number;
      allStudents: boolean;
      createdBy: number;
      studentIds: number[];
      now: Date;
    }): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        `INSERT INTO class_exams (class_id, title, target_type, ${TEST_TARGETS[e.type].attemptColumn}, opens_at, due_at, attempts_allowed,
                                  all_students, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [e.classId, e.title, e.type, e.targetId, e.opensAt, e.dueAt, e.attemptsAllowed, e.allStudents, e.createdBy, e.now],
      );
      await db.query(`INSERT INTO class_exam_students (class_exam_id, user_id) SELECT $1, unnest($2::int[])`, [row.id, e.studentIds]);
      return row.id;
    },

    update: (id: number, f: { title: string; opensAt: Date; dueAt: Date; attemptsAllowed: number }) =>
      db.query(`UPDATE class_exams SET title = $2, opens_at = $3, due_at = $4, attempts_allowed = $5 WHERE id = $1`, [
        id,
        f.title,
        f.opensAt,
        f.dueAt,
        f.attemptsAllowed,
      ]),

    releaseExplanations: (id: number, at: Date) =>
      db.query(`UPDATE class_exams SET explanations_released_at = COALESCE(explanations_released_at, $2) WHERE id = $1`, [id, at]),

    async hasAttempts(id: number): Promise<boolean> {
      return (await queryRows(db, `SELECT 1 FROM attempts WHERE class_exam_id = $1 LIMIT 1`, [id])).length > 0;
    },

    remove: (id: number) => db.query(`DELETE FROM class_exams WHERE id = $1`, [id]),

    /** Whether the question is in the test (any of its modules, both routes of an adaptive section). */
    async testHasQuestion(type: AttemptTargetType, targetId: number, questionId: number): Promise<boolean> {
      const practices = {
        practice: `SELECT $1::int`,
        fullPractice: `SELECT practice_id FROM practice_set_items WHERE set_id = $1`,
        adaptive: `SELECT unnest(ARRAY[module1_id, easier_module2_id, harder_module2_id]) FROM adaptive_set_sections WHERE set_id = $1`,
      }[type];
      const rows = await queryRows(db, `SELECT 1 FROM practice_questions WHERE question_id = $2 AND practice_id IN (${practices})`, [
        targetId,
        questionId,
      ]);
      return rows.length > 0;
    },
  };
}

/** A student who became active gets the class's not yet closed tests that were sent to all students. */
export async function assignOpenTests(m: EntityManager, classId: number, userId: number, now: Date): Promise<void> {
  await m.query(
    `INSERT INTO class_exam_students (class_exam_id, user_id)
     SELECT e.id, $2 FROM class_exams e WHERE e.class_id = $1 AND e.all_students AND e.due_at > $3
     ON CONFLICT DO NOTHING`,
    [classId, userId, now],
  );
}
