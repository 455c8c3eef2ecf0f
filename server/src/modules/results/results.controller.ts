import type { Request, RequestHandler } from 'express';
import { currentUser } from '../../auth/require-auth';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import type { ResultsService } from './results.service';
import { RESULT_LIST_TYPES, type ResultListType } from './results.validators';

const attemptId = (req: Request) => input<{ attemptId: number }>(req).attemptId;

export function resultsController(results: ResultsService) {
  return {
    list: (async (req, res) => {
      const { type, ...page } = input<PageInput & { type?: ResultListType }>(req);
      res.json(await results.list(currentUser(req), type && RESULT_LIST_TYPES[type], toPage(page)));
    }) as RequestHandler,

    history: (async (req, res) => {
      res.json(await results.history(currentUser(req)));
    }) as RequestHandler,

    show: (async (req, res) => {
      res.json(await results.show(currentUser(req), attemptId(req)));
    }) as RequestHandler,

    review: (async (req, res) => {
      res.json(await results.review(currentUser(req), attemptId(req)));
    }) as RequestHandler,

    explanation: (async (req, res) => {
      res.json(await results.explanation(currentUser(req), input<{ questionId: number }>(req).questionId));
    }) as RequestHandler,
  };
}
export type ResultsController = ReturnType<typeof resultsController>;
