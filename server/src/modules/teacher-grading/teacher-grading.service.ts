/**
 * Fulfilling grading orders: the graders' queue, claiming, the grader's view of the attempt, completing
 * with feedback (the student is e-mailed), and the student's view of their order.
 *
 * Who sees what: teachers see every pending order (to choose one) and the orders they claimed; another
 * teacher's claimed or done order answers 403 (its existence is no secret: it was in the shared queue).
 * Admins (super-admin, admin) see and may complete every order. Cancelled orders answer 404.
 */
import type { AppContext } from '../../context';
import {
  ActivityAction,
  ErrorCode,
  feedbackErrors,
  isMachineScored,
  type CompleteGradingRequest,
  type PagedDto,
  type StudentGradingDto,
  type TeacherGradingDetailDto,
  type TeacherGradingOrderDto,
  type TeacherGradingStatus,
} from '@app/shared';
import { recordActivity } from '../activity-log';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { isAdmin, isSelfOrAdmin, mayCompleteGradingOrder, mayReadGradingOrder, type Caller } from '../../core/access';
import { loadResult, questionContents, toReviewQuestionDto } from '../results';
import { sendGradedMail } from './teacher-grading-mail';
import { toFeedbackDto, toQueueItemDto, toStudentGradingDto } from './teacher-grading.mapper';
import { teacherGradingRepository, type OrderRecord } from './teacher-grading.repository';

export type Grader = Caller & { ip?: string };

const alreadyClaimed = () => new AppError(ErrorCode.CONFLICT, 'teacherGrading.error.claimed');

