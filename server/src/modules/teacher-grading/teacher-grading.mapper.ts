import { gradingDueAt, type GradingFeedbackDto, type ResultDto, type StudentGradingDto, type TeacherGradingOrderDto } from '@app/shared';
import type { OrderRecord } from './teacher-grading.repository';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Cancelled rows never reach the mappers (the service answers 404 for them). */
type LiveStatus = TeacherGradingOrderDto['status'];

export const toQueueItemDto = (r: OrderRecord): TeacherGradingOrderDto => ({
  id: r.id,
  attempt_id: r.attemptId,
  service: r.service,
  status: r.status as LiveStatus,
  priority: r.priority,
  student: r.student,
  test: { type: r.testType, id: r.testId, title: r.testTitle },
  teacher: r.teacher,
  ordered_at: r.orderedAt.toISOString(),
  due_at: gradingDueAt(r.orderedAt, r.priority).toISOString(),
  claimed_at: iso(r.claimedAt),
  completed_at: iso(r.completedAt),
});

/**
 * The feedback of a done order; per-question comments carry the question's number and module from the
 * result, so the student reads "Module 2, question 5" rather than a bank id.
 */
export function toFeedbackDto(r: OrderRecord, result: ResultDto | null): GradingFeedbackDto | null {
  if (r.status !== 'done' || !r.completedAt) return null;
  const where = new Map((result?.questions ?? []).map((q) => [q.questionId, q]));
  return {
    order_id: r.id,
    attempt_id: r.attemptId,
    service: r.service,
    score: r.score,
    comments: r.comments ?? '',
    question_comments: r.questionComments.map((c) => ({
      question_id: c.question_id,
      number: where.get(c.question_id)?.number ?? null,
      module_position: where.get(c.question_id)?.modulePosition ?? null,
      comment: c.comment,
    })),
    teacher: r.teacher && { first_name: r.teacher.first_name, last_name: r.teacher.last_name },
    completed_at: r.completedAt.toISOString(),
  };
}

export const toStudentGradingDto = (r: OrderRecord, result: ResultDto | null): StudentGradingDto => ({
  order_id: r.id,
  attempt_id: r.attemptId,
  service: r.service,
  status: r.status as LiveStatus,
  priority: r.priority,
  price: r.price,
  ordered_at: r.orderedAt.toISOString(),
  due_at: gradingDueAt(r.orderedAt, r.priority).toISOString(),
  feedback: toFeedbackDto(r, result),
});
