/**
 * A graded digital full test as the results module answers it (98 questions: 2 x 27 Reading and
 * Writing, 2 x 22 Math), deterministic, for the PDF renderer's tests and its bench.
 */
import { MATH_DOMAINS, READING_WRITING_DOMAINS, type QuestionOutcome, type ResultDto, type ResultQuestionDto, type Section } from '@app/shared';

const MODULES: { section: Section; title: string; count: number; domains: Record<string, readonly string[]> }[] = [
  { section: 'reading-writing', title: 'Reading and Writing: Module 1', count: 27, domains: READING_WRITING_DOMAINS },
  { section: 'reading-writing', title: 'Reading and Writing: Module 2 (harder)', count: 27, domains: READING_WRITING_DOMAINS },
  { section: 'math', title: 'Math: Module 1', count: 22, domains: MATH_DOMAINS },
  { section: 'math', title: 'Math: Module 2 (easier)', count: 22, domains: MATH_DOMAINS },
];
const OUTCOMES: QuestionOutcome[] = ['correct', 'correct', 'wrong', 'correct', 'omitted', 'correct', 'wrong'];

function questions(): ResultQuestionDto[] {
  let id = 1000;
  return MODULES.flatMap((m, mi) =>
    Array.from({ length: m.count }, (_, i): ResultQuestionDto => {
      const domain = Object.keys(m.domains)[i % 4];
      const outcome = OUTCOMES[(i + mi) % OUTCOMES.length];
      const gridIn = m.section === 'math' && i % 5 === 4;
      const key = gridIn ? '3/4, .75, 0.75' : 'ABCD'[i % 4];
      const answer = outcome === 'omitted' ? '' : outcome === 'correct' ? key.split(',')[0] : gridIn ? '1.5' : 'ABCD'[(i + 1) % 4];
      return {
        questionId: id++,
        number: i + 1,
        modulePosition: mi + 1,
        moduleTitle: m.title,
        section: m.section,
        type: gridIn ? 'grid-in' : 'multiple-choice',
        domain,
        skill: m.domains[domain][0],
        difficulty: ['easy', 'medium', 'hard'][i % 3],
        answer,
        answerKey: key,
        outcome,
        marked: i % 9 === 0,
        timeSpentSeconds: 40 + ((i * 37) % 120),
      };
    }),
  );
}

/** A graded result; `overrides` replace top-level fields (e.g. a title, the status). */
export function resultFixture(overrides: Partial<ResultDto> = {}): ResultDto {
  const qs = questions();
  const count = (o: QuestionOutcome) => qs.filter((q) => q.outcome === o).length;
  const breakdown = (section: Section, domains: Record<string, readonly string[]>) =>
    Object.keys(domains).map((name) => {
      const of = qs.filter((q) => q.section === section && q.domain === name);
      return { name, section, correct: of.filter((q) => q.outcome === 'correct').length, total: of.length };
    });
  return {
    attemptId: 1,
    status: 'graded',
    target: { type: 'adaptive', id: 7, title: 'Digital SAT Practice Test 4', version: 'digital' },
    userId: 1,
    total: 1260,
    sections: [
      { name: 'reading-writing', raw: 31, maxRaw: 54, scaled: 610, lower: 580, upper: 640, route: 'harder' },
      { name: 'math', raw: 26, maxRaw: 44, scaled: 650, lower: 620, upper: 680, route: 'easier' },
    ],
    domains: [...breakdown('reading-writing', READING_WRITING_DOMAINS), ...breakdown('math', MATH_DOMAINS)],
    skills: [],
    questions: qs,
    counts: { correct: count('correct'), wrong: count('wrong'), omitted: count('omitted'), unscored: 0 },
    leaveCount: 2,
    startedAt: '2026-11-20T01:00:00.000Z',
    finishedAt: '2026-11-20T03:14:00.000Z',
    gradedAt: '2026-11-20T03:15:00.000Z',
    previous: null,
    pdfUnlocked: true,
    ...overrides,
  };
}
