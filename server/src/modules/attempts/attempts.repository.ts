/**
 * The runner's SQL. Every read or write of one attempt starts by locking its row (lock / lockSkipLocked),
 * which also loads its modules in the same round trip; the autosave is a single statement of its own.
 * The per-request statements (the lock, the state changes, a module's questions and answers) are named
 * (lib/named-statements.ts): each is planned once per connection, not on every submit.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptStatus, AttemptTargetType, ModuleRoute, ModuleStage, QuestionType, Section, TestVersionId, PlanHolder } from '@app/shared';
import { LEAVE_GRACE_SECONDS } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';
import type { AttemptReader } from '../../core/access';
import { TEST_TARGETS, targetJoin } from '../../core/test-targets';
import type { PlanStep } from './attempt-plan';
import { namedRows, type NamedStatement } from '../../lib/named-statements';
import { finishedMarkerSql } from './attempt-finished';

export interface ModuleRecord {
  id: number;
  position: number;
  practiceId: number;
  section: Section;
  stage: ModuleStage;
  route: ModuleRoute | null;
  startedAt: Date;
  endsAt: Date;
  submittedAt: Date | null;
  submittedBy: 'student' | 'deadline' | null;
  correctCount: number | null;
}

export interface AttemptHead {
  id: number;
  userId: number;
  targetType: AttemptTargetType;
  targetId: number;
  targetTitle: string;
  version: TestVersionId;
  status: AttemptStatus;
  leaveCount: number;
  startedAt: Date;
  finishedAt: Date | null;
}

export interface AttemptRecord extends AttemptHead {
  plan: PlanStep[];
  currentPosition: number;
  breakEndsAt: Date | null;
  extraTimePercent: number;
  restartOfId: number | null;
  /** The total limit (a placement test's): no module or break runs past it. Null: only the modules' own limits. */
  deadlineAt: Date | null;
  modules: ModuleRecord[];
}

/** Who may read an attempt: its owner, or an admin ($3). */
export type Reader = AttemptReader;

const TARGET = targetJoin('a');

const HEAD_COLUMNS = `a.id, a.user_id AS "userId", a.target_type AS "targetType", a.target_id AS "targetId",
       ${TARGET.title} AS "targetTitle", ${TARGET.version} AS version,
       a.status, a.leave_count AS "leaveCount", a.started_at AS "startedAt", a.finished_at AS "finishedAt"`;

const MODULE_COLUMNS = `id, position, practice_id AS "practiceId", section, stage, route, started_at AS "startedAt", ends_at AS "endsAt",
       submitted_at AS "submittedAt", submitted_by AS "submittedBy", correct_count AS "correctCount"`;

/**
 * The attempt row locked, with its modules in the same round trip. A lock that waited for another
 * transaction returns the row's newest version, but the rest of the statement (the modules) still reads
 * the snapshot taken before the wait: `fresh` says whether the snapshot holds the version that was
 * locked (same xmin). Every write of attempt_modules also updates the attempts row, so when it does, the
 * modules read with it are current; otherwise lock() reads them again.
 */
const lockSql = (suffix: string) => `
  SELECT ${HEAD_COLUMNS}, a.plan, a.current_position AS "currentPosition", a.break_ends_at AS "breakEndsAt",
         a.extra_time_percent AS "extraTimePercent", a.restart_of_id AS "restartOfId",
         a.deadline_at AS "deadlineAt",
         (SELECT s.xmin = a.xmin FROM attempts s WHERE s.id = a.id) IS TRUE AS fresh,
         COALESCE((SELECT json_agg(m ORDER BY m.position) FROM (SELECT ${MODULE_COLUMNS} FROM attempt_modules WHERE attempt_id = a.id) m), '[]') AS modules
    FROM attempts a ${TARGET.joins}
   WHERE a.id = $1 AND (a.user_id = $2 OR $3::boolean)
     FOR UPDATE OF a ${suffix}`;
