import type { ResultDto, ResultQuestionDto, ReviewQuestionDto } from '@app/shared';

const question = (overrides: Partial<ResultQuestionDto>): ResultQuestionDto => ({
  questionId: 100,
  number: 1,
  modulePosition: 1,
  moduleTitle: 'Reading and Writing, module 1',
  section: 'reading-writing',
  type: 'multiple-choice',
  domain: 'craft-and-structure',
  skill: 'words-in-context',
  difficulty: 'medium',
  answer: 'B',
  answerKey: 'B',
  outcome: 'correct',
  marked: false,
  timeSpentSeconds: 75,
  ...overrides,
});

export const questions: ResultQuestionDto[] = [
  question({}),
  question({ questionId: 101, number: 2, answer: 'A', answerKey: 'C', outcome: 'wrong', marked: true }),
  question({ questionId: 102, number: 3, answer: '', answerKey: 'D', outcome: 'omitted', timeSpentSeconds: 5 }),
  question({
    questionId: 200,
    number: 1,
    modulePosition: 3,
    moduleTitle: 'Math, module 1',
    section: 'math',
    type: 'grid-in',
    domain: 'algebra',
    skill: 'linear-functions',
    answer: '3/4',
    answerKey: '*',
    outcome: 'unscored',
  }),
];

/** A graded digital adaptive result: 1350 (680 + 670), 40 up on the previous attempt, left twice. */
export function gradedResult(overrides: Partial<ResultDto> = {}): ResultDto {
  return {
    attemptId: 5,
    status: 'graded',
    target: { type: 'adaptive', id: 9, title: 'Digital SAT practice test 1', version: 'digital' },
    userId: 7,
    total: 1350,
    sections: [
      { name: 'reading-writing', raw: 40, maxRaw: 54, scaled: 680, lower: 650, upper: 710, route: 'harder' },
      { name: 'math', raw: 35, maxRaw: 44, scaled: 670, lower: 640, upper: 700, route: 'easier' },
    ],
    domains: [
      { name: 'craft-and-structure', section: 'reading-writing', correct: 9, total: 12 },
      { name: 'algebra', section: 'math', correct: 10, total: 13 },
    ],
    skills: [
      { name: 'words-in-context', section: 'reading-writing', correct: 4, total: 5 },
      { name: 'linear-functions', section: 'math', correct: 3, total: 4 },
    ],
    questions,
    counts: { correct: 1, wrong: 1, omitted: 1, unscored: 1 },
    leaveCount: 2,
    startedAt: '2026-11-20T09:00:00.000Z',
    finishedAt: '2026-11-20T11:14:00.000Z',
    gradedAt: '2026-11-20T11:15:00.000Z',
    previous: { attemptId: 3, total: 1310, finishedAt: '2026-11-01T11:00:00.000Z' },
    pdfUnlocked: false,
    ...overrides,
  };
}

/** The same attempt before the grading job ran. */
export function gradingResult(): ResultDto {
  return gradedResult({ status: 'grading', total: null, sections: [], domains: [], skills: [], questions: [], gradedAt: null, previous: null });
}

export const reviewQuestions: ReviewQuestionDto[] = [
  {
    ...questions[1],
    stem: '<p>Which choice completes the text?</p>',
    choices: [
      { label: 'A', text: 'candid' },
      { label: 'B', text: 'wary' },
      { label: 'C', text: 'meticulous' },
      { label: 'D', text: 'idle' },
    ],
    passage: { id: 1, title: 'Watchmakers', body: '<p>The watchmaker was ______ in her work.</p>' },
    explanation: '<p>Choice C is the best answer.</p>',
  },
  {
    ...questions[3],
    stem: '<p>Solve \\(4x = 3\\).</p>',
    choices: [],
    passage: null,
    explanation: '<p>Divide by 4: \\(x = \\frac{3}{4}\\).</p>',
  },
];
