import type { Request, RequestHandler } from 'express';
import type { PagedDto, PassageDto } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { inputWithNulls } from '../../lib/explicit-nulls';
import { toPassageDto } from './passage.mapper';
import type { PassageInput, PassagePatch, PassagesService } from './passages.service';
import { PASSAGE_CLEARABLE } from './passages.validators';

const id = (req: Request) => input<{ id: number }>(req).id;

export function passagesController(passages: PassagesService) {
  return {
    list: (async (req, res) => {
      const q = input<PageInput & { q?: string }>(req);
      const [rows, total] = await passages.list(currentUser(req), q.q || undefined, toPage(q));
      const body: PagedDto<PassageDto> = { data: rows.map(toPassageDto), current_page: toPage(q).page, total };
      res.json(body);
    }) as RequestHandler,

    show: (async (req, res) => {
      res.json(toPassageDto(await passages.show(currentUser(req), id(req))));
    }) as RequestHandler,

    create: (async (req, res) => {
      res.status(201).json(toPassageDto(await passages.create(currentUser(req), input<PassageInput>(req))));
    }) as RequestHandler,

    update: (async (req, res) => {
      const { id: passageId, ...patch } = inputWithNulls<PassagePatch & { id: number }>(req, PASSAGE_CLEARABLE);
      res.json(toPassageDto(await passages.update(currentUser(req), passageId, patch)));
    }) as RequestHandler,

    remove: (async (req, res) => {
      await passages.remove(currentUser(req), id(req));
      res.status(204).end();
    }) as RequestHandler,
  };
}
export type PassagesController = ReturnType<typeof passagesController>;
