import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PracticeDto, PracticeQuestionDto } from '@app/shared';
import { PracticeEditor } from '../components/practice-editor';
import { moveItem, removeAt } from '../question-order';
import { renderWith } from '../../../test/render-with';

const question = (id: number): PracticeQuestionDto['question'] => ({
  id,
  type: 'multiple-choice',
  section: 'math',
  domain: 'algebra',
  skill: 'linear-functions',
  difficulty: 'medium',
  status: 'published',
  owner_id: 1,
  stem_excerpt: `Question ${id} stem`,
});

const practice: PracticeDto = {
  id: 5,
  title: 'Algebra drill',
  version: 'digital',
  kind: 'drill',
  section: 'math',
  question_count: 3,
  time_limit_seconds: 900,
  tools: ['calculator', 'reference-sheet'],
  status: 'draft',
  owner_id: 1,
  owner_kind: 'admin',
  first_taken_at: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  questions: [11, 12, 13].map((id, i) => ({ position: i + 1, question: question(id) })),
};

const order = () =>
  within(screen.getByTestId('question-list'))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-testid'));
const bank = { 'GET questions': { body: { data: [], current_page: 1, total: 0 } } };

describe('question order helpers', () => {
  it('move and remove without losing or duplicating items', () => {
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(removeAt([1, 2, 3], 1)).toEqual([1, 3]);
  });
});

describe('PracticeEditor', () => {
  it('keeps the order through move up, move down and remove, and saves that order', async () => {
    const { server } = renderWith(<PracticeEditor practice={practice} onSaved={() => {}} />, {
      ...bank,
      'PATCH practices/5': ({ body }) => ({ body: { ...practice, question_ids: (body as { question_ids: number[] }).question_ids } }),
    });
    expect(order()).toEqual(['question-row-11', 'question-row-12', 'question-row-13']);

    await userEvent.click(screen.getByTestId('move-down-11'));
    expect(order()).toEqual(['question-row-12', 'question-row-11', 'question-row-13']);

    await userEvent.click(screen.getByTestId('move-up-13'));
    expect(order()).toEqual(['question-row-12', 'question-row-13', 'question-row-11']);

    await userEvent.click(screen.getByTestId('remove-13'));
    expect(order()).toEqual(['question-row-12', 'question-row-11']);

    await userEvent.click(screen.getByTestId('practice-save'));
    await waitFor(() => expect(server.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ question_ids: [12, 11] }));
  });

  it('explains and locks the order once students took the practice', () => {
    renderWith(<PracticeEditor practice={{ ...practice, first_taken_at: '2024-02-01T00:00:00.000Z' }} onSaved={() => {}} />, bank);
    expect(screen.getByTestId('practice-locked').textContent).toMatch(/cannot change/);
    expect(screen.queryByTestId('move-up-12')).toBeNull();
    expect(screen.queryByTestId('remove-11')).toBeNull();
  });

  it('shows a taken title on the title field', async () => {
    renderWith(<PracticeEditor onSaved={() => {}} />, {
      ...bank,
      'POST practices': { status: 400, body: { code: 'PRACTICE_EXAM_TITLE_EXISTS', message: 'x' } },
    });
    await userEvent.type(screen.getByTestId('practice-title'), 'Same name');
    await userEvent.click(screen.getByTestId('practice-save'));
    expect(await screen.findByText('A test with this name already exists.')).toBeTruthy();
  });
});
