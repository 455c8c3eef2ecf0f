import { describe, expect, it } from 'vitest';
import type { AnalysisSectionDto, TestVersionId } from '@app/shared';
import { checkCombination, type CombinePart } from '../combine-rule';

const section = (name: string): AnalysisSectionDto => ({ name, raw: 10, maxRaw: 20, scaled: 500, route: null });
const part = (attemptId: number, version: TestVersionId, ...names: string[]): CombinePart => ({
  attemptId,
  target: { type: 'practice', id: attemptId * 10, title: `Test ${attemptId}`, version },
  sections: names.map(section),
});

describe('the combine selection rule (spec section 5: complete and non-repeating)', () => {
  it('accepts a digital Reading and Writing practice with a digital Math practice, saying where each comes from', () => {
    const check = checkCombination([part(1, 'digital', 'reading-writing'), part(2, 'digital', 'math')]);
    expect(check).toMatchObject({ ok: true, version: 'digital', missing: [], repeated: [], mixedVersions: false, tooFew: false });
    expect(check.sources).toEqual([
      { name: 'reading-writing', attemptId: 1 },
      { name: 'math', attemptId: 2 },
    ]);
  });

  it('accepts a paper test made of three section practices', () => {
    const check = checkCombination([part(1, 'paper', 'math'), part(2, 'paper', 'reading'), part(3, 'paper', 'writing-language')]);
    expect(check.ok).toBe(true);
    expect(check.sources.map((s) => s.name)).toEqual(['reading', 'writing-language', 'math']);
  });

  it('names the missing section of an incomplete selection', () => {
    const check = checkCombination([part(1, 'paper', 'reading'), part(2, 'paper', 'math')]);
    expect(check.ok).toBe(false);
    expect(check.missing).toEqual(['writing-language']);
    expect(check.repeated).toEqual([]);
  });

  it('names a section two attempts have, with both attempts, even when everything else is there', () => {
    const check = checkCombination([part(1, 'digital', 'reading-writing', 'math'), part(2, 'digital', 'math')]);
    expect(check.ok).toBe(false);
    expect(check.missing).toEqual([]);
    expect(check.repeated).toEqual([{ name: 'math', attemptIds: [1, 2] }]);
    expect(check.sources).toEqual([{ name: 'reading-writing', attemptId: 1 }]);
  });

  it('refuses mixed versions without judging the sections', () => {
    const check = checkCombination([part(1, 'digital', 'reading-writing'), part(2, 'paper', 'math')]);
    expect(check).toMatchObject({ ok: false, mixedVersions: true, version: null, missing: [], repeated: [] });
  });

  it('needs two attempts: one whole test alone is not a combination, and nothing selected is not ok', () => {
    expect(checkCombination([part(1, 'digital', 'reading-writing', 'math')])).toMatchObject({ ok: false, tooFew: true, missing: [] });
    expect(checkCombination([])).toMatchObject({ ok: false, tooFew: true, mixedVersions: false, version: null });
  });

  it('lists every missing section of a lone paper section, in the version order', () => {
    expect(checkCombination([part(1, 'paper', 'writing-language')]).missing).toEqual(['reading', 'math']);
  });
});
