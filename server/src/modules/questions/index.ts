/** The question bank: authors' questions with their keys, labels and passages. */
import type { DataSource, EntityManager } from 'typeorm';
import { versionOf, type OwnerKind } from '@app/shared';
import { ownerKindOf, type Caller } from '../../core/access';
import type { AppModule } from '../../core/app-module';
import { normalizeChoices, normalizeKey } from './question-rules';
import { questionsController } from './questions.controller';
import { questionsOpenApi } from './questions.openapi';
import { questionsRepository, type QuestionRecord, type QuestionWrite } from './questions.repository';
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

// The QTI interchange (modules/qti) reads whole questions of a practice and writes imported ones through these.
export type { QuestionRecord, QuestionWrite } from './questions.repository';

/** Whole questions (key and explanation included) by id, in the order of `ids`; for callers already authorized. */
export async function questionRecords(db: DataSource | EntityManager, ids: number[]): Promise<QuestionRecord[]> {
  const repo = questionsRepository(db);
  const out: QuestionRecord[] = [];
  for (const id of ids) {
    const q = await repo.find(id);
    if (q) out.push(q);
  }
  return out;
}

/** Inserts an already checked question (questionProblems empty, key normalized) owned by `caller`, as a draft. */
export const insertQuestion = (m: EntityManager, caller: Caller, w: QuestionWrite): Promise<number> =>
  questionsRepository(m).insert(caller.id, ownerKindOf(caller), w);
