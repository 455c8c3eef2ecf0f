import { describe, expect, it } from 'vitest';
import { catalogQuery, filtersFromQuery, filtersToQuery, sectionsOf, withFilter } from '../catalog-filters';

const read = (query: string) => filtersFromQuery(new URLSearchParams(query));

describe('catalog filters and the URL query', () => {
  it('reads every filter from the query', () => {
    expect(read('version=digital&kind=section&section=math&status=in_progress&q=%20algebra%20&page=3')).toEqual({
      version: 'digital',
      kind: 'section',
      section: 'math',
      status: 'in_progress',
      q: 'algebra',
      page: 3,
    });
  });

  it('drops unknown values, a blank search, page 1 and bad pages', () => {
    expect(read('version=ipad&kind=exam&section=history&status=done&q=%20&page=1')).toEqual({});
    expect(read('page=-2')).toEqual({});
    expect(read('page=2.5')).toEqual({});
  });

  it('drops a section of the other version', () => {
    expect(read('version=paper&section=math')).toEqual({ version: 'paper' });
    expect(read('version=paper&section=math-calculator')).toEqual({ version: 'paper', section: 'math-calculator' });
    // Without a version any section is fine.
    expect(read('section=reading')).toEqual({ section: 'reading' });
  });

  it('writes only what is set, and survives a round trip', () => {
    const filters = { version: 'digital', kind: 'drill', status: 'completed', q: 'ratios', page: 2 } as const;
    const query = filtersToQuery(filters);
    expect(query.toString()).toBe('version=digital&kind=drill&status=completed&q=ratios&page=2');
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(filtersToQuery({ page: 1 }).toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes, and clears a filter set to ""', () => {
    expect(withFilter({ kind: 'drill', page: 4 }, 'status', 'not_started')).toEqual({ kind: 'drill', status: 'not_started' });
    expect(withFilter({ kind: 'drill', status: 'completed' }, 'status', '')).toEqual({ kind: 'drill' });
  });

  it('drops the section when the version no longer has it', () => {
    expect(withFilter({ section: 'math' }, 'version', 'paper')).toEqual({ version: 'paper' });
    expect(withFilter({ section: 'math' }, 'version', 'digital')).toEqual({ version: 'digital', section: 'math' });
    expect(sectionsOf('digital')).toEqual(['reading-writing', 'math']);
  });

  it('sends what the page pins over the filters', () => {
    expect(catalogQuery({ kind: 'drill', status: 'completed' }, { kind: 'full' })).toEqual({ kind: 'full', status: 'completed' });
    expect(catalogQuery({ q: 'x' }, { type: 'adaptive' })).toEqual({ q: 'x', type: 'adaptive' });
  });
});