export function teacherGradingService(ctx: Pick<AppContext, 'ds' | 'clock' | 'queue' | 'config' | 'logger'>) {
  const { ds, clock } = ctx;
  const repo = teacherGradingRepository(ds);

  /** The order a grader may read: pending ones (to choose), their own, or any for admins. */
  async function readable(grader: Grader, orderId: number): Promise<OrderRecord> {
    const order = await repo.find(orderId);
    if (!order || order.status === 'cancelled') throw notFound();
    if (!mayReadGradingOrder(grader, order)) throw forbidden();
    return order;
  }

  /** Owner (or admin) only: someone else's order or attempt is 403, as in the wallet that sold it. */
  function ownOrThrow(caller: Caller, ownerId: number): void {
    if (!isSelfOrAdmin(caller, ownerId)) throw forbidden();
  }

  /** The questions a grader reads: the graded ones with their stems, keys and explanations. */
  async function questionsOf(attemptId: number) {
    const result = await loadResult(ds, attemptId);
    const contents = await questionContents(
      ds,
      (result?.questions ?? []).map((q) => q.questionId),
    );
    return { result, questions: (result?.questions ?? []).map((q) => toReviewQuestionDto(q, contents.get(q.questionId))) };
  }

  /** Mail after the commit; a queue failure leaves the feedback saved and readable in the app. */
  async function notifyStudent(order: OrderRecord): Promise<void> {
    try {
      const student = await repo.studentContact(order.userId);
      if (student) await sendGradedMail(ctx.queue, ctx.config.appUrl, student, order);
    } catch (error) {
      ctx.logger.error({ err: error, orderId: order.id }, 'teacher grading: the student e-mail could not be queued');
    }
  }

  return {
    async queue(grader: Grader, status: TeacherGradingStatus, page: Page): Promise<PagedDto<TeacherGradingOrderDto>> {
      const teacherId = status === 'pending' || isAdmin(grader) ? null : grader.id;
      const { rows, total } = await repo.queue({ status, teacherId }, page);
      return { data: rows.map(toQueueItemDto), current_page: page.page, total };
    },

    async show(grader: Grader, orderId: number): Promise<TeacherGradingDetailDto> {
      const order = await readable(grader, orderId);
      const { result, questions } = await questionsOf(order.attemptId);
      return { ...toQueueItemDto(order), result, questions, feedback: toFeedbackDto(order, result) };
    },

    /**
     * pending -> in_review for the caller. The conditional UPDATE is the lock: of two teachers claiming at
     * once, the second's UPDATE waits for the first to commit, then matches no row and gets 409. Claiming
     * one's own order again answers it unchanged.
     */
    async claim(grader: Grader, orderId: number): Promise<TeacherGradingOrderDto> {
      const claimed = await ds.transaction(async (m) => {
        const tx = teacherGradingRepository(m);
        if (!(await tx.claim(orderId, grader.id, clock.now()))) return false;
        const order = (await tx.find(orderId))!;
        await recordActivity(m, {
          actorId: grader.id,
          action: ActivityAction.GradingClaim,
          targetUserId: order.userId,
          details: { order_id: order.id, attempt_id: order.attemptId, service: order.service },
          ip: grader.ip,
        });
        return true;
      });
      const order = await repo.find(orderId);
      if (!order || order.status === 'cancelled') throw notFound();
      if (!claimed && !(order.status === 'in_review' && order.teacherId === grader.id)) throw alreadyClaimed();
      return toQueueItemDto(order);
    },

    /**
     * in_review -> done with the service's feedback (422 per field), by the assigned teacher or an admin
     * (who then becomes the order's grader). The order's row lock keeps two submissions from both landing.
     */
    async complete(grader: Grader, orderId: number, input: CompleteGradingRequest): Promise<TeacherGradingDetailDto> {
      await ds.transaction(async (m) => {
        const tx = teacherGradingRepository(m);
        const state = await tx.lockState(orderId);
        if (!state || state.status === 'cancelled') throw notFound();
        if (!mayCompleteGradingOrder(grader, state)) throw forbidden();
        if (state.status === 'pending') throw new AppError(ErrorCode.CONFLICT, 'teacherGrading.error.notClaimed');
        if (state.status === 'done') throw new AppError(ErrorCode.CONFLICT, 'teacherGrading.error.done');

        // A machine-scored test keeps its automatic score: the teacher reviews it and sends no score of their own.
        const asked = await tx.attemptQuestions(state.attemptId);
        const machineScored = isMachineScored(asked.values());
        const errors: Record<string, string> = feedbackErrors(state.service, input, machineScored);
        const questionComments = (input.question_comments ?? []).map((c) => ({ question_id: c.question_id, comment: c.comment.trim() }));
        if (!errors.question_comments && questionComments.some((c) => !asked.has(c.question_id)))
          errors.question_comments = 'teacherGrading.validation.questionId';
        if (Object.keys(errors).length) throw fieldError(errors);

        const score = machineScored ? null : input.score!;
        await tx.complete(orderId, {
          teacherId: grader.id,
          score,
          comments: (input.comments ?? '').trim(),
          questionComments,
          now: clock.now(),
        });
        await recordActivity(m, {
          actorId: grader.id,
          action: ActivityAction.GradingComplete,
          targetUserId: state.userId,
          details: { order_id: orderId, attempt_id: state.attemptId, service: state.service, score },
          ip: grader.ip,
        });
      });
      const order = (await repo.find(orderId))!;
      await notifyStudent(order);
      const { result, questions } = await questionsOf(order.attemptId);
      return { ...toQueueItemDto(order), result, questions, feedback: toFeedbackDto(order, result) };
    },

    /** The caller's order on their attempt (404 when none), with its feedback once done. */
    async forAttempt(caller: Caller, attemptId: number): Promise<StudentGradingDto | null> {
      // Under /attempts, so the attempts rule: 404 for anyone but the taker and admins (no probing of ids).
      const owner = await repo.attemptOwner(attemptId);
      if (owner === null || !isSelfOrAdmin(caller, owner)) throw notFound();
      const order = await repo.findByAttempt(attemptId);
      // No order is the usual state of an attempt (every score report asks): null, not an error.
      if (!order) return null;
      return toStudentGradingDto(order, order.status === 'done' ? await loadResult(ds, attemptId) : null);
    },

    /** The feedback of the caller's done order; 409 while it is still waiting or being graded. */
    async feedback(caller: Caller, orderId: number) {
      const order = await repo.find(orderId);
      if (!order || order.status === 'cancelled') throw notFound();
      ownOrThrow(caller, order.userId);
      const feedback = toFeedbackDto(order, await loadResult(ds, order.attemptId));
      if (!feedback) throw new AppError(ErrorCode.CONFLICT, 'teacherGrading.error.notDone');
      return feedback;
    },
  };
}
export type TeacherGradingService = ReturnType<typeof teacherGradingService>;
