/** The class test rows of the route table: sending, the teacher's view, the student's lock page, start and explanations. */
import type { Request } from 'express';
import { Role, type SendClassTestRequest, type UpdateClassTestRequest } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { arr, int, ref } from '../../lib/openapi';
import { input } from '../../lib/validate';
import { handle } from './classes.controller';
import type { ClassTestsService } from './class-tests.service';
import * as rules from './classes.validators';
import type { RouteRow } from './route-table';

const T = [Role.Teacher];
const examId = (req: Request) => input<{ classExamId: number }>(req).classExamId;

export function classTestsRoutes(s: ClassTestsService): RouteRow[] {
  return [
    {
      name: 'myClassTests',
      method: 'get',
      roles: [Role.Student],
      rules: [],
      handler: handle((req) => s.mine(currentUser(req))),
      doc: { summary: "The student's class tests (practice home), soonest due first, with their progress", ok: { schema: arr(ref('ClassTest')) } },
    },
    {
      name: 'classTests',
      method: 'get',
      roles: [],
      rules: rules.classIdRules,
      handler: handle((req) => s.ofClass(currentUser(req), input<{ classId: number }>(req).classId)),
      doc: { summary: "The class's tests: all for its teachers, a student's own with progress", ok: { schema: arr(ref('ClassTest')) } },
    },
    {
      name: 'classTests',
      method: 'post',
      roles: T,
      rules: rules.sendClassTestRules,
      handler: handle((req) => {
        const { classId, ...body } = input<SendClassTestRequest & { classId: number }>(req);
        return s.send(currentUser(req), classId, body);
      }, 201),
      doc: {
        summary:
          "Sends a test of the caller's catalog to picked students (or all), with a window and attempts; mails each student. 402 insufficient_coins when the owner cannot pay one start per student",
        body: ref('SendClassTest'),
        ok: { status: 201, schema: ref('ClassTest') },
        errors: [402, 409],
      },
    },
    {
      name: 'classTest',
      method: 'get',
      roles: [Role.Teacher, Role.CompanyAdmin],
      rules: rules.classExamIdRules,
      handler: handle((req) => s.show(currentUser(req), examId(req))),
      doc: { summary: 'One class test (its teachers)', ok: { schema: ref('ClassTest') } },
    },
    {
      name: 'classTest',
      method: 'patch',
      roles: T,
      rules: rules.updateClassTestRules,
      handler: handle((req) => {
        const { classExamId, ...patch } = input<UpdateClassTestRequest & { classExamId: number }>(req);
        return s.update(currentUser(req), classExamId, patch);
      }),
      doc: {
        summary: 'Changes the title, window or attempts allowed',
        body: ref('UpdateClassTest'),
        ok: { schema: ref('ClassTest') },
        errors: [409],
      },
    },
    {
      name: 'classTest',
      method: 'delete',
      roles: T,
      rules: rules.classExamIdRules,
      handler: handle((req) => s.remove(currentUser(req), examId(req))),
      doc: { summary: 'Deletes a class test nobody started (409 class_exam_started)', errors: [409] },
    },
    {
      name: 'releaseExplanations',
      method: 'post',
      roles: T,
      rules: rules.classExamIdRules,
      handler: handle((req) => s.releaseExplanations(currentUser(req), examId(req))),
      doc: { summary: 'Opens the explanations before the window closes', ok: { schema: ref('ClassTest') } },
    },
    {
      name: 'lock',
      method: 'get',
      roles: [],
      rules: rules.classExamIdRules,
      handler: handle((req) => s.lock(currentUser(req), examId(req))),
      doc: { summary: 'The lock page (/class/exam/{classExamId}) for a student the test was sent to', ok: { schema: ref('ClassExamLock') } },
    },
    {
      name: 'start',
      method: 'post',
      roles: [],
      rules: rules.classExamIdRules,
      handler: async (req, res) => {
        const out = await s.start(currentUser(req), examId(req));
        res.status(out.created ? 201 : 200).json(out);
      },
      doc: {
        summary:
          'Starts (201) or resumes (200) the attempt; the class owner pays each new attempt once. 402 insufficient_coins; 409 reasons class_exam_not_open, class_exam_closed, class_exam_no_attempts, attempt_running',
        ok: { status: 201, schema: ref('StartClassExam') },
        errors: [402, 409],
      },
    },
    {
      name: 'classExplanation',
      method: 'get',
      roles: [],
      rules: rules.classExplanationRules,
      handler: handle((req) => {
        const { questionId, class_exam_id } = input<{ questionId: number; class_exam_id: number }>(req);
        return s.explanation(currentUser(req), class_exam_id, questionId);
      }),
      doc: {
        summary: "A question's key and explanation for a student of the class test, once the window closed or the teacher released them (403 before)",
        query: { class_exam_id: int() },
        ok: { schema: { type: 'object', description: 'QuestionExplanationDto (as GET /explanations/questions/{questionId})' } },
      },
    },
  ];
}
