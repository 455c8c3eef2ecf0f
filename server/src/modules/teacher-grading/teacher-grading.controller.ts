import type { Request, RequestHandler } from 'express';
import type { CompleteGradingRequest, TeacherGradingStatus } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import type { Grader, TeacherGradingService } from './teacher-grading.service';

const grader = (req: Request): Grader => ({ ...currentUser(req), ip: req.ip });
const orderId = (req: Request) => input<{ orderId: number }>(req).orderId;

export function teacherGradingController(service: TeacherGradingService) {
  return {
    queue: (async (req, res) => {
      const { status, ...page } = input<PageInput & { status?: TeacherGradingStatus }>(req);
      res.json(await service.queue(grader(req), status ?? 'pending', toPage(page)));
    }) as RequestHandler,

    show: (async (req, res) => {
      res.json(await service.show(grader(req), orderId(req)));
    }) as RequestHandler,

    claim: (async (req, res) => {
      res.json(await service.claim(grader(req), orderId(req)));
    }) as RequestHandler,

    complete: (async (req, res) => {
      const { orderId: id, ...body } = input<CompleteGradingRequest & { orderId: number }>(req);
      res.json(await service.complete(grader(req), id, body));
    }) as RequestHandler,

    forAttempt: (async (req, res) => {
      res.json(await service.forAttempt(currentUser(req), input<{ attemptId: number }>(req).attemptId));
    }) as RequestHandler,

    feedback: (async (req, res) => {
      res.json(await service.feedback(currentUser(req), input<{ id: number }>(req).id));
    }) as RequestHandler,
  };
}
export type TeacherGradingController = ReturnType<typeof teacherGradingController>;
