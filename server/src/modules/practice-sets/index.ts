/** Full practice sets (ordered practices with breaks) and digital adaptive sets (routed modules per section). */
import { Router } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppModule } from '../../core/app-module';
import { toAdaptiveSetDto, toAdaptiveSetPublicDto } from './adaptive-set.mapper';
import { adaptiveSetsRepository, type AdaptiveSectionRecord, type AdaptiveSetRecord } from './adaptive-sets.repository';
import { adaptiveSetsService } from './adaptive-sets.service';
import { toPracticeSetDto, toPracticeSetPublicDto } from './practice-set.mapper';
import { setsController } from './practice-sets.controller';
import { practiceSetsOpenApi } from './practice-sets.openapi';
import { practiceSetsRepository, type PracticeSetItemRecord, type PracticeSetRecord } from './practice-sets.repository';
import { adaptiveSetsRouter, practiceSetsRouter } from './practice-sets.routes';
import { practiceSetsService } from './practice-sets.service';

export { moduleIdsOf, type AdaptiveSectionRecord, type AdaptiveSetRecord } from './adaptive-sets.repository';
export type { PracticeSetItemRecord, PracticeSetRecord } from './practice-sets.repository';

type Db = DataSource | EntityManager;

export const findPracticeSet = (db: Db, id: number): Promise<PracticeSetRecord | null> => practiceSetsRepository(db).find(id);
/** The items of several full sets, in order. */
export const practiceSetItems = (db: Db, setIds: number[]): Promise<PracticeSetItemRecord[]> => practiceSetsRepository(db).items(setIds);
export const findAdaptiveSet = (db: Db, id: number): Promise<AdaptiveSetRecord | null> => adaptiveSetsRepository(db).find(id);
/** The sections of several adaptive sets, in order. */
export const adaptiveSections = (db: Db, setIds: number[]): Promise<AdaptiveSectionRecord[]> => adaptiveSetsRepository(db).sections(setIds);

export const practiceSetsModule: AppModule = {
  name: 'practice-sets',
  router(ctx, { requireAuth }) {
    const router = Router();
    router.use(practiceSetsRouter(setsController(practiceSetsService(ctx.ds), toPracticeSetDto, toPracticeSetPublicDto) as never, requireAuth));
    router.use(
      adaptiveSetsRouter(setsController(adaptiveSetsService(ctx.ds), toAdaptiveSetDto, (d) => toAdaptiveSetPublicDto(d)) as never, requireAuth),
    );
    return router;
  },
  openapi: practiceSetsOpenApi,
};
