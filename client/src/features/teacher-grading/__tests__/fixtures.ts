import type { GradingFeedbackDto, ReviewQuestionDto, StudentGradingDto, TeacherGradingDetailDto, TeacherGradingOrderDto } from '@app/shared';
import { fakeServer, loggedInRoutes, makeUser, type Handler, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

export const queueOrder = (id: number, overrides: Partial<TeacherGradingOrderDto> = {}): TeacherGradingOrderDto => ({
  id,
  attempt_id: id * 10,
  service: 'simple_comments',
  status: 'pending',
  priority: false,
  student: { id: 70 + id, username: `student${id}`, first_name: 'Mei', last_name: `Chen ${id}` },
  test: { type: 'practice', id: 3, title: `Math module ${id}` },
  teacher: null,
  ordered_at: '2026-03-01T10:00:00.000Z',
  due_at: '2026-03-04T10:00:00.000Z',
  claimed_at: null,
  completed_at: null,
  ...overrides,
});

export const answer = (questionId: number, number: number): ReviewQuestionDto => ({
  questionId,
  number,
  modulePosition: 1,
  moduleTitle: 'Math, module 1',
  section: 'math',
  type: 'grid-in',
  domain: 'algebra',
  skill: 'linear-functions',
  difficulty: 'medium',
  answer: '7',
  answerKey: '3',
  outcome: 'wrong',
  marked: false,
  timeSpentSeconds: 40,
  stem: `Solve question ${number}.`,
  choices: [],
  passage: null,
  explanation: 'Subtract 2.',
});

export const detail = (overrides: Partial<TeacherGradingDetailDto> = {}): TeacherGradingDetailDto => ({
  ...queueOrder(5, { status: 'in_review', teacher: { id: 7, username: 'ada', first_name: 'Ada', last_name: 'Lovelace' } }),
  result: null,
  questions: [answer(501, 1), answer(502, 2)],
  feedback: null,
  ...overrides,
});

export const feedback = (overrides: Partial<GradingFeedbackDto> = {}): GradingFeedbackDto => ({
  order_id: 5,
  attempt_id: 12,
  service: 'vip_comments',
  score: 1380,
  comments: 'Good pacing.\nWatch the signs.',
  question_comments: [
    { question_id: 501, number: 4, module_position: 2, comment: 'Re-read the stem.' },
    { question_id: 999, number: null, module_position: null, comment: 'Gone from the bank.' },
  ],
  teacher: { first_name: 'Ada', last_name: 'Lovelace' },
  completed_at: '2026-03-02T09:00:00.000Z',
  ...overrides,
});

export const studentOrder = (overrides: Partial<StudentGradingDto> = {}): StudentGradingDto => ({
  order_id: 5,
  attempt_id: 12,
  service: 'vip_comments',
  status: 'pending',
  priority: false,
  price: 60,
  ordered_at: '2026-03-01T10:00:00.000Z',
  due_at: '2026-03-04T10:00:00.000Z',
  feedback: null,
  ...overrides,
});

/** The whole app at `path`, logged in as a teacher, with the grading calls answered by `routes`. */
export function startAsTeacher(path: string, routes: Record<string, Handler | Reply> = {}) {
  window.localStorage.setItem('id_token', 'token');
  const server = fakeServer({ ...loggedInRoutes(makeUser({ all_roles: ['teacher'] })), ...routes });
  return { server, ...renderApp(path, server.fetch) };
}
