import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { toAdaptiveSetDto, toAdaptiveSetPublicDto } from './adaptive-set.mapper';
import { adaptiveSetsService } from './adaptive-sets.service';
import { toPracticeSetDto, toPracticeSetPublicDto } from './practice-set.mapper';
import { setsController } from './practice-sets.controller';
import { adaptiveSetsRouter, practiceSetsRouter } from './practice-sets.routes';
import { practiceSetsService } from './practice-sets.service';

/** Full practice sets (/practice-sets) and digital adaptive sets (/adaptive-sets). */
export function practiceSetsModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  const router = Router();
  router.use(practiceSetsRouter(setsController(practiceSetsService(ctx.ds), toPracticeSetDto, toPracticeSetPublicDto) as never, requireAuth));
  router.use(
    adaptiveSetsRouter(setsController(adaptiveSetsService(ctx.ds), toAdaptiveSetDto, (d) => toAdaptiveSetPublicDto(d)) as never, requireAuth),
  );
  return { router };
}
