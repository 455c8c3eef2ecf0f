/**
 * Teacher grading services (spec section 4: score only, score plus simple comments, score plus VIP
 * comments; then pending teacher grading). The wallet sells an order (`POST /api/grading-orders`); a
 * teacher claims it from the queue, grades it, and the student reads the feedback.
 */
import type { UserRefDto } from './admin';
import type { AttemptTargetType } from './attempt';
import type { ResultDto, ReviewQuestionDto } from './result';
import type { GradingService } from './wallet';

/** pending: waiting in the queue; in_review: claimed by one teacher; done: feedback sent. */
export const TEACHER_GRADING_STATUSES = ['pending', 'in_review', 'done'] as const;
export type TeacherGradingStatus = (typeof TEACHER_GRADING_STATUSES)[number];

/**
 * Turnaround targets from the order time. Spec section 9: pro's priority grading is "up to 90% faster",
 * so pro orders are due in 10% of the standard 72 hours (7.2, rounded down to 7).
 */
export const TEACHER_GRADING_DUE_HOURS = { standard: 72, priority: 7 } as const;

/** The due time of an order placed at `orderedAt`. */
export function gradingDueAt(orderedAt: Date | string, priority: boolean): Date {
  const hours = priority ? TEACHER_GRADING_DUE_HOURS.priority : TEACHER_GRADING_DUE_HOURS.standard;
  return new Date(new Date(orderedAt).getTime() + hours * 3_600_000);
}

/** Bounds of a teacher's feedback. The score is on the SAT's 400-1600 total scale or any part of it (0 up). */
export const TEACHER_FEEDBACK_LIMITS = {
  scoreMin: 0,
  scoreMax: 1600,
  comments: 2000,
  questionComment: 1000,
  questionComments: 50,
} as const;

export interface QuestionCommentInput {
  question_id: number;
  comment: string;
}

/** POST /api/teacher-grading/{orderId}/complete. */
export interface CompleteGradingRequest {
  score?: number | null;
  comments?: string;
  question_comments?: QuestionCommentInput[];
}

export type FeedbackField = 'score' | 'comments' | 'question_comments';

/**
 * What each service asks of the teacher, checked the same way by the server (422 per field) and the
 * grading form. On a machine-scored test (`machineScored`) the teacher reviews and gives no score: the
 * automatic score is the test's score (issue 12 item 13). Elsewhere every service includes a score. Simple
 * and VIP need written comments; only VIP takes per-question comments. Answers a locale message id per failing field.
 */
export function feedbackErrors(service: GradingService, f: CompleteGradingRequest, machineScored: boolean): Partial<Record<FeedbackField, string>> {
  const L = TEACHER_FEEDBACK_LIMITS;
  const errors: Partial<Record<FeedbackField, string>> = {};
  if (machineScored) {
    if (f.score !== undefined && f.score !== null) errors.score = 'teacherGrading.validation.scoreMachineScored';
  } else if (f.score === undefined || f.score === null) errors.score = 'validation.required';
  else if (!Number.isInteger(f.score) || f.score < L.scoreMin || f.score > L.scoreMax) errors.score = 'teacherGrading.validation.score';

  const comments = (f.comments ?? '').trim();
  if (comments.length > L.comments) errors.comments = 'validation.too_long';
  else if (!comments && (service !== 'score' || machineScored)) errors.comments = 'validation.required';

  const perQuestion = f.question_comments ?? [];
  if (perQuestion.length > 0 && service !== 'vip_comments') errors.question_comments = 'teacherGrading.validation.vipOnly';
  else if (perQuestion.length > L.questionComments) errors.question_comments = 'teacherGrading.validation.questionCommentsMax';
  else if (new Set(perQuestion.map((c) => c.question_id)).size !== perQuestion.length)
    errors.question_comments = 'teacherGrading.validation.questionCommentsDuplicate';
  else if (perQuestion.some((c) => !c.comment.trim() || c.comment.trim().length > L.questionComment))
    errors.question_comments = 'teacherGrading.validation.questionComment';
  return errors;
}

/** One order as graders see it in the queue. */
export interface TeacherGradingOrderDto {
  id: number;
  attempt_id: number;
  service: GradingService;
  status: TeacherGradingStatus;
  /** Bought by a pro member: graded first, due sooner. */
  priority: boolean;
  student: UserRefDto;
  test: { type: AttemptTargetType; id: number; title: string };
  /** The assigned teacher once claimed. */
  teacher: UserRefDto | null;
  ordered_at: string;
  /** ordered_at + TEACHER_GRADING_DUE_HOURS (standard or priority). */
  due_at: string;
  claimed_at: string | null;
  completed_at: string | null;
}

export interface QuestionCommentDto {
  question_id: number;
  /** The question's number within its module, and the module, from the result (null when not graded yet). */
  number: number | null;
  module_position: number | null;
  comment: string;
}

/** What the student reads once the order is done. */
export interface GradingFeedbackDto {
  order_id: number;
  attempt_id: number;
  service: GradingService;
  /** The teacher's score; null on a machine-scored test, whose score is the automatic one (a review). */
  score: number | null;
  comments: string;
  question_comments: QuestionCommentDto[];
  teacher: { first_name: string; last_name: string } | null;
  completed_at: string;
}

/** GET /api/teacher-grading/{orderId}: the order, the attempt's result and questions, and the feedback when done. */
export interface TeacherGradingDetailDto extends TeacherGradingOrderDto {
  /** The results module's result (null if the attempt has none: not finished). */
  result: ResultDto | null;
  /** Every question with the student's answer, the key, stem and explanation. */
  questions: ReviewQuestionDto[];
  feedback: GradingFeedbackDto | null;
}

/** GET /api/attempts/{attemptId}/grading-order: the owner's order on an attempt, and its feedback once done. */
export interface StudentGradingDto {
  order_id: number;
  attempt_id: number;
  service: GradingService;
  status: TeacherGradingStatus;
  priority: boolean;
  price: number;
  ordered_at: string;
  due_at: string;
  feedback: GradingFeedbackDto | null;
}
