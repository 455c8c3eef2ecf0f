import type { Request, RequestHandler } from 'express';
import type { PagedDto, QuestionInput, QuestionSummaryDto } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { inputWithNulls } from '../../lib/explicit-nulls';
import { toQuestionDto, toQuestionSummaryDto } from './question.mapper';
import type { QuestionFilters } from './questions.repository';
import type { QuestionPatch, QuestionsService } from './questions.service';
import { QUESTION_CLEARABLE } from './questions.validators';

const id = (req: Request) => input<{ id: number }>(req).id;

export function questionsController(questions: QuestionsService) {
  return {
    list: (async (req, res) => {
      const { page, per_page, ...filters } = input<PageInput & QuestionFilters>(req);
      const p = toPage({ page, per_page });
      const { rows, total, labels } = await questions.list(currentUser(req), { ...filters, q: filters.q || undefined }, p);
      const body: PagedDto<QuestionSummaryDto> = {
        data: rows.map((r) => toQuestionSummaryDto(r, labels.get(r.id) ?? [])),
        current_page: p.page,
        total,
      };
      res.json(body);
    }) as RequestHandler,

    show: (async (req, res) => {
      res.json(toQuestionDto(await questions.show(currentUser(req), id(req))));
    }) as RequestHandler,

    create: (async (req, res) => {
      res.status(201).json(toQuestionDto(await questions.create(currentUser(req), input<QuestionInput>(req))));
    }) as RequestHandler,

    update: (async (req, res) => {
      const { id: questionId, ...patch } = inputWithNulls<QuestionPatch & { id: number }>(req, QUESTION_CLEARABLE);
      res.json(toQuestionDto(await questions.update(currentUser(req), questionId, patch)));
    }) as RequestHandler,

    remove: (async (req, res) => {
      await questions.remove(currentUser(req), id(req));
      res.status(204).end();
    }) as RequestHandler,

    duplicate: (async (req, res) => {
      res.status(201).json(toQuestionDto(await questions.duplicate(currentUser(req), id(req))));
    }) as RequestHandler,

    publish: (async (req, res) => {
      res.json(toQuestionDto(await questions.setStatus(currentUser(req), id(req), 'published')));
    }) as RequestHandler,

    unpublish: (async (req, res) => {
      res.json(toQuestionDto(await questions.setStatus(currentUser(req), id(req), 'draft')));
    }) as RequestHandler,
  };
}
export type QuestionsController = ReturnType<typeof questionsController>;
