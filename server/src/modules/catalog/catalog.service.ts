import type { DataSource } from 'typeorm';
import type { AttemptTargetType, CatalogPartDto } from '@app/shared';
import { notFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { adaptiveSections, findAdaptiveSet, moduleIdsOf, practiceSetItems } from '../practice-sets';
import { findPractice, findPractices, type PracticeRecord } from '../practices';
import type { Caller } from '../../core/access';
import { catalogRepository, type CatalogEntryRecord, type CatalogFilters } from './catalog.repository';

export interface CatalogDetail {
  entry: CatalogEntryRecord;
  parts: CatalogPartDto[];
}

const part = (p: PracticeRecord, position: number, stage: CatalogPartDto['stage'], breakAfterSeconds: number): CatalogPartDto => ({
  position,
  section: p.section,
  stage,
  title: stage === 'module2' ? null : p.title,
  questionCount: p.questionCount,
  timeLimitSeconds: p.timeLimitSeconds,
  tools: p.tools,
  breakAfterSeconds,
});

/** An adaptive section's module 2 as the taker should plan for it: the harder form unless the easier one is longer. */
const plannedModule2 = (harder: PracticeRecord, easier: PracticeRecord): PracticeRecord =>
  easier.timeLimitSeconds > harder.timeLimitSeconds ||
  (easier.timeLimitSeconds === harder.timeLimitSeconds && easier.questionCount > harder.questionCount)
    ? easier
    : harder;

export function catalogService(ds: DataSource) {
  const repo = catalogRepository(ds);

  /** The timed parts in running order, from the authoring tables (the entry row proved the caller may take it). */
  async function partsOf(type: AttemptTargetType, id: number): Promise<CatalogPartDto[]> {
    if (type === 'practice') return [part((await findPractice(ds, id))!, 1, 'single', 0)];
    if (type === 'fullPractice') {
      const items = await practiceSetItems(ds, [id]);
      const found = await findPractices(
        ds,
        items.map((i) => i.practiceId),
      );
      return items.map((i, n) => part(found.get(i.practiceId)!, n + 1, 'single', i.breakAfterSeconds));
    }
    const [set, sections] = await Promise.all([findAdaptiveSet(ds, id), adaptiveSections(ds, [id])]);
    const found = await findPractices(ds, sections.flatMap(moduleIdsOf));
    return sections.flatMap((s, n) => {
      const breakAfter = n < sections.length - 1 ? set!.breakAfterSeconds : 0;
      const module2 = plannedModule2(found.get(s.harderModule2Id)!, found.get(s.easierModule2Id)!);
      return [part(found.get(s.module1Id)!, 2 * n + 1, 'module1', 0), part(module2, 2 * n + 2, 'module2', breakAfter)];
    });
  }

  return {
    list(caller: Caller, filters: CatalogFilters, page: Page): Promise<{ rows: CatalogEntryRecord[]; total: number }> {
      return repo.list(caller, filters, page);
    },

    /** 404 for anything the caller may not take, so the ids of others' drafts stay unknown. */
    async show(caller: Caller, type: AttemptTargetType, id: number): Promise<CatalogDetail> {
      const entry = await repo.find(caller, type, id);
      if (!entry) throw notFound();
      return { entry, parts: await partsOf(type, id) };
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
