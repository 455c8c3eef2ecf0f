import type { Request, RequestHandler } from 'express';
import type { AttemptStatus, AttemptTargetType, AttemptSummaryDto, PagedDto, StartAttemptInput } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { targetOf } from '../../core/test-targets';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { parseSaveAnswer } from './attempt-autosave.input';
import { toAttemptSummaryDto } from './attempts.mapper';
import type { AttemptsService } from './attempts.service';

const id = (req: Request) => input<{ id: number }>(req).id;

export function attemptsController(attempts: AttemptsService) {
  return {
    start: (async (req, res) => {
      const { attempt, created } = await attempts.start(currentUser(req), targetOf(input<StartAttemptInput>(req)));
      res.status(created ? 201 : 200).json(attempt);
    }) as RequestHandler,

    list: (async (req, res) => {
      const { page, per_page, status, type, targetId } = input<
        PageInput & { status?: AttemptStatus | 'active'; type?: AttemptTargetType; targetId?: number }
      >(req);
      const p = toPage({ page, per_page });
      const statuses: AttemptStatus[] | undefined = status === 'active' ? ['in_progress', 'on_break'] : status ? [status] : undefined;
      const { rows, total } = await attempts.list(currentUser(req), { statuses, type, targetId }, p);
      const body: PagedDto<AttemptSummaryDto> = { data: rows.map(toAttemptSummaryDto), current_page: p.page, total };
      res.json(body);
    }) as RequestHandler,

    show: (async (req, res) => {
      res.json(await attempts.show(currentUser(req), id(req)));
    }) as RequestHandler,

    saveAnswer: (async (req, res) => {
      const { attemptId, questionId, write } = parseSaveAnswer(req.params, req.body);
      res.json(await attempts.saveAnswer(currentUser(req), attemptId, questionId, write));
    }) as RequestHandler,

    submitModule: (async (req, res) => {
      res.json(await attempts.submitModule(currentUser(req), id(req), input<{ moduleId: number }>(req).moduleId));
    }) as RequestHandler,

    continueAfterBreak: (async (req, res) => {
      res.json(await attempts.continueAfterBreak(currentUser(req), id(req)));
    }) as RequestHandler,

    resume: (async (req, res) => {
      res.json(await attempts.resume(currentUser(req), id(req)));
    }) as RequestHandler,

    away: (async (req, res) => {
      await attempts.away(currentUser(req), id(req));
      res.status(204).end();
    }) as RequestHandler,

    restart: (async (req, res) => {
      res.status(201).json(await attempts.restart(currentUser(req), id(req)));
    }) as RequestHandler,
  };
}
export type AttemptsController = ReturnType<typeof attemptsController>;
