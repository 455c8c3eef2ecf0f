import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeacherGradingDetailDto } from '@app/shared';
import { makeUser } from '../../../test/fake-server';
import { detail, feedback, startAsTeacher } from './fixtures';

describe('the grading order page', () => {
  it('VIP on a machine-scored test: a review without a score field; sends comments and the filled question comments', async () => {
    const order = detail({ service: 'vip_comments' });
    let sent: unknown = null;
    const { server } = startAsTeacher('/teacher/grading/5', {
      'GET teacher-grading/5': { body: order },
      'POST teacher-grading/5/complete': ({ body }) => {
        sent = body;
        return { body: { ...order, status: 'done', feedback: feedback() } satisfies TeacherGradingDetailDto };
      },
    });
    const form = await screen.findByTestId('grading-form');
    expect(within(screen.getByTestId('grading-answers')).getAllByTestId('review-question')).toHaveLength(2);
    expect(screen.getByText('Module 1, question 2')).toBeTruthy();

    // The service's rules run before anything is sent.
    await userEvent.click(within(form).getByTestId('grading-submit'));
    // Comments are required; there is no score to give: the test scored itself (issue 12 item 13).
    expect(await screen.findAllByText('This field is required.', { selector: '.invalid-feedback' })).toHaveLength(1);
    expect(server.calls.some((c) => c.path === 'teacher-grading/5/complete')).toBe(false);
    expect(screen.queryByTestId('grading-score')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your review' })).toBeTruthy();
    expect(screen.getByTestId('grading-review-note').textContent).toContain('scored automatically');

    await userEvent.type(screen.getByTestId('grading-comments'), 'Good pacing.');
    await userEvent.type(screen.getByTestId('grading-question-comment-502'), 'Re-read the stem.');
    await userEvent.click(screen.getByTestId('grading-submit'));
    await waitFor(() => expect(sent).toEqual({ comments: 'Good pacing.', question_comments: [{ question_id: 502, comment: 'Re-read the stem.' }] }));
    expect(await screen.findByTestId('feedback-details')).toBeTruthy();
    expect(screen.getByTestId('grading-order-page').getAttribute('data-status')).toBe('done');
  });

  it('simple review: no comment boxes under the answers; a 422 lands on its field', async () => {
    const order = detail({ service: 'simple_comments' });
    startAsTeacher('/teacher/grading/5', {
      'GET teacher-grading/5': { body: order },
      'POST teacher-grading/5/complete': {
        status: 422,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'This text is too long.',
          errors: { comments: ['This text is too long.'] },
        },
      },
    });
    await screen.findByTestId('grading-form');
    expect(screen.queryByTestId('grading-question-comment-501')).toBeNull();
    await userEvent.type(screen.getByTestId('grading-comments'), 'Work on ratios.');
    await userEvent.click(screen.getByTestId('grading-submit'));
    expect(await screen.findByText('This text is too long.', { selector: '.invalid-feedback' })).toBeTruthy();
  });

  it('a pending order offers the claim instead of the form, then the form once claimed', async () => {
    let claimed = false;
    startAsTeacher('/teacher/grading/5', {
      'GET teacher-grading/5': () => ({ body: detail({ status: claimed ? 'in_review' : 'pending', teacher: null }) }),
      'POST teacher-grading/5/claim': () => {
        claimed = true;
        return { body: detail() };
      },
    });
    await userEvent.click(await screen.findByTestId('grading-claim'));
    expect(await screen.findByTestId('grading-form')).toBeTruthy();
  });

  it('shows the feedback of a done order with its question labels', async () => {
    startAsTeacher('/teacher/grading/5', { 'GET teacher-grading/5': { body: detail({ status: 'done', feedback: feedback() }) } });
    const details = await screen.findByTestId('feedback-details');
    expect(within(details).getByTestId('feedback-score').textContent).toBe('1,380');
    expect(within(details).getByText('Module 2, question 4')).toBeTruthy();
    expect(within(details).getByText('Question #999')).toBeTruthy();
    expect(screen.queryByTestId('grading-form')).toBeNull();
  });

  it('is the same page under /admin/grading for super-admins', async () => {
    const admin = makeUser({ all_roles: ['super-admin'] });
    startAsTeacher('/admin/grading/5', { 'GET auth/me': { body: { user: admin } }, 'GET teacher-grading/5': { body: detail() } });
    expect(await screen.findByTestId('grading-form')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the grading queue' }).getAttribute('href')).toBe('/admin/grading');
  });

  it('sends teachers away from /admin/grading (403)', async () => {
    const { router } = startAsTeacher('/admin/grading');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });
});
