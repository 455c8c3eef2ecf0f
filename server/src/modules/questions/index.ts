/** The question bank: authors' questions with their keys, labels and passages. */
import type { AppModule } from '../../core/app-module';
import { questionsController } from './questions.controller';
import { questionsOpenApi } from './questions.openapi';
import { questionsRouter } from './questions.routes';
import { questionsService } from './questions.service';

export { QUESTION_HEAD_COLUMNS, type QuestionHeadRecord } from './questions.repository';
export { toQuestionHeadDto } from './question.mapper';

export const questionsModule: AppModule = {
  name: 'questions',
  router: (ctx, { requireAuth }) => questionsRouter(questionsController(questionsService(ctx.ds)), requireAuth),
  openapi: questionsOpenApi,
};
