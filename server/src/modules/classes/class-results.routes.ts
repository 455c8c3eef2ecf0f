/** The results rows of the route table: per class test (and CSV), per class, per student, the teacher's students. */
import type { Request } from 'express';
import { Role } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { arr, pageQuery, paged, str, type Schema } from '../../lib/openapi';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { handle } from './classes.controller';
import type { ClassResultsService } from './class-results.service';
import type { TeacherUsersService } from './teacher-users.service';
import * as rules from './classes.validators';
import type { RouteRow } from './route-table';

const ANALYSTS = [Role.Teacher, Role.CompanyAdmin];
const described = (name: string): Schema => ({ type: 'object', description: `${name} (shared/src/classes.ts)` });
const ids = (req: Request) => input<{ classId: number; classExamId: number; userId: number }>(req);

export function classResultsRoutes(s: ClassResultsService, users: TeacherUsersService): RouteRow[] {
  const userExams = (path: string, role: Role): RouteRow => ({
    name: 'userExams',
    path,
    method: 'get',
    roles: [role],
    rules: rules.userExamsRules,
    handler: handle((req) => users.userExams(currentUser(req), ids(req).userId, toPage(input<PageInput>(req)))),
    doc: {
      summary: "A linked student's attempts the caller may see (the results rules), with the class test and score",
      query: pageQuery,
      ok: { schema: paged(described('ClassUserExamDto')) },
    },
  });
  return [
    {
      name: 'classTestResults',
      method: 'get',
      roles: ANALYSTS,
      rules: rules.classExamResultsRules,
      handler: handle((req) => s.examResults(currentUser(req), ids(req).classExamId)),
      doc: {
        summary: "A class test's results: score distribution, per-question percent correct, each student's progress and best score",
        ok: { schema: described('ClassTestResultsDto') },
      },
    },
    {
      name: 'classTestResultsCsv',
      method: 'get',
      roles: ANALYSTS,
      rules: rules.classExamResultsRules,
      handler: async (req, res) => {
        const csv = await s.examCsv(currentUser(req), ids(req).classExamId);
        res.type('text/csv; charset=utf-8').attachment(csv.filename).send(csv.body);
      },
      doc: { summary: "The class test's student rows as CSV", ok: { schema: str({ description: 'text/csv' }) } },
    },
    {
      name: 'classResults',
      method: 'get',
      roles: ANALYSTS,
      rules: rules.classIdRules,
      handler: handle((req) => s.classResults(currentUser(req), ids(req).classId)),
      doc: { summary: 'Students by class tests: best scores and progress', ok: { schema: described('ClassResultsDto') } },
    },
    {
      name: 'studentResults',
      method: 'get',
      roles: ANALYSTS,
      rules: rules.classMemberRules,
      handler: handle((req) => s.studentOfClass(currentUser(req), ids(req).classId, ids(req).userId)),
      doc: { summary: 'One student of the class: scores over time, domains and skills', ok: { schema: described('StudentClassResultsDto') } },
    },
    {
      name: 'teacherUsers',
      method: 'get',
      roles: [Role.Teacher],
      rules: rules.teacherUsersRules,
      handler: handle((req) => users.students(currentUser(req), input<{ search?: string }>(req).search, toPage(input<PageInput>(req)))),
      doc: {
        summary: 'The students of the classes the caller teaches (/teacher/users)',
        query: { ...pageQuery, search: str() },
        ok: { schema: paged(described('TeacherStudentDto')) },
      },
    },
    {
      name: 'teacherUser',
      method: 'get',
      roles: ANALYSTS,
      rules: rules.userIdRules,
      handler: handle((req) => users.student(currentUser(req), ids(req).userId)),
      doc: {
        summary: 'One linked student with their class results (/teacher/user/{id}); 404 for students the caller does not teach',
        ok: { schema: described('TeacherStudentDetailDto') },
      },
    },
    userExams('/teacher/users/:userId/user-exams', Role.Teacher),
    userExams('/company/users/:userId/user-exams', Role.CompanyAdmin),
    {
      name: 'sessionClasses',
      method: 'get',
      roles: [Role.Teacher, Role.CompanyAdmin],
      rules: [],
      handler: handle((req) => users.sessionClasses(currentUser(req))),
      doc: { summary: 'Classes a course session can use (not archived)', ok: { schema: arr(described('SessionClassDto')) } },
    },
  ];
}
