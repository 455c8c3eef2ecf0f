/** The question bank: authors' questions with their keys, labels and passages. */
import type { EntityManager } from 'typeorm';
import { versionOf, type OwnerKind } from '@app/shared';
import type { AppModule } from '../../core/app-module';
import { normalizeChoices, normalizeKey } from './question-rules';
import { questionsController } from './questions.controller';
import { questionsOpenApi } from './questions.openapi';
import { questionsRepository, type QuestionWrite } from './questions.repository';
import { questionsRouter } from './questions.routes';
import { questionsService } from './questions.service';

export { QUESTION_HEAD_COLUMNS, type QuestionHeadRecord } from './questions.repository';
export { toQuestionHeadDto } from './question.mapper';
export { questionProblems, normalizeChoices, normalizeKey, MAX_CHOICES, CHOICE_TEXT_MAX } from './question-rules';
export { STEM_MAX, EXPLANATION_MAX, ANSWER_KEY_MAX } from './questions.validators';

/**
 * The bank's question for an import draft (question-imports module), created once per draft whatever the
 * retries; in the caller's transaction. The draft must pass questionProblems first.
 */
export function createImportedQuestion(
  m: EntityManager,
  owner: { id: number; kind: OwnerKind },
  q: Omit<QuestionWrite, 'version'>,
  draftId: number,
): Promise<number> {
  const w: QuestionWrite = {
    ...q,
    version: versionOf(q.section),
    choices: normalizeChoices(q.choices),
    answerKey: normalizeKey(q.answerKey, q.type),
  };
  return questionsRepository(m).insertImported(owner.id, owner.kind, w, draftId);
}

export const questionsModule: AppModule = {
  name: 'questions',
  router: (ctx, { requireAuth }) => questionsRouter(questionsController(questionsService(ctx.ds)), requireAuth),
  openapi: questionsOpenApi,
};
