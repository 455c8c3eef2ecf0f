import type { Request, RequestHandler } from 'express';
import type { PagedDto, PracticeInput, PracticePatch, PracticePublicDto, PracticeSummaryDto } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { isAuthor } from '../../core/access';
import { toPracticeDto, toPracticePublicDto, toPracticeSummaryDto } from './practice.mapper';
import type { PracticeFilters } from './practices.repository';
import type { PracticeDetail, PracticesService } from './practices.service';

const id = (req: Request) => input<{ id: number }>(req).id;
const dto = (d: PracticeDetail) => toPracticeDto(d.practice, d.questions);

export function practicesController(practices: PracticesService) {
  return {
    list: (async (req, res) => {
      const user = currentUser(req);
      const { page, per_page, ...filters } = input<PageInput & PracticeFilters>(req);
      const p = toPage({ page, per_page });
      const { rows, total } = await practices.list(user, { ...filters, q: filters.q || undefined }, p);
      const body: PagedDto<PracticeSummaryDto | PracticePublicDto> = {
        data: rows.map(isAuthor(user) ? toPracticeSummaryDto : toPracticePublicDto),
        current_page: p.page,
        total,
      };
      res.json(body);
    }) as RequestHandler,

    show: (async (req, res) => {
      const user = currentUser(req);
      const author = isAuthor(user);
      const detail = await practices.show(user, id(req), author);
      res.json(author ? dto(detail) : toPracticePublicDto(detail.practice));
    }) as RequestHandler,

    create: (async (req, res) => {
      res.status(201).json(dto(await practices.create(currentUser(req), input<PracticeInput>(req))));
    }) as RequestHandler,

    update: (async (req, res) => {
      const { id: practiceId, ...patch } = input<PracticePatch & { id: number }>(req);
      res.json(dto(await practices.update(currentUser(req), practiceId, patch)));
    }) as RequestHandler,

    remove: (async (req, res) => {
      await practices.remove(currentUser(req), id(req));
      res.status(204).end();
    }) as RequestHandler,

    duplicate: (async (req, res) => {
      res.status(201).json(dto(await practices.duplicate(currentUser(req), id(req))));
    }) as RequestHandler,

    publish: (async (req, res) => {
      res.json(dto(await practices.setStatus(currentUser(req), id(req), 'published')));
    }) as RequestHandler,

    unpublish: (async (req, res) => {
      res.json(dto(await practices.setStatus(currentUser(req), id(req), 'draft')));
    }) as RequestHandler,
  };
}
export type PracticesController = ReturnType<typeof practicesController>;
