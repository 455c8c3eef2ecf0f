import type { Request, RequestHandler } from 'express';
import type { PagedDto, QuestionDraftPatch, QuestionImportSummaryDto } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { inputWithNulls } from '../../lib/explicit-nulls';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { toDraftDto, toImportDto, toImportSummaryDto } from './question-import.mapper';
import type { QuestionImportsService, UploadedFile } from './question-imports.service';

const id = (req: Request) => input<{ id: number }>(req).id;

export function questionImportsController(s: QuestionImportsService) {
  return {
    create: (async (req, res) => {
      const file = (req as Request & { file?: UploadedFile }).file;
      res.status(202).json(toImportDto(await s.create(currentUser(req), input<{ title?: string; text?: string }>(req), file)));
    }) as RequestHandler,

    list: (async (req, res) => {
      const p = toPage(input<PageInput>(req));
      const { rows, total } = await s.list(currentUser(req), p);
      const body: PagedDto<QuestionImportSummaryDto> = { data: rows.map(toImportSummaryDto), current_page: p.page, total };
      res.json(body);
    }) as RequestHandler,

    show: (async (req, res) => {
      res.json(toImportDto(await s.show(currentUser(req), id(req))));
    }) as RequestHandler,

    updateDraft: (async (req, res) => {
      const { id: importId, draftId, ...patch } = inputWithNulls<QuestionDraftPatch & { id: number; draftId: number }>(req, ['passage']);
      res.json(toDraftDto(await s.updateDraft(currentUser(req), importId, draftId, patch)));
    }) as RequestHandler,

    startImport: (async (req, res) => {
      const { draft_ids } = input<{ draft_ids: number[] }>(req);
      res.status(202).json(toImportDto(await s.startImport(currentUser(req), id(req), draft_ids)));
    }) as RequestHandler,

    remove: (async (req, res) => {
      await s.remove(currentUser(req), id(req));
      res.status(204).end();
    }) as RequestHandler,
  };
}
export type QuestionImportsController = ReturnType<typeof questionImportsController>;
