import type { RequestHandler } from 'express';
import type { ActivityLogDto, PagedDto } from '@app/shared';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import type { ActivityFilters, activityLogRepository } from './activity-log.repository';
import { toActivityLogDto } from './activity-log.mapper';

export function activityLogController(repo: ReturnType<typeof activityLogRepository>) {
  return {
    history: (async (req, res) => {
      const { page, per_page, ...filters } = input<PageInput & ActivityFilters>(req);
      const p = toPage({ page, per_page });
      const { rows, total } = await repo.list(filters, p);
      const body: PagedDto<ActivityLogDto> = { data: rows.map(toActivityLogDto), current_page: p.page, total };
      res.json(body);
    }) as RequestHandler,
  };
}
