import type { CatalogEntryDto } from '@app/shared';

/**
 * "Recommended next" on the practice home: a full test the student has not started, else a section
 * practice, else a drill. Within each, the catalog's own order (full tests first, then by title) decides.
 */
const PREFERENCE: readonly CatalogEntryDto['kind'][] = ['full', 'section', 'drill'];

export function recommendNext(entries: readonly CatalogEntryDto[]): CatalogEntryDto | null {
  for (const kind of PREFERENCE) {
    const found = entries.find((e) => e.kind === kind && e.progress === 'not_started');
    if (found) return found;
  }
  return null;
}
