import type { CatalogDetailDto, CatalogEntryDto } from '@app/shared';
import type { CatalogEntryRecord } from './catalog.repository';
import type { CatalogDetail } from './catalog.service';

export const toCatalogEntryDto = (r: CatalogEntryRecord): CatalogEntryDto => ({
  type: r.type,
  id: r.id,
  title: r.title,
  version: r.version,
  kind: r.kind,
  section: r.section,
  questionCount: r.questionCount,
  timeLimitSeconds: r.timeLimitSeconds,
  progress: r.progress,
  activeAttemptId: r.activeAttemptId,
  lastFinishedAttemptId: r.lastFinishedAttemptId,
  takes: r.takes,
});

export const toCatalogDetailDto = (d: CatalogDetail): CatalogDetailDto => ({
  ...toCatalogEntryDto(d.entry),
  parts: d.parts,
  tools: [...new Set(d.parts.flatMap((p) => p.tools))],
});