const LOCK: NamedStatement = { name: 'attempt-lock', text: lockSql('') };
/** The sweep's: an attempt a request holds right now is that request's to advance. */
const LOCK_SKIP_LOCKED: NamedStatement = { name: 'attempt-lock-skip-locked', text: lockSql('SKIP LOCKED') };
const MODULES: NamedStatement = {
  name: 'attempt-modules',
  text: `SELECT ${MODULE_COLUMNS} FROM attempt_modules WHERE attempt_id = $1 ORDER BY position`,
};

type RawModule = Omit<ModuleRecord, 'startedAt' | 'endsAt' | 'submittedAt'> & { startedAt: string; endsAt: string; submittedAt: string | null };
type LockedRow = Omit<AttemptRecord, 'modules'> & { fresh: boolean; modules: RawModule[] };

/** json_agg hands timestamps over as text. */
const toModule = (m: RawModule): ModuleRecord => ({
  ...m,
  startedAt: new Date(m.startedAt),
  endsAt: new Date(m.endsAt),
  submittedAt: m.submittedAt ? new Date(m.submittedAt) : null,
});

/** One question of a module as the taker sees it. */
export interface TestQuestionRecord {
  id: number;
  number: number;
  type: QuestionType;
  section: Section;
  stem: string;
  choices: { label: string; text: string }[];
  passage: { id: number; title: string; body: string } | null;
}

export interface SavedAnswerRecord {
  questionId: number;
  answer: string;
  marked: boolean;
  eliminated: string[];
  annotations: { highlights: { start: number; end: number; color: string; note?: string }[] };
  timeSpentSeconds: number;
  seq: number;
}

/** What module 1's routing needs of each question: its key and the saved response. */
export interface ScoringRow {
  answerKey: string;
  type: QuestionType;
  choiceCount: number;
  answer: string;
}

export interface NewAttempt {
  userId: number;
  targetType: AttemptTargetType;
  targetId: number;
  category: 'full' | 'section';
  localDay: string;
  plan: PlanStep[];
  extraTimePercent: number;
  restartOfId: number | null;
  /** The class test it is taken for (classes module), or null. */
  classExamId?: number | null;
  /** The placement invitation it is taken for (tuition module), or null. */
  placementInvitationId?: number | null;
  /** The total limit, or null. */
  deadlineAt?: Date | null;
  now: Date;
}

/** The taker's row as starting an attempt needs it, locked: starts of one user run one at a time. */
export interface TakerRecord extends PlanHolder {
  extraTimePercent: number;
  /** The calendar day in the taker's timezone at `now` (YYYY-MM-DD). */
  localDay: string;
}

/** A module's submit, written together with the state change it causes. */
export interface ModuleClose {
  moduleId: number;
  at: Date;
  by: 'student' | 'deadline';
  correctCount: number | null;
}

/**
 * `closed AS (UPDATE attempt_modules ...)`: a module's submit as a CTE of the statement that changes the
 * attempt, its values (closeValues) from $first on.
 */
const closing = (first: number) => `closed AS (
    UPDATE attempt_modules SET submitted_at = $${first}, submitted_by = $${first + 1}, correct_count = $${first + 2}::int WHERE id = $${first + 3}
  )`;
const closeValues = (c: ModuleClose): unknown[] => [c.at, c.by, c.correctCount, c.moduleId];

/**
 * The state changes, one statement each (the state machine in attempt-state.ts decides which): the next
 * module inserted and made current, with or without the submit of the module before it; the break
 * started; the attempt finished.
 */
const startModuleSql = (close: boolean) => `
  WITH ${close ? `${closing(9)}, ` : ''}ins AS (
    INSERT INTO attempt_modules (attempt_id, position, practice_id, section, stage, route, started_at, ends_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
  ), upd AS (
    UPDATE attempts SET status = 'in_progress', current_position = $2, break_ends_at = NULL, updated_at = $7 WHERE id = $1
  )
  SELECT id FROM ins`;
