/**
 * The test-taker catalog (GET /api/catalog and /api/catalog/{type}/{id}): what the caller may take, one
 * list over practices, full practice sets and adaptive sets, with the caller's own progress. The row
 * shape, CatalogEntryDto, lives with the runner's contract in ./attempt.
 */
import type { Section } from '../sat-taxonomy';
import type { CatalogEntryDto, ModuleStage } from './attempt';
import type { PracticeTool } from './practice';

/** The `status` filter of the catalog: the caller's progress on an entry. */
export const CATALOG_PROGRESS = ['not_started', 'in_progress', 'completed'] as const;
export type CatalogProgress = (typeof CATALOG_PROGRESS)[number];

/** One timed part of a test as its start page lists it: a practice, or an adaptive section's module. */
export interface CatalogPartDto {
  /** 1-based, in the order the test runs. */
  position: number;
  section: Section;
  /** single: a practice (alone or in a full set); module1/module2: an adaptive section's stages. */
  stage: ModuleStage;
  /** The practice's title; null for an adaptive module 2 (its form is chosen by the module 1 result). */
  title: string | null;
  questionCount: number;
  timeLimitSeconds: number;
  tools: PracticeTool[];
  /** The break that follows this part (0 for none). */
  breakAfterSeconds: number;
}

/** GET /api/catalog/{type}/{id}: the row plus what the start (lock) page shows. */
export interface CatalogDetailDto extends CatalogEntryDto {
  parts: CatalogPartDto[];
  /** Every tool of any part, without repeats. */
  tools: PracticeTool[];
}
