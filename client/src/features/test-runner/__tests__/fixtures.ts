import type { AttemptDto, AttemptModuleDto, SavedAnswerDto, TestQuestionDto } from '@app/shared';

export const question = (id: number, number: number, overrides: Partial<TestQuestionDto> = {}): TestQuestionDto => ({
  id,
  number,
  type: 'multiple-choice',
  section: 'math',
  stem: `<p>Question ${number}</p>`,
  choices: ['A', 'B', 'C', 'D'].map((label) => ({ label, text: `Choice ${label}${number}` })),
  passage: null,
  ...overrides,
});

export const mathModule = (overrides: Partial<AttemptModuleDto> = {}): AttemptModuleDto => ({
  id: 11,
  position: 1,
  section: 'math',
  stage: 'module1',
  title: '',
  tools: ['calculator', 'reference-sheet', 'eliminator'],
  startedAt: '2026-01-01T10:00:00.000Z',
  endsAt: '2026-01-01T10:35:00.000Z',
  questions: [question(101, 1), question(102, 2), question(103, 3, { type: 'grid-in', choices: [] })],
  ...overrides,
});

export const saved = (questionId: number, overrides: Partial<SavedAnswerDto> = {}): SavedAnswerDto => ({
  questionId,
  answer: '',
  marked: false,
  eliminated: [],
  annotations: { highlights: [] },
  timeSpentSeconds: 0,
  seq: 1,
  ...overrides,
});

/** An attempt in its first module, read at 10:00:00 on the server's clock. */
export const attempt = (overrides: Partial<AttemptDto> = {}): AttemptDto => ({
  id: 5,
  status: 'in_progress',
  target: { type: 'adaptive', id: 9, title: 'Adaptive Test 1', version: 'digital' },
  plan: [
    {
      position: 1,
      section: 'math',
      stage: 'module1',
      title: '',
      questionCount: 3,
      state: 'current',
      submittedBy: null,
      breakAfterSeconds: 600,
    },
    {
      position: 2,
      section: 'math',
      stage: 'module2',
      title: '',
      questionCount: 2,
      state: 'upcoming',
      submittedBy: null,
      breakAfterSeconds: 0,
    },
  ],
  currentModule: mathModule(),
  answers: [],
  breakEndsAt: null,
  leaveCount: 0,
  extraTimePercent: 0,
  restartOfId: null,
  startedAt: '2026-01-01T10:00:00.000Z',
  finishedAt: null,
  serverNow: '2026-01-01T10:00:00.000Z',
  ...overrides,
});
