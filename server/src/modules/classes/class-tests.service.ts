/**
 * Class tests: the teacher sends a test of their catalog to picked students (or all) with a window and a
 * number of attempts; students see it on the practice home and take it from the lock page in the
 * existing runner. Each attempt a student starts is paid by the class owner, in the transaction that
 * creates the attempt (core/coins chargeClassTest, keyed by exam, student and attempt number), so
 * concurrent starts charge once; the send is refused up front when the owner cannot pay one start per
 * picked student.
 */
import type { EntityManager } from 'typeorm';
import {
  CLASS_PAGES,
  CLASS_TEST_COINS_PER_START,
  ErrorCode,
  type ClassExamAvailability,
  type ClassExamLockDto,
  type ClassTestDto,
  type QuestionExplanationDto,
  type SendClassTestRequest,
  type StartClassExamResponse,
  type UpdateClassTestRequest,
} from '@app/shared';
import type { AppContext } from '../../context';
import type { Admission, ClassRestartAdmission } from '../../core/app-module';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import type { Caller } from '../../core/access';
import { chargeClassTest } from '../../core/coins';
import { attemptsService } from '../attempts';
import { questionContents } from '../results';
import { classConflict, loadClass, MEMBERS, TEACHING, type ClassRecord } from './class-access';
import { assignableTest } from './class-tests-catalog';
import { classTestsRepository, progressOf, type ClassExamRecord, type StudentProgressRow } from './class-tests.repository';
import { recipientOf, sendClassMail } from './classes-mail';
import { USER_REF, type UserRefRow } from './classes.repository';
import { toUserRef } from './classes.mapper';

/** A new attempt needs the class test's window open and its class not archived (409 otherwise). */
function assertOpen(exam: ClassExamRecord, now: Date): void {
  if (exam.classArchived) throw classConflict('class_archived');
  if (now < exam.opensAt) throw classConflict('class_exam_not_open');
  if (now >= exam.dueAt) throw classConflict('class_exam_closed');
}

/**
 * The class's admission of a new attempt of `exam` by the student. It runs under the taker's lock (the
 * runner's start or restart), in the transaction that creates the attempt: the attempts used are counted
 * (a restarted one included) and the owner is charged for attempt n+1 (core/coins, keyed by exam,
 * student and attempt number, so a retried start is charged once), or the start is refused past the limit.
 */
function classAdmission(exam: ClassExamRecord, studentId: number, now: Date): Admission {
  return {
    classExamId: exam.id,
    admit: async (tx) => {
      const used = await classTestsRepository(tx).usedAttempts(exam.id, studentId);
      if (used >= exam.attemptsAllowed) throw classConflict('class_exam_no_attempts');
      await chargeClassTest(tx, {
        ownerId: exam.ownerId,
        classExamId: exam.id,
        studentId,
        price: CLASS_TEST_COINS_PER_START,
        attemptNo: used + 1,
        at: now,
      });
    },
  };
}

/**
 * The runner's restart of a class-test attempt (core/app-module ClassRestartAdmission): admitted like a
 * start, if the test is still the student's (404 otherwise) and its window open.
 */
export const admitClassRestart: ClassRestartAdmission = async (m, studentId, classExamId, now) => {
  const repo = classTestsRepository(m);
  const exam = await repo.find(classExamId);
  if (!exam || !(await repo.isAssigned(classExamId, studentId))) throw notFound();
  assertOpen(exam, now);
  return classAdmission(exam, studentId, now);
};

export function toClassTestDto(e: ClassExamRecord, mine?: { progress: StudentProgressRow | undefined }): ClassTestDto {
  return {
    id: e.id,
    class_id: e.classId,
    class_name: e.className,
    title: e.title,
    target_type: e.targetType,
    target_id: e.targetId,
    opens_at: e.opensAt.toISOString(),
    due_at: e.dueAt.toISOString(),
    attempts_allowed: e.attemptsAllowed,
    explanations_released: e.explanationsReleasedAt !== null,
    assigned_count: e.assignedCount,
    finished_count: e.finishedCount,
    in_progress_count: e.inProgressCount,
    created_at: e.createdAt.toISOString(),
    ...(mine ? { my_progress: progressOf(mine.progress), my_attempts_used: mine.progress?.used ?? 0 } : {}),
  };
}

interface ContactRow {
  id: number;
  email: string;
  lang: string;
  product: string;
  firstName: string | null;
  username: string;
}

