import { describe, expect, it } from 'vitest';
import type { CatalogEntryDto } from '@app/shared';
import { recommendNext } from '../recommend';

let nextId = 1;
const entry = (kind: CatalogEntryDto['kind'], progress: CatalogEntryDto['progress'] = 'not_started'): CatalogEntryDto => ({
  type: kind === 'full' ? 'adaptive' : 'practice',
  id: nextId++,
  title: `${kind} ${progress}`,
  version: 'digital',
  kind,
  section: kind === 'full' ? null : 'math',
  questionCount: 10,
  timeLimitSeconds: 600,
  progress,
  activeAttemptId: progress === 'in_progress' ? 99 : null,
  lastFinishedAttemptId: null,
  takes: progress === 'not_started' ? 0 : 1,
});

describe('recommendNext', () => {
  it('picks a not-started full test first, whatever the order', () => {
    const full = entry('full');
    expect(recommendNext([entry('drill'), entry('section'), full])).toBe(full);
  });

  it('then a not-started section practice, then a drill', () => {
    const section = entry('section');
    const drill = entry('drill');
    expect(recommendNext([entry('full', 'completed'), drill, section])).toBe(section);
    expect(recommendNext([entry('full', 'in_progress'), entry('section', 'completed'), drill])).toBe(drill);
  });

  it('keeps the catalog order within a kind', () => {
    const [first, second] = [entry('full'), entry('full')];
    expect(recommendNext([first, second])).toBe(first);
  });

  it('recommends nothing once everything was started, and never a quick test or a module', () => {
    expect(recommendNext([entry('full', 'completed'), entry('drill', 'in_progress')])).toBeNull();
    expect(recommendNext([entry('quick'), entry('module')])).toBeNull();
    expect(recommendNext([])).toBeNull();
  });
});
