/**
 * Results for teachers (and company-admins, read-only): per class test (score distribution, per-question
 * percent correct, who has not started or not finished), per class, per student (scores over time, domains
 * and skills), and the CSV export.
 */
import {
  CLASS_TEST_PROGRESS,
  domainsOf,
  SCORE_BUCKET_COUNT,
  type ClassResultsDto,
  type ClassTestProgress,
  type ClassTestResultsDto,
  type Section,
  type SkillStatDto,
  type StudentClassResultsDto,
} from '@app/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { Caller } from '../../core/access';
import { loadClass, readClass, TEACHING_OR_COMPANY } from './class-access';
import {
  classResultsRepository,
  GRID_READ,
  type BreakdownRow,
  type GridRead,
  type GridStudent,
  type GridTest,
  type ScoreKind,
} from './class-results.repository';
import { CLASS_TEST_READ, progressOf, type ClassExamRecord } from './class-tests.repository';
import { toClassTestDto } from './class-tests.service';
import { toUserRef } from './classes.mapper';
import type { UserRefRow } from './classes.repository';

/** A grid cell's state (GridRead.cells, the highest of its attempts) as the DTO says it. */
const CELL_PROGRESS: readonly ClassTestProgress[] = ['not_started', 'in_progress', 'finished'];

const SCALES: Record<ScoreKind, [number, number]> = { total: [400, 1600], section: [200, 800], percent: [0, 100] };
const percent = (correct: number, total: number) => (total > 0 ? Math.round((1000 * correct) / total) / 10 : 0);

/** SCORE_BUCKET_COUNT equal buckets over the scale; the last includes its upper bound. */
export function distribution(scores: number[], kind: ScoreKind) {
  if (scores.length === 0) return [];
  const [lo, hi] = SCALES[kind];
  const width = (hi - lo) / SCORE_BUCKET_COUNT;
  return Array.from({ length: SCORE_BUCKET_COUNT }, (_, i) => {
    const from = lo + i * width;
    const to = from + width;
    const last = i === SCORE_BUCKET_COUNT - 1;
    return { from, to, count: scores.filter((s) => s >= from && (s < to || (last && s <= to))).length };
  });
}

const domainOfSkill = (section: string, skill: string): string =>
  Object.entries(domainsOf(section as Section)).find(([, skills]) => skills.includes(skill))?.[0] ?? section;

function skillStats(rows: BreakdownRow[], skills: boolean): SkillStatDto[] {
  return rows.map((r) => ({
    domain: skills ? domainOfSkill(r.section, r.name) : r.name,
    skill: skills ? r.name : null,
    answered: r.total,
    percent_correct: percent(r.correct, r.total),
  }));
}

