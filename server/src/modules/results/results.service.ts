/**
 * Results as their readers see them. `loadResult` is the one way other modules (the score report and its
 * PDF) read a result; it does not check who asks: `readResult` does (core/access mayReadResult: the taker, admins, and
 * the teachers and company-admins who may see the attempt; everyone else gets 404, so nobody learns which
 * attempts exist).
 */
import type { DataSource } from 'typeorm';
import type {
  AttemptTargetType,
  PagedDto,
  QuestionExplanationDto,
  ResultDto,
  ResultHistoryDto,
  ResultQuestionDto,
  ResultSummaryDto,
  ReviewQuestionDto,
} from '@app/shared';
import { notFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { mayReadExplanation, mayReadResult, type Caller } from '../../core/access';
import { gradeResult, gradingInputOf } from '../grading';
import { toHistoryPointDto, toResultDto, toResultSummaryDto, toReviewQuestionDto } from './results.mapper';
import { resultsRepository } from './results.repository';

/** How many graded results /performance plots. */
export const HISTORY_LIMIT = 200;

/** The result of a finished attempt, whoever asks; null for an unknown or unfinished attempt. */
export async function loadResult(ds: DataSource, attemptId: number): Promise<ResultDto | null> {
  const row = await resultsRepository(ds).find(attemptId);
  return row ? toResultDto(row) : null;
}

/** The result for a caller allowed to read it; 404 for anyone else, as for an unknown attempt. */
export async function readResult(ds: DataSource, caller: Caller, attemptId: number): Promise<ResultDto> {
  const result = await loadResult(ds, attemptId);
  if (!result || !(await mayReadResult(ds, caller, attemptId, result.userId))) throw notFound();
  return result;
}

export function resultsService(ds: DataSource) {
  const repo = resultsRepository(ds);

  /** The graded questions, or (while the job has not run) the same grading computed now. */
  async function questionsOf(result: ResultDto): Promise<ResultQuestionDto[]> {
    if (result.status === 'graded') return result.questions;
    const input = await gradingInputOf(ds, result.attemptId);
    return input ? gradeResult(input).questions : [];
  }

  return {
    show: (caller: Caller, attemptId: number) => readResult(ds, caller, attemptId),

    async list(caller: Caller, type: AttemptTargetType | undefined, page: Page): Promise<PagedDto<ResultSummaryDto>> {
      const { rows, total } = await repo.list(caller.id, type, page);
      return { data: rows.map(toResultSummaryDto), current_page: page.page, total };
    },

    async history(caller: Caller): Promise<ResultHistoryDto> {
      const [points, domains] = await Promise.all([repo.history(caller.id, HISTORY_LIMIT), repo.domainTotals(caller.id)]);
      return {
        points: points.map(toHistoryPointDto),
        domains: domains.map((d) => ({ ...d, percent: d.total === 0 ? 0 : Math.round((d.correct / d.total) * 100) })),
      };
    },

    /** The walk-through: every question with the key, the taker's answer and the explanation. */
    async review(caller: Caller, attemptId: number): Promise<ReviewQuestionDto[]> {
      const result = await readResult(ds, caller, attemptId);
      const questions = await questionsOf(result);
      const contents = await repo.contents(questions.map((q) => q.questionId));
      return questions.map((q) => toReviewQuestionDto(q, contents.get(q.questionId)));
    },

    /**
     * A question's key and explanation: for its owner and admins, and for a taker once they finished an
     * attempt that contained it (never before or during the test). 404 for anyone else.
     */
    async explanation(caller: Caller, questionId: number): Promise<QuestionExplanationDto> {
      const content = (await repo.contents([questionId])).get(questionId);
      if (!content) throw notFound();
      if (!(await mayReadExplanation(caller, content.ownerId, () => repo.hasFinishedWith(caller.id, questionId)))) throw notFound();
      const { id, ownerId: _owner, ...rest } = content;
      return { questionId: id, ...rest };
    },
  };
}
export type ResultsService = ReturnType<typeof resultsService>;
