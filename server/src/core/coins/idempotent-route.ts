/**
 * The HTTP side of Idempotency-Key: the key comes from the header, the request's identity is its
 * validated input, and a replay answers the stored status and body with `Idempotent-Replayed: true`.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import { currentUser } from '../../auth/require-auth';
import type { AuthUser } from '../../auth/session-user';
import { input } from '../../lib/validate';
import { idempotencyKeyOf, requestHash, withIdempotency } from './idempotency';

export type IdempotentWork<T> = (m: EntityManager, ctx: { user: AuthUser; key: string; input: T }) => Promise<{ status: number; body: unknown }>;

export function idempotentRoute<T>(ds: DataSource, scope: string, work: IdempotentWork<T>): RequestHandler {
  return (async (req: Request, res: Response) => {
    const user = currentUser(req);
    const key = idempotencyKeyOf(req);
    const body = input<T>(req);
    const result = await withIdempotency(ds, { userId: user.id, key, scope, requestHash: requestHash(body) }, (m) =>
      work(m, { user, key, input: body }),
    );
    if (result.replayed) res.set('Idempotent-Replayed', 'true');
    res.status(result.status).json(result.body);
  }) as RequestHandler;
}
