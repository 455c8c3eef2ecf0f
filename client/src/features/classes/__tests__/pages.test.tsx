import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, loggedInRoutes, makeUser } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { classDetail, classTest, lock, roster } from './fixtures';

beforeEach(() => {
  window.localStorage.setItem('lang', 'EN-US');
  window.localStorage.setItem(STORAGE_KEYS.idToken, 'tok');
});

const student = makeUser({ id: 11, all_roles: ['student'] });

describe('the class test lock page', () => {
  it("tells the student to contact the teacher when the start is refused for the owner's coins (spec section 8)", async () => {
    const server = fakeServer({
      ...loggedInRoutes(student),
      'GET class-exams/40/lock': { body: lock() },
      'POST class-exams/40/start': { status: 402, body: { code: 'insufficient_coins', message: 'whatever' } },
    });
    renderApp('/class/exam/40', server.fetch);
    await userEvent.click(await screen.findByTestId('lock-start'));
    expect((await screen.findByTestId('lock-problem')).textContent).toBe(
      'Tests for this class cannot be taken right now; please contact your teacher.',
    );
    expect(screen.getByTestId('bare-layout')).toBeTruthy();
  });

  it('opens the started attempt in the runner', async () => {
    const server = fakeServer({
      ...loggedInRoutes(student),
      'GET class-exams/40/lock': { body: lock() },
      'POST class-exams/40/start': { status: 201, body: { target_type: 'practice', target_id: 9, attempt_id: 500, created: true } },
    });
    const { router } = renderApp('/class/exam/40', server.fetch);
    await userEvent.click(await screen.findByTestId('lock-start'));
    // The runner then opens attempt 500 (or sends back to its start page when the fake server has none).
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/test\/practice\/9/), { timeout: 5000 });
    expect(server.calls.map((c) => c.path)).toContain('class-exams/40/start');
  });

  it('asks a visitor to log in first', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.idToken);
    renderApp('/class/exam/40', fakeServer({ 'GET tenant': { body: loggedInRoutes(student)['GET tenant'].body } }).fetch);
    expect(await screen.findByTestId('lock-login')).toBeTruthy();
  });
});

describe('joining a class', () => {
  it('says the class is full, and that a code is wrong', async () => {
    const server = fakeServer({
      ...loggedInRoutes(student),
      'GET classes': { body: [] },
      'GET class-exams/mine': { body: [] },
      'GET class-codes/FULL23': {
        body: {
          name: 'Full class',
          owner: { id: 7, username: 'ada', first_name: 'Ada', last_name: 'L' },
          method: 'online',
          start_date: null,
          requires_approval: false,
          seats_left: 1,
          archived: false,
        },
      },
      'POST classes/join': { status: 409, body: { code: 'CONFLICT', message: 'x', reason: 'class_full' } },
    });
    renderApp('/classes?join=full23', server.fetch);
    await userEvent.click(await screen.findByTestId('join-submit'));
    expect((await screen.findByTestId('join-error')).textContent).toBe('This class is full. Ask your teacher for a seat.');
    expect(server.calls.find((c) => c.path === 'classes/join')?.body).toEqual({ code: 'FULL23' });

    await userEvent.clear(screen.getByTestId('join-code'));
    await userEvent.type(screen.getByTestId('join-code'), 'nope99');
    await userEvent.click(screen.getByTestId('join-find'));
    expect((await screen.findByTestId('join-error')).textContent).toBe('No class has this code. Check it with your teacher.');
  });
});

