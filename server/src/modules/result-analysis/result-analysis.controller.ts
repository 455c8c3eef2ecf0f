import type { Request, RequestHandler } from 'express';
import type { AttemptTargetType, CombineInput } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { t } from '../../lib/i18n';
import { toPage, type PageInput } from '../../lib/pagination';
import { requestLocale } from '../../lib/request-locale';
import { input } from '../../lib/validate';
import type { ResultAnalysisService } from './result-analysis.service';

type Target = { type: AttemptTargetType; targetId: number };
type RowQuery = PageInput & { type?: AttemptTargetType; targetId?: number; q?: string };

const target = (req: Request) => input<Target>(req);

export function resultAnalysisController(analysis: ResultAnalysisService) {
  return {
    results: (async (req, res) => {
      const { page, per_page, ...filter } = input<RowQuery>(req);
      res.json(await analysis.results(currentUser(req), filter, toPage({ page, per_page })));
    }) as RequestHandler,

    statistics: (async (req, res) => {
      const { type, targetId } = target(req);
      res.json(await analysis.statistics(currentUser(req), type, targetId));
    }) as RequestHandler,

    students: (async (req, res) => {
      const { type, targetId, ...page } = input<Target & PageInput>(req);
      res.json(await analysis.students(currentUser(req), type, targetId, toPage(page)));
    }) as RequestHandler,

    csv: (async (req, res) => {
      const { type, targetId } = target(req);
      const locale = requestLocale(req);
      const caller = currentUser(req);
      const file = await analysis.csv(caller, type, targetId, (id, values) => t(locale, id, values), caller.timezone);
      res.attachment(file.filename).type('text/csv; charset=utf-8').set('Cache-Control', 'no-store').send(file.body);
    }) as RequestHandler,

    userResults: (async (req, res) => {
      const { userId, page, per_page, ...filter } = input<RowQuery & { userId: number }>(req);
      res.json(await analysis.userResults(currentUser(req), userId, filter, toPage({ page, per_page })));
    }) as RequestHandler,

    combine: (async (req, res) => {
      res.status(201).json(await analysis.combine(currentUser(req), input<CombineInput>(req)));
    }) as RequestHandler,

    combinedList: (async (req, res) => {
      const { userId, ...page } = input<PageInput & { userId?: number }>(req);
      res.json(await analysis.combinedList(userId, toPage(page)));
    }) as RequestHandler,
  };
}
export type ResultAnalysisController = ReturnType<typeof resultAnalysisController>;