export function classTestsService(ctx: AppContext) {
  const { ds, clock } = ctx;
  const runner = attemptsService(ds, clock);

  /** The exam and its class, if the caller teaches the class (404 otherwise). */
  async function teachersExam(db: EntityManager | typeof ds, caller: Caller, id: number, writable = false) {
    const exam = await classTestsRepository(db).find(id);
    if (!exam) throw notFound();
    const cls = await loadClass(db, caller, exam.classId, TEACHING, { writable });
    return { exam, cls };
  }

  /** The exam, if it was sent to the caller and they are still an active student of its class (404 otherwise). */
  async function studentsExam(db: EntityManager | typeof ds, caller: Caller, id: number): Promise<ClassExamRecord> {
    const repo = classTestsRepository(db);
    const exam = await repo.find(id);
    if (!exam || !(await repo.isAssigned(id, caller.id))) throw notFound();
    return exam;
  }

  function availability(e: ClassExamRecord, used: number, running: number | null, now: Date): ClassExamAvailability {
    if (running) return 'resume';
    if (now < e.opensAt) return 'not_open';
    if (now >= e.dueAt || e.classArchived) return 'closed';
    return used >= e.attemptsAllowed ? 'no_attempts_left' : 'open';
  }

  async function ownerBalance(ownerId: number): Promise<number> {
    const [row] = await queryRows<{ balance: number }>(ds, `SELECT balance FROM users WHERE id = $1`, [ownerId]);
    return row.balance;
  }

  async function notify(cls: ClassRecord, examId: number, title: string, dueAt: Date, studentIds: number[]): Promise<void> {
    const students = await queryRows<ContactRow>(
      ds,
      `SELECT id, email, lang, product, first_name AS "firstName", username FROM users WHERE id = ANY($1::int[])`,
      [studentIds],
    );
    const link = `${ctx.config.appUrl}${CLASS_PAGES.classExam(examId)}`;
    for (const s of students)
      await sendClassMail(ctx.queue, recipientOf(s), 'classesApi.email.classTest', {
        className: cls.name,
        title,
        due: dueAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
        link,
      });
  }

  return {
    async send(caller: Caller, classId: number, req: SendClassTestRequest): Promise<ClassTestDto> {
      const cls = await loadClass(ds, caller, classId, TEACHING, { writable: true });
      const test = await assignableTest(ds, caller, req.target_type, req.target_id, 'target_id');
      const now = clock.now();
      const opensAt = req.opens_at ? new Date(req.opens_at) : now;
      const dueAt = new Date(req.due_at);
      if (dueAt <= opensAt || dueAt <= now) throw fieldError({ due_at: 'classesApi.validation.dueAt' });

      const active = await queryRows<{ userId: number }>(
        ds,
        `SELECT user_id AS "userId" FROM class_students WHERE class_id = $1 AND status = 'active'`,
        [cls.id],
      );
      const activeIds = new Set(active.map((a) => a.userId));
      const picked = req.all_students ? [...activeIds] : [...new Set(req.student_ids ?? [])];
      if (picked.length === 0) throw fieldError({ [req.all_students ? 'all_students' : 'student_ids']: 'classesApi.validation.students' });
      if (picked.some((id) => !activeIds.has(id))) throw fieldError({ student_ids: 'classesApi.validation.studentsInClass' });

      const required = picked.length * CLASS_TEST_COINS_PER_START;
      const balance = await ownerBalance(cls.ownerId);
      if (balance < required)
        throw new AppError(ErrorCode.INSUFFICIENT_COINS, 'classesApi.error.sendCoins', undefined, { required, balance }, { balance, required });

      const id = await ds.transaction((m) =>
        classTestsRepository(m).insert({
          classId: cls.id,
          title: req.title?.trim() || test.title,
          type: req.target_type,
          targetId: req.target_id,
          opensAt,
          dueAt,
          attemptsAllowed: req.attempts_allowed,
          allStudents: req.all_students,
          createdBy: caller.id,
          studentIds: picked,
          now,
        }),
      );
      const exam = (await classTestsRepository(ds).find(id))!;
      await notify(cls, id, exam.title, dueAt, picked);
      return toClassTestDto(exam);
    },

    /** The class's tests: all for its teachers, their own (with progress) for a student. */
    async ofClass(caller: Caller, classId: number): Promise<ClassTestDto[]> {
      const cls = await loadClass(ds, caller, classId, [...MEMBERS, 'company']);
      const repo = classTestsRepository(ds);
      const student = cls.standing === 'student';
      const exams = await repo.ofClass(cls.id, student ? caller.id : null);
      if (!student) return exams.map((e) => toClassTestDto(e));
      const progress = await repo.progress(
        exams.map((e) => e.id),
        caller.id,
      );
      return exams.map((e) => toClassTestDto(e, { progress: progress.find((p) => p.classExamId === e.id) }));
    },

    /** The practice home's class tests: those not closed more than a week ago, soonest due first. */
    async mine(caller: Caller): Promise<ClassTestDto[]> {
      const repo = classTestsRepository(ds);
      const exams = await repo.ofStudent(caller.id, new Date(clock.now().getTime() - 7 * 24 * 3600_000));
      const progress = await repo.progress(
        exams.map((e) => e.id),
        caller.id,
      );
      return exams.map((e) => toClassTestDto(e, { progress: progress.find((p) => p.classExamId === e.id) }));
    },

    show: async (caller: Caller, id: number) => toClassTestDto((await teachersExam(ds, caller, id)).exam),

    async update(caller: Caller, id: number, patch: UpdateClassTestRequest): Promise<ClassTestDto> {
      const { exam } = await teachersExam(ds, caller, id, true);
      const opensAt = patch.opens_at ? new Date(patch.opens_at) : exam.opensAt;
      const dueAt = patch.due_at ? new Date(patch.due_at) : exam.dueAt;
      if (dueAt <= opensAt) throw fieldError({ due_at: 'classesApi.validation.dueAt' });
      await classTestsRepository(ds).update(id, {
        title: patch.title?.trim() || exam.title,
        opensAt,
        dueAt,
        attemptsAllowed: patch.attempts_allowed ?? exam.attemptsAllowed,
      });
      return toClassTestDto((await classTestsRepository(ds).find(id))!);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await teachersExam(ds, caller, id, true);
      const repo = classTestsRepository(ds);
      if (await repo.hasAttempts(id)) throw classConflict('class_exam_started');
      await repo.remove(id);
    },

    async releaseExplanations(caller: Caller, id: number): Promise<ClassTestDto> {
      await teachersExam(ds, caller, id);
      await classTestsRepository(ds).releaseExplanations(id, clock.now());
      return toClassTestDto((await classTestsRepository(ds).find(id))!);
    },

    /** The lock page: what the test is, its window, the attempts left, and what the student may do now. */
    async lock(caller: Caller, id: number): Promise<ClassExamLockDto> {
      const exam = await studentsExam(ds, caller, id);
      const repo = classTestsRepository(ds);
      const [progress] = await repo.progress([id], caller.id);
      const [teacher] = await queryRows<UserRefRow>(ds, `SELECT ${USER_REF('u')} FROM users u WHERE u.id = $1`, [exam.ownerId]);
      const used = progress?.used ?? 0;
      return {
        class_exam_id: exam.id,
        target_type: exam.targetType,
        target_id: exam.targetId,
        title: exam.title,
        class_name: exam.className,
        teacher: toUserRef(teacher),
        opens_at: exam.opensAt.toISOString(),
        due_at: exam.dueAt.toISOString(),
        attempts_allowed: exam.attemptsAllowed,
        attempts_used: used,
        availability: availability(exam, used, progress?.running ?? null, clock.now()),
        attempt_id: progress?.running ?? null,
        results: (await repo.finishedAttempts(id, caller.id)).map((a) => ({ attempt_id: a.attemptId, finished_at: a.finishedAt.toISOString() })),
      };
    },

    /**
     * Starts (or resumes) the student's attempt. Under the taker's lock (the runner's start) the attempt
     * count is read and the owner charged for attempt n+1, in the transaction that creates it.
     */
    async start(caller: Caller, id: number): Promise<StartClassExamResponse & { created: boolean }> {
      return ds.transaction(async (m) => {
        const exam = await studentsExam(m, caller, id);
        const repo = classTestsRepository(m);
        const now = clock.now();
        const running = await repo.running(caller.id, exam.targetType, exam.targetId);
        if (running && running.classExamId !== exam.id) throw classConflict('attempt_running');
        if (!running) assertOpen(exam, now);
        const { attempt, created } = await runner.startAdmitted(
          m,
          caller,
          { type: exam.targetType, id: exam.targetId },
          classAdmission(exam, caller.id, now),
        );
        return { attempt_id: attempt.id, target_type: exam.targetType, target_id: exam.targetId, created };
      });
    },

    /**
     * A question's key and explanation for a student the test was sent to, once its window closed or the
     * teacher released explanations (403 before), if the question is in the test (404 otherwise).
     */
    async explanation(caller: Caller, examId: number, questionId: number): Promise<QuestionExplanationDto> {
      const exam = await studentsExam(ds, caller, examId);
      if (!(await classTestsRepository(ds).testHasQuestion(exam.targetType, exam.targetId, questionId))) throw notFound();
      if (!exam.explanationsReleasedAt && clock.now() < exam.dueAt) throw forbidden();
      const content = (await questionContents(ds, [questionId])).get(questionId);
      if (!content) throw notFound();
      const { id, ownerId: _owner, ...rest } = content;
      return { questionId: id, ...rest };
    },
  };
}
export type ClassTestsService = ReturnType<typeof classTestsService>;
