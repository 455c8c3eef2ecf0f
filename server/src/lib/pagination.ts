import { PAGE_SIZE } from '@app/shared';

/** Validated `?page&per_page` (see pageQuery in lib/rules.ts). */
export interface PageInput {
  page?: number;
  per_page?: number;
}

export interface Page {
  page: number;
  perPage: number;
  offset: number;
}

export function toPage(q: PageInput): Page {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE;
  return { page, perPage, offset: (page - 1) * perPage };
}
