/**
 * Graded results: the score report's data, the result list, the performance history, the walk-through.
 * loadResult is the one way other modules read a result; readResult also checks who asks.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AppModule } from '../../core/app-module';
import { resultsController } from './results.controller';
import { resultsOpenApi } from './results.openapi';
import { resultsRepository, type QuestionContentRecord } from './results.repository';
import { resultsRouter } from './results.routes';
import { resultsService } from './results.service';

export { loadResult, readResult } from './results.service';
export { toReviewQuestionDto } from './results.mapper';

/** Stems, choices, passages, keys and explanations of the questions, by id: what a result's snapshot does not keep. */
export const questionContents = (db: DataSource | EntityManager, questionIds: number[]): Promise<Map<number, QuestionContentRecord>> =>
  resultsRepository(db).contents(questionIds);

export const resultsModule: AppModule = {
  name: 'results',
  router: (ctx, { requireAuth }) => resultsRouter(resultsController(resultsService(ctx.ds)), requireAuth),
  openapi: resultsOpenApi,
};
