import type { RequestHandler } from 'express';
import type { AttemptTargetType, CatalogEntryDto, PagedDto } from '@app/shared';
import type { Request } from 'express';
import type { Caller } from '../../core/access';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { toCatalogDetailDto, toCatalogEntryDto } from './catalog.mapper';
import type { CatalogFilters } from './catalog.repository';
import type { CatalogService } from './catalog.service';

/** A visitor is nobody: id 0 owns nothing and has taken nothing, so only the library shows. */
const callerOf = (req: Request): Caller => req.user ?? { id: 0, roles: [] };

export function catalogController(catalog: CatalogService) {
  return {
    list: (async (req, res) => {
      const { page, per_page, ...filters } = input<PageInput & CatalogFilters>(req);
      const p = toPage({ page, per_page });
      const { rows, total } = await catalog.list(callerOf(req), { ...filters, q: filters.q || undefined }, p);
      const body: PagedDto<CatalogEntryDto> = { data: rows.map(toCatalogEntryDto), current_page: p.page, total };
      res.json(body);
    }) as RequestHandler,

    show: (async (req, res) => {
      const { type, id } = input<{ type: AttemptTargetType; id: number }>(req);
      res.json(toCatalogDetailDto(await catalog.show(callerOf(req), type, id)));
    }) as RequestHandler,
  };
}
export type CatalogController = ReturnType<typeof catalogController>;
