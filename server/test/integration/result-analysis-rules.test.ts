/**
 * The pure parts of result analysis: the combine rules on paper tests (which the API test cannot reach
 * with digital-only fixtures), histogram edges, and CSV quoting.
 */
import type { Section, SectionScoreDto, TestVersionId } from '@app/shared';
import { combineAttempts, type CombinePartRecord } from '../../src/modules/result-analysis/combine';
import { csvCell, toCsv } from '../../src/modules/result-analysis/csv';
import { histogram, TOTAL_SCALE } from '../../src/modules/result-analysis/statistics';

const score = (name: string, scaled: number | null, raw = 10): SectionScoreDto => ({
  name,
  raw,
  maxRaw: 20,
  scaled,
  lower: null,
  upper: null,
  route: null,
});

let nextId = 1;
function part(
  sections: SectionScoreDto[],
  questionSections: Section[],
  o: { userId?: number; version?: TestVersionId; graded?: boolean } = {},
): CombinePartRecord {
  return {
    attemptId: nextId++,
    userId: o.userId ?? 7,
    graded: o.graded ?? true,
    version: o.version ?? 'paper',
    targetType: 'practice',
    targetId: 1,
    targetTitle: 'T',
    finishedAt: new Date(),
    sections,
    questionSections,
  };
}

const ids = (parts: CombinePartRecord[]) => parts.map((p) => p.attemptId);
const problems = (parts: CombinePartRecord[], attemptIds = ids(parts), userId = 7) => {
  const out = combineAttempts(userId, attemptIds, parts);
  return out.ok ? [] : out.problems;
};

describe('combine rules', () => {
  const reading = () => part([score('reading', 30)], ['reading']);
  const writing = () => part([score('writing-language', 25)], ['writing-language']);
  const wholeMath = () => part([score('math', 600)], ['math-no-calculator', 'math-calculator']);
  const halfMath = (s: Section) => part([score('math', 400)], [s]);

  it('totals a paper test from reading, writing and a whole math: (R + W) x 10 + M', () => {
    const parts = [reading(), writing(), wholeMath()];
    const out = combineAttempts(7, ids(parts), parts);
    expect(out.ok && out.total).toBe(1150);
    expect(out.ok && out.sections.map((s) => [s.name, s.attemptId])).toEqual([
      ['reading', parts[0].attemptId],
      ['writing-language', parts[1].attemptId],
      ['math', parts[2].attemptId],
    ]);
  });

  it('needs every section, and paper math with both of its parts', () => {
    expect(problems([reading(), wholeMath()])).toEqual(['validation.combine.incomplete']);
    expect(problems([reading(), writing(), halfMath('math-calculator')])).toEqual(['validation.combine.incomplete']);
  });

  it('refuses a section from two attempts, even two halves of math', () => {
    expect(problems([reading(), writing(), halfMath('math-calculator'), halfMath('math-no-calculator')])).toContain('validation.combine.repeated');
    const r = reading();
    expect(problems([r, writing(), wholeMath()], [r.attemptId, r.attemptId])).toEqual(['validation.combine.repeated']);
  });

  it('refuses mixed versions, other users and ungraded or unknown attempts', () => {
    expect(problems([reading(), part([score('math', 500)], ['math'], { version: 'digital' })])).toEqual(['validation.combine.mixed_versions']);
    expect(problems([reading(), part([score('writing-language', 20)], ['writing-language'], { userId: 8 })])).toEqual([
      'validation.combine.other_user',
    ]);
    expect(problems([reading(), part([], [], { graded: false })])).toEqual(['validation.combine.not_graded']);
    expect(problems([reading()], [nextId + 100, nextId + 101])).toEqual(['validation.combine.not_graded']);
  });

  it('answers a null total when a part has no scaled score', () => {
    const parts = [
      part([score('reading-writing', null)], ['reading-writing'], { version: 'digital' }),
      part([score('math', 500)], ['math'], { version: 'digital' }),
    ];
    const out = combineAttempts(7, ids(parts), parts);
    expect(out.ok && out.total).toBeNull();
  });
});

describe('histogram', () => {
  it('puts the scale ends into the first and last bars', () => {
    const bars = histogram(TOTAL_SCALE, [
      { score: 400, count: 2 },
      { score: 499, count: 1 },
      { score: 500, count: 1 },
      { score: 1600, count: 3 },
    ]);
    expect(bars).toHaveLength(12);
    expect(bars[0]).toEqual({ from: 400, to: 499, count: 3 });
    expect(bars[1]).toEqual({ from: 500, to: 599, count: 1 });
    expect(bars[11]).toEqual({ from: 1500, to: 1600, count: 3 });
  });

  it('uses 6 bars of 5 for paper test scores', () => {
    const bars = histogram({ min: 10, max: 40, step: 1 }, [{ score: 40, count: 1 }]);
    expect(bars.map((b) => [b.from, b.to])).toEqual([
      [10, 14],
      [15, 19],
      [20, 24],
      [25, 29],
      [30, 34],
      [35, 40],
    ]);
    expect(bars[5].count).toBe(1);
  });
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-5)).toBe('-5');
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@x,y')).toBe(`"'@x,y"`);
  });

  it('writes a BOM and CRLF rows', () => {
    expect(
      toCsv([
        ['a', 1],
        ['學生', null],
      ]),
    ).toBe('\uFEFFa,1\r\n學生,\r\n');
  });
});
