import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { currentUser } from '../../auth/require-auth';
import { mayWorkGradingQueue } from '../../core/access';
import { forbidden } from '../../lib/errors';
import { graderAccounts } from './graders.repository';

/** Admins, and teachers an admin has made graders; anyone else is refused 403 (the role gate comes first). */
export function requireGrader(ds: DataSource): RequestHandler {
  const graders = graderAccounts(ds);
  return (req, _res, next) => {
    const caller = currentUser(req);
    mayWorkGradingQueue(caller, () => graders.isGrader(caller.id)).then((ok) => next(ok ? undefined : forbidden()), next);
  };
}
