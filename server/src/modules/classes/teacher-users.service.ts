/**
 * The teacher's students (/teacher/users, /teacher/user/{id}), a linked student's attempts for teachers and
 * company-admins (GET {role}/users/{id}/user-exams), and the classes a course session can use. Who is linked
 * is core/access's STUDENT_LINKS (a company shared, a class taught); which attempts show is its
 * visibleAttemptsSql, so these lists follow the results rules.
 */
import { Role, type ClassUserExamDto, type PagedDto, type SessionClassDto, type TeacherStudentDetailDto, type TeacherStudentDto } from '@app/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { likePattern, pagedRows, queryRows } from '../../lib/sql';
import type { Page } from '../../lib/pagination';
import { classStudentsSql, hasRole, isSuperAdmin, STUDENT_LINKS, visibleAttemptsSql, type Caller } from '../../core/access';
import { targetJoin } from '../../core/test-targets';
import { toUserRef } from './classes.mapper';
import { USER_REF, type UserRefRow } from './classes.repository';
import { classResultsService } from './class-results.service';

interface StudentRow extends UserRefRow {
  email: string;
  classes: { id: number; name: string }[] | null;
}

interface UserExamRow {
  id: number;
  targetType: ClassUserExamDto['target_type'];
  targetId: number;
  title: string;
  category: ClassUserExamDto['category'];
  status: ClassUserExamDto['status'];
  classExamId: number | null;
  score: number | null;
  startedAt: Date;
  finishedAt: Date | null;
}

/** Classes the caller teaches (owner or co-teacher), as SQL on `$1`. */
const TAUGHT = `SELECT id FROM classes WHERE owner_id = $1 UNION SELECT class_id FROM class_teachers WHERE user_id = $1`;
/** Classes of the caller's companies. */
const COMPANY = `SELECT id FROM classes WHERE company_id IN (SELECT company_id FROM company_users WHERE user_id = $1)`;

export function teacherUsersService(ctx: AppContext) {
  const { ds } = ctx;
  const results = classResultsService(ctx);

  /** The classes whose students and results the caller sees: taught, and for company-admins their companies'. */
  const visibleClassesSql = (caller: Caller) => (hasRole(caller, Role.CompanyAdmin) ? `${TAUGHT} UNION ${COMPANY}` : TAUGHT);

  /** Whether the student is linked to the caller (STUDENT_LINKS: a company shared, a class taught). */
  async function isLinked(caller: Caller, userId: number): Promise<boolean> {
    if (isSuperAdmin(caller)) return true;
    const links = STUDENT_LINKS.map((link) => link('$1')).join(' UNION ');
    const rows = await queryRows(ds, `SELECT 1 FROM (${links}) s (user_id) WHERE s.user_id = $2`, [caller.id, userId]);
    return rows.length > 0;
  }

  const classesOf = (caller: Caller) => `(SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name)
      FROM class_students cs JOIN classes c ON c.id = cs.class_id
     WHERE cs.user_id = u.id AND cs.status = 'active' AND c.id IN (${visibleClassesSql(caller)})) AS classes`;

  const toStudent = (r: StudentRow): TeacherStudentDto => ({ ...toUserRef(r), email: r.email, classes: r.classes ?? [] });

  return {
    /** The active students of the classes the caller teaches, by name; `search` matches names, username and e-mail. */
    async students(caller: Caller, search: string | undefined, page: Page): Promise<PagedDto<TeacherStudentDto>> {
      const params: unknown[] = [caller.id];
      const conditions = [`u.id IN (${classStudentsSql('$1')})`];
      if (search) {
        const p = `$${params.push(likePattern(search))}`;
        conditions.push(`(u.username ILIKE ${p} OR u.email ILIKE ${p} OR u.first_name ILIKE ${p} OR u.last_name ILIKE ${p})`);
      }
      const { rows, total } = await pagedRows<StudentRow>(
        ds,
        {
          columns: `${USER_REF('u')}, u.email, ${classesOf(caller)}`,
          from: 'users u',
          where: conditions.join(' AND '),
          params,
          orderBy: 'lower(u.last_name), lower(u.first_name), u.id',
        },
        page,
      );
      return { data: rows.map(toStudent), current_page: page.page, total };
    },

    /** One linked student with their results in the classes the caller sees; 404 for anyone else. */
    async student(caller: Caller, userId: number): Promise<TeacherStudentDetailDto> {
      if (!(await isLinked(caller, userId))) throw notFound();
      const [row] = await queryRows<StudentRow>(ds, `SELECT ${USER_REF('u')}, u.email, ${classesOf(caller)} FROM users u WHERE u.id = $2`, [
        caller.id,
        userId,
      ]);
      if (!row) throw notFound();
      const classIds = (await queryRows<{ id: number }>(ds, visibleClassesSql(caller), [caller.id])).map((c) => c.id);
      return { ...toStudent(row), results: await results.studentResults(ds, row, classIds) };
    },

    /** A linked student's attempts the caller may see (the results rules), newest first. */
    async userExams(caller: Caller, userId: number, page: Page): Promise<PagedDto<ClassUserExamDto>> {
      if (!(await isLinked(caller, userId))) throw notFound();
      const target = targetJoin('a');
      const { rows, total } = await pagedRows<UserExamRow>(
        ds,
        {
          columns: `a.id, a.target_type AS "targetType", a.target_id AS "targetId", ${target.title} AS title, a.category, a.status,
                    a.class_exam_id AS "classExamId", r.total AS score, a.started_at AS "startedAt", a.finished_at AS "finishedAt"`,
          from: `attempts a ${target.joins} LEFT JOIN results r ON r.attempt_id = a.id AND r.status = 'graded'`,
          where: `a.user_id = $2 AND ${visibleAttemptsSql(caller, 1)}`,
          params: [caller.id, userId],
          orderBy: 'a.started_at DESC, a.id DESC',
        },
        page,
      );
      return {
        data: rows.map((r) => ({
          id: r.id,
          target_type: r.targetType,
          target_id: r.targetId,
          title: r.title,
          category: r.category,
          status: r.status,
          class_exam_id: r.classExamId,
          score: r.score,
          started_at: r.startedAt.toISOString(),
          finished_at: r.finishedAt ? r.finishedAt.toISOString() : null,
        })),
        current_page: page.page,
        total,
      };
    },

    /** Classes a course session can use: not archived; the caller's (teachers), their companies' (company-admins), all (super-admins). */
    async sessionClasses(caller: Caller): Promise<SessionClassDto[]> {
      const scope = isSuperAdmin(caller) ? '$1::int IS NOT NULL' : `c.id IN (${visibleClassesSql(caller)})`;
      const rows = await queryRows<{
        id: number;
        name: string;
        method: SessionClassDto['method'];
        startDate: string | null;
        endDate: string | null;
        studentCount: number;
      }>(
        ds,
        `SELECT c.id, c.name, c.method, to_char(c.start_date, 'YYYY-MM-DD') AS "startDate", to_char(c.end_date, 'YYYY-MM-DD') AS "endDate",
                (SELECT count(*)::int FROM class_students s WHERE s.class_id = c.id AND s.status = 'active') AS "studentCount"
           FROM classes c WHERE c.archived_at IS NULL AND ${scope} ORDER BY c.name, c.id`,
        [caller.id],
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        method: r.method,
        start_date: r.startDate,
        end_date: r.endDate,
        student_count: r.studentCount,
      }));
    },
  };
}
export type TeacherUsersService = ReturnType<typeof teacherUsersService>;
