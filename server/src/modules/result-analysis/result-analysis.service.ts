/**
 * Result analysis for authors and admins: the results a caller may see, a test's statistics and students,
 * its CSV export, one user's results, and combined scores. Refusals answer 404 (as for an unknown id), so
 * nobody learns which tests, users or attempts exist outside what they may see; every number and row is
 * computed over the attempts the caller may see (core/access).
 */
import type { DataSource } from 'typeorm';
import {
  ANALYSIS_TOP_GRID_ANSWERS,
  type AnalysisResultRowDto,
  type AttemptTargetType,
  type CombinedResultDto,
  type CombineInput,
  type PagedDto,
  type TestAnalysisDto,
} from '@app/shared';
import type { Clock } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { isCompanyAdmin, isResultsAdmin, mayAnalyse, type Caller } from '../../core/access';
import { findTarget, type TargetRecord } from '../../core/test-targets';
import { userAccounts } from '../users';
import { analysisRepository, type RowFilter } from './analysis.repository';
import { combineAttempts } from './combine';
import { combinedResultsRepository } from './combined-results.repository';
import { resultsCsv, type Translate } from './results-csv';
import { toAnalysisRowDto, toCombinedResultDto } from './result-analysis.mapper';
import { toTestAnalysisDto } from './statistics';
import { statisticsRepository } from './statistics.repository';

export function resultAnalysisService(ds: DataSource, clock: Clock) {
  const rows = analysisRepository(ds);
  const stats = statisticsRepository(ds);
  const combined = combinedResultsRepository(ds);

  const paged = async (caller: Caller, filter: RowFilter, page: Page): Promise<PagedDto<AnalysisResultRowDto>> => {
    const { rows: found, total } = await rows.page(caller, filter, page);
    return { data: found.map(toAnalysisRowDto), current_page: page.page, total };
  };

  /** The test, when the caller may open its analysis (core/access mayAnalyse); 404 otherwise. */
  async function analysableTarget(caller: Caller, type: AttemptTargetType, id: number): Promise<TargetRecord> {
    const target = await findTarget(ds, type, id);
    if (!target || !(await mayAnalyse(caller, target, () => rows.sharesCompany(caller.id, target.ownerId)))) throw notFound();
    return target;
  }

  /** A user whose results the caller may list: admins any existing user, company-admins the students linked to them. */
  async function readableUser(caller: Caller, userId: number): Promise<void> {
    const allowed = isResultsAdmin(caller)
      ? await userAccounts(ds).exists(userId)
      : isCompanyAdmin(caller) && (await rows.isLinkedStudent(caller.id, userId));
    if (!allowed) throw notFound();
  }

  return {
    results: paged,

    /** Over the test's attempts the caller sees: all of them for its author and admins; none is 0 attempts, not 404. */
    async statistics(caller: Caller, type: AttemptTargetType, id: number): Promise<TestAnalysisDto> {
      const target = await analysableTarget(caller, type, id);
      const scope = { caller, type, targetId: id };
      const [overview, scores, questions, answers] = await Promise.all([
        stats.overview(scope),
        stats.scores(scope),
        stats.questions(scope),
        stats.answers(scope, ANALYSIS_TOP_GRID_ANSWERS),
      ]);
      return toTestAnalysisDto({ target: { type, id, title: target.title, version: target.version }, overview, scores, questions, answers });
    },

    /** The test's graded attempts the caller may see (on a library test: their companies' members'). */
    async students(caller: Caller, type: AttemptTargetType, id: number, page: Page): Promise<PagedDto<AnalysisResultRowDto>> {
      await analysableTarget(caller, type, id);
      return paged(caller, { type, targetId: id }, page);
    },

    async csv(caller: Caller, type: AttemptTargetType, id: number, t: Translate, timeZone: string): Promise<{ filename: string; body: string }> {
      await analysableTarget(caller, type, id);
      const all = await rows.all(caller, { type, targetId: id });
      return { filename: `results-${type}-${id}.csv`, body: resultsCsv(all, t, timeZone) };
    },

    async userResults(caller: Caller, userId: number, filter: Omit<RowFilter, 'userId'>, page: Page): Promise<PagedDto<AnalysisResultRowDto>> {
      await readableUser(caller, userId);
      return paged(caller, { ...filter, userId }, page);
    },

    /** Admins: 422 on attemptIds with every rule the selection breaks; the stored combination otherwise. */
    async combine(caller: Caller, input: CombineInput): Promise<CombinedResultDto> {
      const outcome = combineAttempts(input.userId, input.attemptIds, await combined.parts(input.attemptIds));
      if (!outcome.ok) throw fieldError({ attemptIds: outcome.problems });
      const id = await combined.insert({
        userId: input.userId,
        version: outcome.version,
        total: outcome.total,
        sections: outcome.sections,
        attemptIds: outcome.parts.map((p) => p.attemptId),
        createdBy: caller.id,
        createdAt: clock.now(),
      });
      return toCombinedResultDto((await combined.find(id))!);
    },

    async combinedList(userId: number | undefined, page: Page): Promise<PagedDto<CombinedResultDto>> {
      const { rows: found, total } = await combined.list(userId, page);
      return { data: found.map(toCombinedResultDto), current_page: page.page, total };
    },
  };
}
export type ResultAnalysisService = ReturnType<typeof resultAnalysisService>;