const START_MODULE: NamedStatement = { name: 'attempt-start-module', text: startModuleSql(false) };
const CLOSE_AND_START_MODULE: NamedStatement = { name: 'attempt-close-start-module', text: startModuleSql(true) };
const CLOSE_AND_START_BREAK: NamedStatement = {
  name: 'attempt-close-start-break',
  text: `WITH ${closing(4)} UPDATE attempts SET status = 'on_break', break_ends_at = $3, updated_at = $2 WHERE id = $1`,
};
/** An away time of at least the grace period counts one leave; either way the page is back. */
const SETTLE_AWAY = `leave_count = leave_count + (away_since IS NOT NULL AND away_since <= $2::timestamptz - interval '${LEAVE_GRACE_SECONDS} seconds')::int,
       away_since = NULL`;
const CLOSE_AND_FINISH: NamedStatement = {
  name: 'attempt-close-finish',
  // A page that went away and never came back before the end counts its leave now.
  text: `WITH ${closing(3)} UPDATE attempts SET status = 'finished', finished_at = $2, updated_at = $2, ${SETTLE_AWAY} WHERE id = $1
         RETURNING leave_count AS n`,
};
/**
 * The last module's submit by its taker, in ONE autocommit statement (the class-finish hot path: before,
 * a session lookup, BEGIN, the lock, the close-and-finish, the grading marker and COMMIT were six round
 * trips). It does what the transaction does for that case and nothing else: it locks the attempt, and
 * only when it is in progress on module $3, the plan's last step, open (not submitted, its deadline
 * after $4) does it submit the module as the student's at $4, finish the attempt (settling a pending
 * leave, as CLOSE_AND_FINISH) and write the grading marker. Every write re-checks its row's state after
 * any wait (submitted_at IS NULL, status = 'in_progress'), so a submit, the sweep or a second tab racing
 * it finishes the attempt once. No row back means "not this case" (someone else's attempt, an earlier
 * module, a deadline passed, already submitted): the caller takes the transaction path, which answers
 * every one of those. The row is the attempt as the snapshot had it, with the finish's leave count.
 */
const SUBMIT_LAST: NamedStatement = {
  name: 'attempt-submit-last',
  text: `WITH locked AS (
    SELECT id, status, current_position, jsonb_array_length(plan) AS steps FROM attempts WHERE id = $1 AND (user_id = $2 OR $3::boolean) FOR UPDATE
  ), closed AS (
    UPDATE attempt_modules m SET submitted_at = $4, submitted_by = 'student', correct_count = NULL
      FROM locked l
     WHERE m.id = $5 AND m.attempt_id = l.id AND l.status = 'in_progress' AND m.position = l.current_position AND m.position = l.steps
       AND m.stage <> 'module1' AND m.submitted_at IS NULL AND m.ends_at > $4
    RETURNING m.attempt_id
  ), fin AS (
    UPDATE attempts SET status = 'finished', finished_at = $4, updated_at = $4, ${SETTLE_AWAY.replaceAll('$2', '$4')}
     WHERE id = (SELECT attempt_id FROM closed) AND status = 'in_progress'
    RETURNING id, leave_count
  ), marked AS (
    ${finishedMarkerSql('fin', '$4::timestamptz')}
  )
  SELECT ${HEAD_COLUMNS}, a.plan, a.current_position AS "currentPosition", a.extra_time_percent AS "extraTimePercent",
         a.restart_of_id AS "restartOfId", f.leave_count AS "finishedLeaveCount",
         COALESCE((SELECT json_agg(m ORDER BY m.position) FROM (SELECT ${MODULE_COLUMNS} FROM attempt_modules WHERE attempt_id = a.id) m), '[]') AS modules
    FROM fin f JOIN attempts a ON a.id = f.id ${TARGET.joins}`,
};