describe("the teacher's class page", () => {
  const teacher = makeUser({ id: 7, all_roles: ['teacher'] });
  it('shows the codes and the roster, and the refusal of a send for coins on the same page', async () => {
    const server = fakeServer({
      ...loggedInRoutes(teacher),
      'GET classes/3': { body: classDetail() },
      'GET classes/3/roster': { body: roster() },
      'GET classes/3/tests': { body: [classTest()] },
      'GET practices': { body: { data: [{ id: 9, title: 'Drill 9' }], current_page: 1, total: 1 } },
      'POST classes/3/tests': { status: 402, body: { code: 'insufficient_coins', message: 'x' } },
    });
    renderApp('/classes-i-created?class=3', server.fetch);
    expect(((await screen.findByTestId('class-code', {}, { timeout: 5000 })) as HTMLInputElement).value).toBe('ABC234');
    expect(await screen.findByTestId('teacher-nav')).toBeTruthy();
    expect(await screen.findByTestId('pending-12')).toBeTruthy();
    expect(screen.getByTestId('student-11')).toBeTruthy();

    await userEvent.click(screen.getByTestId('class-tab-tests'));
    await userEvent.click(await screen.findByTestId('send-test-toggle'));
    await screen.findByRole('option', { name: 'Drill 9' });
    await userEvent.selectOptions(screen.getByTestId('send-test-pick'), '9');
    await userEvent.click(screen.getByTestId('send-test-submit'));
    expect((await screen.findByTestId('send-insufficient-coins')).textContent).toContain('Your coins cannot pay for this test');
    expect(screen.getByTestId('class-page')).toBeTruthy();
  });

  it('shows who has not started, is taking and finished a test, and edits its window and releases its explanations', async () => {
    const test = classTest({ assigned_count: 5, finished_count: 2, in_progress_count: 1 });
    const server = fakeServer({
      ...loggedInRoutes(teacher),
      'GET classes/3': { body: classDetail() },
      'GET classes/3/roster': { body: roster() },
      'GET classes/3/tests': { body: [test] },
      'PATCH class-exams/40': ({ body }) => ({ body: { ...test, ...(body as object) } }),
      'POST class-exams/40/release-explanations': { body: { ...test, attempts_allowed: 3, explanations_released: true } },
    });
    renderApp('/classes-i-created?class=3&tab=tests', server.fetch);
    expect((await screen.findByTestId('test-counts-40', {}, { timeout: 5000 })).textContent).toBe('Not started 2 · In progress 1 · Finished 2');

    await userEvent.click(screen.getByTestId('test-edit-40'));
    const attempts = await screen.findByTestId('edit-test-attempts');
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '9');
    await userEvent.click(screen.getByTestId('edit-test-save'));
    expect(await screen.findByText('Allow from 1 to 5 attempts.')).toBeTruthy();
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '3');
    await userEvent.click(screen.getByTestId('edit-test-release'));
    await userEvent.click(screen.getByTestId('edit-test-save'));
    await waitFor(() => expect(screen.queryByTestId('edit-test-modal')).toBeNull());
    const patch = server.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({
      title: 'Drill 9',
      opens_at: new Date(test.opens_at).toISOString(),
      due_at: new Date(test.due_at).toISOString(),
      attempts_allowed: 3,
    });
    expect(server.calls.some((c) => c.method === 'POST' && c.path === 'class-exams/40/release-explanations')).toBe(true);
    expect(screen.getByTestId('class-test-40').textContent).toContain('3 attempts');
  });

  it('lands on /classes-i-created from /teacher', async () => {
    const server = fakeServer({ ...loggedInRoutes(teacher), 'GET classes/created': { body: [] }, 'GET classes': { body: [] } });
    const { router } = renderApp('/teacher', server.fetch);
    await screen.findByTestId('created-classes-page', {}, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/classes-i-created');
  });
});

describe('a class test explanation', () => {
  it('asks the class route when the link names the class test', async () => {
    const { reviewQuestions } = await import('../../results/__tests__/fixtures');
    const server = fakeServer({
      ...loggedInRoutes(student),
      'GET class-explanations/questions/101': ({ url }) =>
        url.searchParams.get('class_exam_id') === '40'
          ? { body: { ...reviewQuestions[0], answer: undefined, outcome: undefined } }
          : { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderApp('/class/explanation/question/101?class_exam_id=40', server.fetch);
    expect(await screen.findByTestId('review-explanation', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.calls.some((c) => c.path === 'explanations/questions/101')).toBe(false);
  });

  it('says when the explanations open while the class route still refuses them', async () => {
    const server = fakeServer({
      ...loggedInRoutes(student),
      'GET class-explanations/questions/101': { status: 403, body: { code: 'FORBIDDEN', message: 'x' } },
    });
    const { router } = renderApp('/class/explanation/question/101?class_exam_id=40', server.fetch);
    expect((await screen.findByTestId('class-explanation-locked', {}, { timeout: 5000 })).textContent).toContain('open when its due time has passed');
    expect(router.state.location.pathname).toBe('/class/explanation/question/101');
  });
});
