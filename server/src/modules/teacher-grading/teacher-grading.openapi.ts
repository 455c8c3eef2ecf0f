/** OpenAPI part: teacher grading (queue, claim, grader view, completion, the student's order and feedback). */
import {
  ATTEMPT_TARGET_TYPES,
  GRADING_SERVICES,
  TEACHER_FEEDBACK_LIMITS as L,
  TEACHER_GRADING_DUE_HOURS,
  TEACHER_GRADING_STATUSES,
} from '@app/shared';
import { arr, bool, int, obj, oneOfStr, op, type OpenApiPart, str } from '../../lib/openapi';

const tag = 'Teacher grading';
const graders = ['teacher', 'admin'];
const date = (extra: Record<string, unknown> = {}) => str({ format: 'date-time', ...extra });
const userRef = obj({ id: int(), username: str(), first_name: str(), last_name: str() });
const service = oneOfStr(GRADING_SERVICES);
const status = oneOfStr(TEACHER_GRADING_STATUSES);

const order = obj({
  id: int(),
  attempt_id: int(),
  service,
  status,
  priority: bool(),
  student: userRef,
  test: obj({ type: oneOfStr(ATTEMPT_TARGET_TYPES), id: int(), title: str() }),
  teacher: { ...userRef, nullable: true },
  ordered_at: date(),
  due_at: date({
    description: `ordered_at + ${TEACHER_GRADING_DUE_HOURS.standard} h, or ${TEACHER_GRADING_DUE_HOURS.priority} h for pro's priority orders ("up to 90% faster")`,
  }),
  claimed_at: date({ nullable: true }),
  completed_at: date({ nullable: true }),
});
const feedback = obj({
  order_id: int(),
  attempt_id: int(),
  service,
  // null: a review of a machine-scored test, whose score is the automatic one.
  score: int({ nullable: true }),
  comments: str(),
  question_comments: arr(obj({ question_id: int(), number: int({ nullable: true }), module_position: int({ nullable: true }), comment: str() })),
  teacher: { ...obj({ first_name: str(), last_name: str() }), nullable: true },
  completed_at: date(),
});
const detail = {
  allOf: [
    order,
    obj({
      result: { type: 'object', nullable: true, description: 'the results module ResultDto (GET /results/{attemptId})' },
      questions: arr({ type: 'object', description: 'ReviewQuestionDto: the answer, key, stem, choices, passage and explanation' }),
      feedback: { ...feedback, nullable: true },
    }),
  ],
};

const paths = {
  '/teacher-grading/queue': {
    get: op({
      tag,
      summary:
        "Orders to grade, 20 a page. pending: everyone's, pro (priority) first, then oldest; in_review and done: the caller's own (admins: all); done is latest first",
      auth: true,
      roles: graders,
      query: {
        status: oneOfStr(TEACHER_GRADING_STATUSES, { default: 'pending' }),
        page: int({ minimum: 1 }),
        per_page: int({ minimum: 1, maximum: 100 }),
      },
      ok: { schema: obj({ data: arr(order), current_page: int(), total: int() }) },
      errors: [403],
    }),
  },
  '/teacher-grading/{orderId}': {
    get: op({
      tag,
      summary: "One order with the attempt's result and questions: pending ones, the caller's own, or any for admins (another teacher's: 403)",
      auth: true,
      roles: graders,
      params: ['orderId'],
      ok: { schema: detail },
      errors: [403, 404],
    }),
  },
  '/teacher-grading/{orderId}/claim': {
    post: op({
      tag,
      summary:
        "Take a pending order (status in_review, the caller assigned). Of concurrent claims one wins, the others get 409; claiming one's own again answers it",
      auth: true,
      roles: graders,
      params: ['orderId'],
      ok: { schema: order },
      errors: [403, 404, 409],
    }),
  },
  '/teacher-grading/{orderId}/complete': {
    post: op({
      tag,
      summary: `Send the feedback (status done; the student is e-mailed). A machine-scored test (every question multiple choice or grid-in) is reviewed: a score is refused (422) and comments are required; elsewhere every service needs a score (${L.scoreMin}-${L.scoreMax}); simple and VIP need comments (<= ${L.comments} characters); only VIP takes question_comments (<= ${L.questionComments}, each <= ${L.questionComment}, questions of the attempt). The assigned teacher or an admin; another teacher: 403; not claimed or already done: 409`,
      auth: true,
      roles: graders,
      params: ['orderId'],
      body: obj({
        score: int({ minimum: L.scoreMin, maximum: L.scoreMax }),
        comments: str({ maxLength: L.comments }),
        question_comments: arr(obj({ question_id: int(), comment: str({ maxLength: L.questionComment }) }, ['question_id', 'comment'])),
      }),
      ok: { schema: detail },
      errors: [403, 404, 409],
    }),
  },
  '/attempts/{attemptId}/grading-order': {
    get: op({
      tag,
      summary:
        "The open grading order on the caller's attempt (admins: anyone's), with its feedback once done; null when none was bought; 404 when the attempt is not the caller's",
      auth: true,
      params: ['attemptId'],
      ok: {
        schema: {
          ...obj({
            order_id: int(),
            attempt_id: int(),
            service,
            status,
            priority: bool(),
            price: int(),
            ordered_at: date(),
            due_at: date(),
            feedback: { ...feedback, nullable: true },
          }),
          nullable: true,
        },
      },
      errors: [403, 404],
    }),
  },
  '/grading-orders/{id}/feedback': {
    get: op({
      tag,
      summary: "The teacher's feedback on the caller's order (admins: anyone's); 409 until it is done",
      auth: true,
      params: ['id'],
      ok: { schema: feedback },
      errors: [403, 404, 409],
    }),
  },
};

export const teacherGradingOpenApi: OpenApiPart = { paths };