const MARK_AWAY: NamedStatement = {
  name: 'attempt-mark-away',
  text: `UPDATE attempts SET away_since = COALESCE(away_since, $2), updated_at = $2 WHERE id = $1`,
};
const SETTLE_LEAVE: NamedStatement = {
  name: 'attempt-settle-leave',
  text: `UPDATE attempts SET ${SETTLE_AWAY}, updated_at = $2 WHERE id = $1 RETURNING leave_count AS n`,
};
const SCORING: NamedStatement = {
  name: 'attempt-module-scoring',
  text: `SELECT q.answer_key AS "answerKey", q.type, jsonb_array_length(q.choices) AS "choiceCount", COALESCE(aa.answer, '') AS answer
           FROM practice_questions pq JOIN questions q ON q.id = pq.question_id
           LEFT JOIN attempt_answers aa ON aa.attempt_module_id = $1 AND aa.question_id = q.id
          WHERE pq.practice_id = $2`,
};
/** The open module's questions (of practice $2) and, with $3, its saved answers (of module $1): one round trip for both. */
const MODULE_VIEW: NamedStatement = {
  name: 'attempt-module-view',
  text: `SELECT
    COALESCE((SELECT json_agg(x ORDER BY x.number) FROM (
      SELECT q.id, pq.position AS number, q.type, q.section, q.stem, q.choices,
             CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'title', p.title, 'body', p.body) END AS passage
        FROM practice_questions pq JOIN questions q ON q.id = pq.question_id
        LEFT JOIN passages p ON p.id = q.passage_id
       WHERE pq.practice_id = $2) x), '[]') AS questions,
    CASE WHEN $3::boolean THEN COALESCE((SELECT json_agg(y ORDER BY y."questionId") FROM (
      SELECT question_id AS "questionId", answer, marked, eliminated, annotations, time_spent_seconds AS "timeSpentSeconds",
             seq::float8 AS seq
        FROM attempt_answers WHERE attempt_module_id = $1) y), '[]') ELSE '[]' END AS answers`,
};

export interface AttemptFilters {
  statuses?: AttemptStatus[];
  type?: AttemptTargetType;
  targetId?: number;
}

