import type { RequestHandler } from 'express';
import type { StartAttemptInput } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { targetOf } from '../../core/test-targets';
import { input } from '../../lib/validate';
import type { RegradeService } from './regrade';

export function gradingController(regrades: RegradeService) {
  return {
    startRegrade: (async (req, res) => {
      const target = targetOf(input<StartAttemptInput>(req));
      res.status(202).json(await regrades.start({ ...currentUser(req), ip: req.ip }, target.type, target.id));
    }) as RequestHandler,

    showRegrade: (async (req, res) => {
      res.json(await regrades.show(currentUser(req), input<{ id: number }>(req).id));
    }) as RequestHandler,
  };
}
export type GradingController = ReturnType<typeof gradingController>;
