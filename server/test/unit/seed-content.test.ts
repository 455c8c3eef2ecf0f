/**
 * Every seeded question through the shared answer checker: its own answer graded right, a known wrong
 * answer graded wrong, a key the editor accepts, a real section/domain/skill (validate-content.ts).
 */
import { ALL_SAMPLE_MODULES, SAMPLE_ADAPTIVE_TEST, SAMPLE_DRILLS, SAMPLE_PAPER_SECTIONS } from '../../src/seeds/content';
import { problemsOf, rightResponseOf } from '../../src/seeds/content/validate-content';
import { checkAnswer, gradeAnswer, versionOf, READING_WRITING_DOMAINS, MATH_DOMAINS } from '@app/shared';

const allQuestions = ALL_SAMPLE_MODULES.flatMap((m) => m.questions.map((q) => ({ m, q })));

describe('original sample content', () => {
  it('has no problem in any module', () => {
    const seen = new Set<string>();
    expect(ALL_SAMPLE_MODULES.flatMap((m) => problemsOf(m, seen))).toEqual([]);
  });

  it.each(allQuestions.map(({ m, q }) => [q.slug, m, q] as const))('%s: own answer right, known wrong answer wrong', (_slug, m, q) => {
    const opts = { type: q.type, version: versionOf(m.section) };
    expect(gradeAnswer(q.answerKey, rightResponseOf(q), opts).correct).toBe(true);
    expect(gradeAnswer(q.answerKey, q.wrongResponse, opts).correct).toBe(false);
    if (opts.version === 'digital') expect(checkAnswer(q.answerKey, rightResponseOf(q), q.type)).toBe(true);
  });

  it('is a complete adaptive digital test: 27-question RW modules and 22-question Math modules', () => {
    const [rw, math] = SAMPLE_ADAPTIVE_TEST.sections;
    expect([rw.module1, rw.easier, rw.harder].map((m) => m.questions.length)).toEqual([27, 27, 27]);
    expect([math.module1, math.easier, math.harder].map((m) => m.questions.length)).toEqual([22, 22, 22]);
    const mathQuestions = [math.module1, math.easier, math.harder].flatMap((m) => m.questions);
    const gridIns = mathQuestions.filter((q) => q.type === 'grid-in').length;
    // About a quarter of Math is student-produced responses.
    expect(gridIns / mathQuestions.length).toBeGreaterThan(0.2);
    expect(gridIns / mathQuestions.length).toBeLessThan(0.33);
  });

  it('covers every domain and skill across the adaptive test', () => {
    const used = new Set(
      SAMPLE_ADAPTIVE_TEST.sections.flatMap((s) => [s.module1, s.easier, s.harder]).flatMap((m) => m.questions.map((q) => q.skill)),
    );
    const all = [...Object.values(READING_WRITING_DOMAINS), ...Object.values(MATH_DOMAINS)].flat();
    expect(all.filter((skill) => !used.has(skill))).toEqual([]);
  });

  it('has a drill of at least 10 questions for each of the eight domains', () => {
    const domains = SAMPLE_DRILLS.map((d) => new Set(d.questions.map((q) => q.domain)));
    expect(domains.every((set) => set.size === 1)).toBe(true);
    expect(new Set(domains.map((set) => [...set][0])).size).toBe(8);
    expect(SAMPLE_DRILLS.every((d) => d.questions.length >= 10)).toBe(true);
  });

  it('has a paper Math calculator section of 30 choice and 8 grid-in questions', () => {
    const [paper] = SAMPLE_PAPER_SECTIONS;
    expect(paper.section).toBe('math-calculator');
    expect(paper.questions.filter((q) => q.type === 'multiple-choice')).toHaveLength(30);
    expect(paper.questions.filter((q) => q.type === 'grid-in')).toHaveLength(8);
  });
});