export function attemptsRepository(db: DataSource | EntityManager) {
  return {
    /** The attempt locked for this transaction, with its modules (see lockSql); null when missing or not the reader's. */
    async lock(id: number, reader: Reader, skipLocked = false): Promise<AttemptRecord | null> {
      const [row] = await namedRows<LockedRow>(db, skipLocked ? LOCK_SKIP_LOCKED : LOCK, [id, reader.userId, reader.admin]);
      if (!row) return null;
      const { fresh, modules, ...attempt } = row;
      if (fresh) return { ...attempt, modules: modules.map(toModule) };
      return { ...attempt, modules: await namedRows<ModuleRecord>(db, MODULES, [id]) };
    },

    /** Owner and target of an attempt the reader may see, without locking it. */
    async head(
      id: number,
      reader: Reader,
    ): Promise<
      (Pick<AttemptHead, 'id' | 'userId' | 'targetType' | 'targetId'> & { classExamId: number | null; placementInvitationId: number | null }) | null
    > {
      const rows = await queryRows<
        Pick<AttemptHead, 'id' | 'userId' | 'targetType' | 'targetId'> & { classExamId: number | null; placementInvitationId: number | null }
      >(
        db,
        `SELECT id, user_id AS "userId", target_type AS "targetType", target_id AS "targetId", class_exam_id AS "classExamId",
                placement_invitation_id AS "placementInvitationId"
           FROM attempts WHERE id = $1 AND (user_id = $2 OR $3::boolean)`,
        [id, reader.userId, reader.admin],
      );
      return rows[0] ?? null;
    },

    // NO KEY UPDATE, not UPDATE: rows referencing the user (ledger, idempotency keys, attempts) hold KEY SHARE on it,
    // and a transaction that inserted one of them before asking for FOR UPDATE would deadlock with its twin.
    async lockTaker(userId: number, now: Date): Promise<TakerRecord | null> {
      const rows = await queryRows<TakerRecord>(
        db,
        `SELECT roles, extra_time_percent AS "extraTimePercent",
                to_char(($2::timestamptz AT TIME ZONE timezone)::date, 'YYYY-MM-DD') AS "localDay",
                pro_expired_at AS "proExpiredAt", taken_unlimited_expire_at AS "takenUnlimitedExpireAt",
                sat_plan_expired_at AS "satPlanExpiredAt"
           FROM users WHERE id = $1 FOR NO KEY UPDATE`,
        [userId, now],
      );
      return rows[0] ?? null;
    },

    /** The user's running attempt of a target, if any. */
    async activeId(userId: number, type: AttemptTargetType, targetId: number): Promise<number | null> {
      const rows = await queryRows<{ id: number }>(
        db,
        `SELECT id FROM attempts WHERE user_id = $1 AND target_type = $2 AND target_id = $3 AND status IN ('in_progress', 'on_break')`,
        [userId, type, targetId],
      );
      return rows[0]?.id ?? null;
    },

    /** Attempts of a target by the user, abandoned ones and restarts included. */
    async takes(userId: number, type: AttemptTargetType, targetId: number): Promise<number> {
      const rows = await queryRows<{ n: number }>(
        db,
        `SELECT count(*)::int AS n FROM attempts WHERE user_id = $1 AND target_type = $2 AND target_id = $3`,
        [userId, type, targetId],
      );
      return rows[0].n;
    },

    /** Attempts started on that local day in that category, restarts excluded. */
    async startedOn(userId: number, localDay: string, category: 'full' | 'section'): Promise<number> {
      const rows = await queryRows<{ n: number }>(
        db,
        `SELECT count(*)::int AS n FROM attempts WHERE user_id = $1 AND local_day = $2::date AND category = $3 AND restart_of_id IS NULL`,
        [userId, localDay, category],
      );
      return rows[0].n;
    },

    async insert(a: NewAttempt): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO attempts (user_id, target_type, ${TEST_TARGETS[a.targetType].attemptColumn}, category, local_day, plan, extra_time_percent,
                               restart_of_id, started_at, updated_at, class_exam_id,
                               placement_invitation_id, deadline_at)
         VALUES ($1, $2, $3, $4, $5::date, $6::jsonb, $7, $8, $9, $9, $10, $11, $12) RETURNING id`,
        [
          a.userId,
          a.targetType,
          a.targetId,
          a.category,
          a.localDay,
          JSON.stringify(a.plan),
          a.extraTimePercent,
          a.restartOfId,
          a.now,
          a.classExamId ?? null,
          a.placementInvitationId ?? null,
          a.deadlineAt ?? null,
        ],
      );
      return rows[0].id;
    },

    /**
     * Inserts the module and makes it the attempt's current step; with `close`, the module before it is
     * submitted in the same statement.
     */
    async startModule(
      attemptId: number,
      m: Pick<ModuleRecord, 'position' | 'practiceId' | 'section' | 'stage' | 'route' | 'startedAt' | 'endsAt'>,
      close?: ModuleClose,
    ): Promise<number> {
      const values: unknown[] = [attemptId, m.position, m.practiceId, m.section, m.stage, m.route, m.startedAt, m.endsAt];
      const rows = close
        ? await namedRows<{ id: number }>(db, CLOSE_AND_START_MODULE, [...values, ...closeValues(close)])
        : await namedRows<{ id: number }>(db, START_MODULE, values);
      return rows[0].id;
    },

    /** Submits the module and starts the break after it, in one statement. */
    async startBreak(attemptId: number, close: ModuleClose, endsAt: Date): Promise<void> {
      await namedRows(db, CLOSE_AND_START_BREAK, [attemptId, close.at, endsAt, ...closeValues(close)]);
    },

    /** Submits the last module and finishes the attempt, in one statement; answers the final leave count. */
    async finish(attemptId: number, close: ModuleClose): Promise<number> {
      const rows = await namedRows<{ n: number }>(db, CLOSE_AND_FINISH, [attemptId, close.at, ...closeValues(close)]);
      return rows[0].n;
    },

    /**
     * The last module's submit as one autocommit statement (SUBMIT_LAST): the finished attempt, or null
     * when the attempt is not in that case (the caller then runs the transaction path). Run on the data
     * source, never in a transaction: the statement commits on its own.
     */
    async submitLast(id: number, reader: Reader, moduleId: number, at: Date): Promise<AttemptRecord | null> {
      const [row] = await namedRows<Omit<LockedRow, 'fresh' | 'breakEndsAt'> & { finishedLeaveCount: number }>(db, SUBMIT_LAST, [
        id,
        reader.userId,
        reader.admin,
        at,
        moduleId,
      ]);
      if (!row) return null;
      const { modules, finishedLeaveCount, ...attempt } = row;
      // The snapshot's row and modules before the statement's own writes, which are applied here.
      const done = modules
        .map(toModule)
        .map((m) => (m.id === moduleId ? { ...m, submittedAt: at, submittedBy: 'student' as const, correctCount: null } : m));
      return { ...attempt, status: 'finished', finishedAt: at, breakEndsAt: null, leaveCount: finishedLeaveCount, modules: done };
    },

    /** The open module closes with it, so the deadline sweep's index of open modules does not keep it. */
    async abandon(attemptId: number, at: Date): Promise<void> {
      await db.query(`UPDATE attempts SET status = 'abandoned', break_ends_at = NULL, updated_at = $2 WHERE id = $1`, [attemptId, at]);
      await db.query(
        `UPDATE attempt_modules SET submitted_at = $2, submitted_by = 'student'
          WHERE attempt_id = $1 AND submitted_at IS NULL`,
        [attemptId, at],
      );
    },

    /** The test page went away at `at` (kept if it was already away). */
    async markAway(attemptId: number, at: Date): Promise<void> {
      await namedRows(db, MARK_AWAY, [attemptId, at]);
    },

    /** The test page is back at `at`: a leave when it was away for the grace period or longer. The new count. */
    async settleLeave(attemptId: number, at: Date): Promise<number> {
      const rows = await namedRows<{ n: number }>(db, SETTLE_LEAVE, [attemptId, at]);
      return rows[0].n;
    },

    /** Module 1's keys and saved responses, in one query. */
    scoring(moduleId: number, practiceId: number): Promise<ScoringRow[]> {
      return namedRows(db, SCORING, [moduleId, practiceId]);
    },

    /**
     * The module's questions as the taker sees them (no key, explanation or domain), in order, and with
     * `withAnswers` its saved answers.
     */
    async moduleView(
      moduleId: number,
      practiceId: number,
      withAnswers: boolean,
    ): Promise<{ questions: TestQuestionRecord[]; answers: SavedAnswerRecord[] }> {
      const [row] = await namedRows<{ questions: TestQuestionRecord[]; answers: SavedAnswerRecord[] }>(db, MODULE_VIEW, [
        moduleId,
        practiceId,
        withAnswers,
      ]);
      return row;
    },

    list(userId: number, f: AttemptFilters, page: Page): Promise<{ rows: AttemptHead[]; total: number }> {
      const params: unknown[] = [userId];
      const where = ['a.user_id = $1'];
      if (f.statuses) where.push(`a.status = ANY($${params.push(f.statuses)}::text[])`);
      if (f.type) where.push(`a.target_type = $${params.push(f.type)}`);
      if (f.targetId) where.push(`a.target_id = $${params.push(f.targetId)}`);
      return pagedRows(
        db,
        { columns: HEAD_COLUMNS, from: `attempts a ${TARGET.joins}`, where: where.join(' AND '), params, orderBy: 'a.started_at DESC, a.id DESC' },
        page,
      );
    },

    /** Attempts with a module past its deadline or a break past its end, oldest due first. */
    async due(now: Date, limit: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        `SELECT id FROM (
           SELECT m.attempt_id AS id, m.ends_at AS due FROM attempt_modules m JOIN attempts a ON a.id = m.attempt_id AND a.status = 'in_progress'
            WHERE m.submitted_at IS NULL AND m.ends_at <= $1
           UNION ALL
           SELECT id, break_ends_at FROM attempts WHERE status = 'on_break' AND break_ends_at <= $1
         ) d ORDER BY due LIMIT $2`,
        [now, limit],
      );
      return rows.map((r) => r.id);
    },
  };
}
export type AttemptsRepository = ReturnType<typeof attemptsRepository>;
