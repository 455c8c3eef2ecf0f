import type { Request, RequestHandler } from 'express';
import type { PagedDto, PublishStatus } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { toPage, type Page, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { isAuthor, type Caller } from '../../core/access';

/** What full practice sets and adaptive sets both offer. */
export interface SetsService<D, F, I, P> {
  list(caller: Caller, filters: F, page: Page): Promise<{ rows: D[]; total: number }>;
  show(caller: Caller, id: number): Promise<D>;
  create(caller: Caller, input: I): Promise<D>;
  update(caller: Caller, id: number, patch: P): Promise<D>;
  setStatus(caller: Caller, id: number, status: PublishStatus): Promise<D>;
  duplicate(caller: Caller, id: number): Promise<D>;
  remove(caller: Caller, id: number): Promise<void>;
}

const id = (req: Request) => input<{ id: number }>(req).id;

/** Authors get the authoring shape (status, owner, thresholds); test takers the public one. */
export function setsController<D, F extends { q?: string }, I, P>(
  sets: SetsService<D, F, I, P>,
  toDto: (d: D) => unknown,
  toPublic: (d: D) => unknown,
) {
  return {
    list: (async (req, res) => {
      const user = currentUser(req);
      const { page, per_page, ...filters } = input<PageInput & F>(req);
      const p = toPage({ page, per_page });
      const { rows, total } = await sets.list(user, { ...(filters as unknown as F), q: filters.q || undefined }, p);
      const body: PagedDto<unknown> = { data: rows.map(isAuthor(user) ? toDto : toPublic), current_page: p.page, total };
      res.json(body);
    }) as RequestHandler,

    show: (async (req, res) => {
      const user = currentUser(req);
      const d = await sets.show(user, id(req));
      res.json(isAuthor(user) ? toDto(d) : toPublic(d));
    }) as RequestHandler,

    create: (async (req, res) => {
      res.status(201).json(toDto(await sets.create(currentUser(req), input<I>(req))));
    }) as RequestHandler,

    update: (async (req, res) => {
      const { id: setId, ...patch } = input<P & { id: number }>(req);
      res.json(toDto(await sets.update(currentUser(req), setId, patch as unknown as P)));
    }) as RequestHandler,

    remove: (async (req, res) => {
      await sets.remove(currentUser(req), id(req));
      res.status(204).end();
    }) as RequestHandler,

    duplicate: (async (req, res) => {
      res.status(201).json(toDto(await sets.duplicate(currentUser(req), id(req))));
    }) as RequestHandler,

    publish: (async (req, res) => {
      res.json(toDto(await sets.setStatus(currentUser(req), id(req), 'published')));
    }) as RequestHandler,

    unpublish: (async (req, res) => {
      res.json(toDto(await sets.setStatus(currentUser(req), id(req), 'draft')));
    }) as RequestHandler,
  };
}
export type SetsController = ReturnType<typeof setsController>;
