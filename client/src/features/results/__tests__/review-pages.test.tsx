import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gradedResult, reviewQuestions } from './fixtures';
import { start } from './render';

describe('/viewTest walk-through', () => {
  it('opens at the question in the URL, marks the answer and the key, shows the explanation, and jumps', async () => {
    const { router } = start('/viewTest?attempt=5&question=200', {
      'GET results/5/review': { body: reviewQuestions },
      'GET results/5': { body: gradedResult() },
    });

    expect(await screen.findByRole('heading', { name: 'Review: Digital SAT practice test 1' })).toBeTruthy();
    expect(screen.getByTestId('review-heading').textContent).toBe('Question 1 · Math, module 1');
    expect(screen.getByTestId('review-answer').textContent).toBe('3/4');
    expect(screen.getByTestId('review-key').textContent).toBe('*');
    expect(screen.getByTestId('review-explanation').textContent).toContain('Divide by 4');
    expect(screen.getByTestId('review-next').hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).not.toBe(screen.getByTestId('review-heading'));

    fireEvent.click(within(screen.getByTestId('question-jump')).getByRole('button', { name: 'Question 2 · Reading and Writing, module 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?attempt=5&question=101'));
    // The jump takes the focus to the new question's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('review-heading')));
    expect(screen.getByTestId('review-passage').textContent).toContain('The watchmaker');
    const picked = screen.getByTestId('review-choice-A');
    expect(picked.getAttribute('data-answer')).toBe('true');
    expect(picked.getAttribute('data-key')).toBe('false');
    expect(within(picked).getByText('Your answer')).toBeTruthy();
    const key = screen.getByTestId('review-choice-C');
    expect(key.getAttribute('data-key')).toBe('true');
    expect(within(key).getByText('Correct answer')).toBeTruthy();
    expect(screen.getByTestId('outcome-badge').textContent).toBe('Wrong');

    fireEvent.click(screen.getByTestId('review-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?attempt=5&question=200'));
    expect(screen.getByRole('link', { name: 'Back to score report' }).getAttribute('href')).toBe('/result/5');
  });

  it('sends a missing attempt id to the not-found page', async () => {
    const { router } = start('/viewTest');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('explanation pages', () => {
  const explanation = { body: { ...reviewQuestions[0], answer: undefined, outcome: undefined } };

  it('/explanation/question/:id shows the question, its key and explanation, without a student answer', async () => {
    start('/explanation/question/101', { 'GET explanations/questions/101': explanation });
    expect(await screen.findByRole('heading', { name: 'Question explanation' })).toBeTruthy();
    expect(screen.getByTestId('explanation-page').getAttribute('data-layout')).toBe('desktop');
    expect(screen.getByTestId('review-choice-C').getAttribute('data-key')).toBe('true');
    expect(screen.queryByText('Your answer')).toBeNull();
    expect(screen.getByTestId('review-explanation').textContent).toContain('Choice C is the best answer.');
  });

  it('the class and mobile paths show the same question; mobile stacks the passage above it', async () => {
    start('/explanation/m/question/101', { 'GET explanations/questions/101': explanation });
    expect((await screen.findByTestId('explanation-page')).getAttribute('data-layout')).toBe('mobile');
    expect(screen.getByTestId('review-passage').parentElement?.getAttribute('data-layout')).toBe('stacked');
  });

  it('/class/explanation/question/:id loads the explanation too', async () => {
    const { server } = start('/class/explanation/question/101', { 'GET explanations/questions/101': explanation });
    expect(await screen.findByTestId('review-explanation')).toBeTruthy();
    expect(server.calls.some((c) => c.path === 'explanations/questions/101')).toBe(true);
  });
});
