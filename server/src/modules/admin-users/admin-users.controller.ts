import type { Request, RequestHandler } from 'express';
import type { PagedDto, Role } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { toPage, type Page, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { toAdminStudentDto, toAdminUserDto, toUserExamDto } from './admin-users.mapper';
import type { UserExamRow, UserListFilters } from './admin-users.repository';
import { idempotencyKeyOf } from '../../core/coins';
import type { Actor, AdminUsersService, PointChange } from './admin-users.service';

const id = (req: Request) => input<{ id: number }>(req).id;
const actor = (req: Request): Actor => ({ ...currentUser(req), ip: req.ip });

/** `?page&per_page` and the other query fields, apart. */
function pageAndFilters<F>(req: Request): [Page, F] {
  const { page, per_page, ...filters } = input<PageInput & F>(req);
  return [toPage({ page, per_page }), filters as F];
}

/** The Idempotency-Key is honoured when sent (and then must be well formed), not required. */
const optionalIdempotencyKey = (req: Request) => (req.get('idempotency-key') === undefined ? undefined : idempotencyKeyOf(req));

const pointsHandler =
  (users: AdminUsersService, direction: PointChange['direction']): RequestHandler =>
  async (req, res) => {
    const { point, notes } = input<{ point: number; notes?: string }>(req);
    res.status(201).json(await users.changePoints(actor(req), id(req), { direction, point, notes, idempotencyKey: optionalIdempotencyKey(req) }));
  };

const paged = <R, D>(p: Page, { rows, total }: { rows: R[]; total: number }, toDto: (r: R) => D): PagedDto<D> => ({
  data: rows.map(toDto),
  current_page: p.page,
  total,
});

export function adminUsersController(users: AdminUsersService) {
  return {
    list: (async (req, res) => {
      const [p, f] = pageAndFilters<UserListFilters>(req);
      res.json(paged(p, await users.list({ role: f.role, q: f.q || undefined }, p), toAdminUserDto));
    }) as RequestHandler,

    show: (async (req, res) => {
      res.json(toAdminUserDto(await users.show(id(req))));
    }) as RequestHandler,

    balance: (async (req, res) => {
      res.json(await users.balance(id(req)));
    }) as RequestHandler,

    setRoles: (async (req, res) => {
      res.json(toAdminUserDto(await users.setRoles(actor(req), id(req), input<{ roles: Role[] }>(req).roles)));
    }) as RequestHandler,

    setPro: (async (req, res) => {
      const expireAt = input<{ taken_unlimited_expire_at: Date | null }>(req).taken_unlimited_expire_at ?? null;
      res.json(toAdminUserDto(await users.setPro(actor(req), id(req), expireAt)));
    }) as RequestHandler,

    grantGrader: (async (req, res) => {
      res.json(toAdminUserDto(await users.setGrader(actor(req), id(req), true)));
    }) as RequestHandler,

    revokeGrader: (async (req, res) => {
      res.json(toAdminUserDto(await users.setGrader(actor(req), id(req), false)));
    }) as RequestHandler,

    removePro: (async (req, res) => {
      res.json(toAdminUserDto(await users.removePro(actor(req), id(req))));
    }) as RequestHandler,

    givePoint: pointsHandler(users, 'give'),
    deductPoint: pointsHandler(users, 'deduct'),

    deleteUser: (async (req, res) => {
      await users.deleteUser(actor(req), id(req));
      res.status(204).end();
    }) as RequestHandler,

    destroyAccount: (async (req, res) => {
      await users.destroyAccount(actor(req), id(req));
      res.status(204).end();
    }) as RequestHandler,

    removeCompanyUser: (async (req, res) => {
      res.json({ user_id: id(req), removed_from_company_ids: await users.removeCompanyUser(actor(req), id(req)) });
    }) as RequestHandler,

    students: (async (req, res) => {
      const [p, f] = pageAndFilters<{ q?: string }>(req);
      res.json(paged(p, await users.students(f.q || undefined, p), toAdminStudentDto));
    }) as RequestHandler,

    userExams: (async (req, res) => {
      const [p, f] = pageAndFilters<{ id: number; status?: UserExamRow['status'] }>(req);
      res.json(paged(p, await users.userExams(f.id, f.status, p), toUserExamDto));
    }) as RequestHandler,
  };
}
export type AdminUsersController = ReturnType<typeof adminUsersController>;