const csvCell = (v: unknown): string => {
  const s = v === null || v === undefined ? '' : String(v);
  // Quote always; a leading formula character is defused for spreadsheets.
  return `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
};

export function classResultsService(ctx: AppContext) {
  const { ds } = ctx;

  /** The class test, if the caller may read its class's results: one statement (404 otherwise). */
  const examOf = (caller: Caller, examId: number) => readClass<ClassExamRecord>(ds, caller, examId, TEACHING_OR_COMPANY, CLASS_TEST_READ);

  /** The student's class results in `classIds`: scores over time, then domains and skills over those attempts. */
  async function studentResults(db: DataSource | EntityManager, student: UserRefRow, classIds: number[]): Promise<StudentClassResultsDto> {
    const repo = classResultsRepository(db);
    const scores = await repo.studentScores(student.id, classIds);
    const attemptIds = scores.map((s) => s.attemptId);
    return {
      student: toUserRef(student),
      scores: scores.map((s) => ({
        class_exam_id: s.classExamId,
        title: s.title,
        attempt_id: s.attemptId,
        score: s.score,
        finished_at: s.finishedAt.toISOString(),
      })),
      domains: skillStats(await repo.breakdown(attemptIds, 'domains'), false),
      skills: skillStats(await repo.breakdown(attemptIds, 'skills'), true),
    };
  }

  const service = {
    async examResults(caller: Caller, examId: number): Promise<ClassTestResultsDto> {
      const exam = await examOf(caller, examId);
      const repo = classResultsRepository(ds);
      const rows = await repo.examStudents(exam.id, exam.classId);
      const scored = rows.filter((r) => r.score !== null);
      const kind: ScoreKind = scored[0]?.kind ?? 'total';
      const counts = Object.fromEntries(CLASS_TEST_PROGRESS.map((p) => [p, 0])) as Record<ClassTestProgress, number>;
      const students = rows.map((r) => {
        const progress = progressOf(r);
        counts[progress] += 1;
        return {
          student: toUserRef(r),
          progress,
          attempts_used: r.used,
          attempt_id: r.attemptId,
          score: r.score,
          finished_at: r.finishedAt ? r.finishedAt.toISOString() : null,
        };
      });
      const same = scored.filter((r) => r.kind === kind).map((r) => r.score!);
      return {
        class_test: toClassTestDto(exam),
        distribution: distribution(same, kind),
        average: same.length ? Math.round((10 * same.reduce((a, b) => a + b, 0)) / same.length) / 10 : null,
        questions: (await repo.questionStats(scored.map((r) => r.attemptId!))).map((q) => ({
          question_id: q.questionId,
          module: q.module,
          number: q.number,
          domain: q.domain,
          skill: q.skill,
          answered: q.answered,
          percent_correct: percent(q.correct, q.answered),
        })),
        students,
        counts,
      };
    },

    async examCsv(caller: Caller, examId: number): Promise<{ filename: string; body: string }> {
      const r = await service.examResults(caller, examId);
      const header = ['student_id', 'username', 'first_name', 'last_name', 'progress', 'attempts_used', 'score', 'finished_at'];
      const lines = r.students.map((s) =>
        [s.student.id, s.student.username, s.student.first_name, s.student.last_name, s.progress, s.attempts_used, s.score, s.finished_at]
          .map(csvCell)
          .join(','),
      );
      return { filename: `class-test-${examId}-results.csv`, body: `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n` };
    },

    async classResults(caller: Caller, classId: number): Promise<ClassResultsDto> {
      const read = await readClass<GridRead>(ds, caller, classId, TEACHING_OR_COMPANY, GRID_READ);
      const exams = JSON.parse(read.tests) as GridTest[];
      const students = JSON.parse(read.students) as GridStudent[];
      const cells = JSON.parse(read.cells) as (number | null)[];
      // The grid (a class of 200 students and 20 tests is 4,000 cells), folded from the attempts with the
      // rule of progressOf: a cell is finished once an attempt finished, in progress while one runs (none
      // finished), else not started; its score is the best graded score of a finished attempt.
      const column = new Map(exams.map((e, j) => [e.id, j]));
      const row = new Map(students.map((s, i) => [s.id, i]));
      // Per test, each student's best score: former students' too, since the average counts them.
      const best = exams.map(() => new Map<number, number>());
      const states = students.map(() => new Uint8Array(exams.length));
      for (let k = 0; k < cells.length; k += 4) {
        const u = cells[k + 1]!;
        const s = cells[k + 2]!;
        const score = cells[k + 3];
        const j = column.get(cells[k]!)!;
        if (score !== null) {
          const b = best[j].get(u);
          if (b === undefined || score > b) best[j].set(u, score);
        }
        const i = row.get(u);
        if (i !== undefined && s > states[i][j]) states[i][j] = s;
      }
      const average = (scores: Map<number, number>) => {
        if (scores.size === 0) return null;
        let sum = 0;
        for (const v of scores.values()) sum += v;
        return Math.round((10 * sum) / scores.size) / 10;
      };
      return {
        class_id: read.classId,
        tests: exams.map((e, j) => ({ id: e.id, title: e.title, due_at: e.due_at, average: average(best[j]) })),
        students: students.map((s, i) => ({
          student: s,
          scores: exams.map((_, j) => best[j].get(s.id) ?? null),
          progress: Array.from(states[i], (st) => CELL_PROGRESS[st]),
        })),
      };
    },

    /** One student of the class (current or former with attempts): 404 for anyone else. */
    async studentOfClass(caller: Caller, classId: number, userId: number): Promise<StudentClassResultsDto> {
      const cls = await loadClass(ds, caller, classId, TEACHING_OR_COMPANY);
      const [student] = (await classResultsRepository(ds).activeStudents(cls.id)).filter((s) => s.id === userId);
      if (!student) throw notFound();
      return studentResults(ds, student, [cls.id]);
    },

    studentResults,
  };
  return service;
}
export type ClassResultsService = ReturnType<typeof classResultsService>;
