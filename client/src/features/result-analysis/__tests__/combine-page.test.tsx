import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CombinedResultDto, PagedDto } from '@app/shared';
import { adminUser } from '../../admin-users/__tests__/fixtures';
import { row } from './fixtures';
import { start } from './start';

const paged = <T,>(data: T[]): PagedDto<T> => ({ data, current_page: 1, total: data.length });
const digital = (attemptId: number, title: string, ...names: string[]) =>
  row({
    attemptId,
    target: { type: 'practice', id: attemptId, title, version: 'digital' },
    total: null,
    sections: names.map((name) => ({ name, raw: 20, maxRaw: 27, scaled: 600, route: null })),
  });
const attempts = [
  digital(1, 'RW practice', 'reading-writing'),
  digital(2, 'Math practice', 'math'),
  digital(3, 'Math practice (again)', 'math'),
  row({
    attemptId: 4,
    target: { type: 'practice', id: 9, title: 'Paper reading', version: 'paper' },
    sections: [{ name: 'reading', raw: 30, maxRaw: 52, scaled: 30, route: null }],
  }),
];
const combined: CombinedResultDto = {
  id: 12,
  userId: 5,
  version: 'digital',
  total: 1200,
  sections: [
    { name: 'reading-writing', raw: 20, maxRaw: 27, scaled: 600, attemptId: 1 },
    { name: 'math', raw: 20, maxRaw: 27, scaled: 600, attemptId: 2 },
  ],
  parts: [
    { attemptId: 1, target: attempts[0].target, finishedAt: '2026-11-20T09:00:00.000Z' },
    { attemptId: 2, target: attempts[1].target, finishedAt: '2026-11-20T10:00:00.000Z' },
  ],
  createdBy: 7,
  createdAt: '2026-11-21T08:00:00.000Z',
};

/** Ticks (or unticks) an attempt's box, found by its accessible name: the test's title first. */
const check = (attemptId: number) => fireEvent.click(within(screen.getByTestId(`combine-attempt-${attemptId}`)).getByRole('checkbox'));
const note = () => screen.getByTestId('combine-check').textContent;

describe('combining tests (/admin/results/combine)', () => {
  it('finds a student by search and opens their attempts', async () => {
    const asked: string[] = [];
    const { router } = start('/admin/results/combine', {
      'GET admin/user': ({ url }) => (asked.push(url.searchParams.get('q') ?? ''), { body: paged([adminUser()]) }),
      'GET admin/users/5': { body: adminUser() },
      'GET analysis/users/5/results': { body: paged(attempts) },
      'GET analysis/combined': { body: paged([]) },
    });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search students' }), { target: { value: 'grace' } });
    fireEvent.click(await screen.findByRole('button', { name: /Grace Hopper \(grace\)/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?user=5'));
    expect(asked).toEqual(['grace']);
    expect((await screen.findByTestId('combine-student')).textContent).toBe('Student: Grace Hopper (grace)');
    expect(screen.getByTestId('combined-empty')).toBeTruthy();
  });

  it('says what the selection lacks as attempts are ticked, then combines a complete one and lists it', async () => {
    let sent: unknown = null;
    let list: CombinedResultDto[] = [];
    const { server } = start('/admin/results/combine?user=5', {
      'GET admin/users/5': { body: adminUser() },
      'GET analysis/users/5/results': { body: paged(attempts) },
      'GET analysis/combined': () => ({ body: paged(list) }),
      'POST analysis/combine': ({ body }) => ((sent = body), (list = [combined]), { status: 201, body: combined }),
    });
    await screen.findByTestId('combine-attempt-1');
    const submit = screen.getByRole('button', { name: 'Combine' }) as HTMLButtonElement;
    expect(note()).toBe('Select the tests whose sections make one whole test.');
    expect(submit.disabled).toBe(true);

    check(1);
    expect(note()).toBe('Missing: Math');
    check(2);
    check(3);
    expect(note()).toBe('Math is in more than one selected test');
    expect(screen.getByTestId('combine-attempt-3').className).toContain('border-warning');
    expect(submit.disabled).toBe(true);

    check(4);
    expect(note()).toBe('The selected tests are of different versions (digital and paper): choose tests of one version.');
    check(4);
    check(3);
    expect(note()).toBe('Complete: Reading and Writing (RW practice) · Math (Math practice)');
    expect(submit.disabled).toBe(false);

    fireEvent.click(submit);
    expect((await screen.findByTestId('combine-created')).textContent).toBe('Combined score: 1200');
    expect(sent).toEqual({ userId: 5, attemptIds: [1, 2] });
    const earlier = within(await screen.findByTestId('combined-12'));
    expect(earlier.getByText('1200')).toBeTruthy();
    expect(earlier.getByText('RW practice · Math practice')).toBeTruthy();
    expect(server.calls.filter((c) => c.path === 'analysis/combined')).toHaveLength(2);
    expect((screen.getByRole('checkbox', { name: /RW practice/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the server’s 422 when it refuses the selection', async () => {
    start('/admin/results/combine?user=5', {
      'GET admin/users/5': { body: adminUser() },
      'GET analysis/users/5/results': { body: paged(attempts) },
      'GET analysis/combined': { body: paged([]) },
      'POST analysis/combine': {
        status: 422,
        body: { code: 'VALIDATION_FAILED', message: 'Invalid.', errors: { attemptIds: ['The selected tests do not make one whole test.'] } },
      },
    });
    await screen.findByTestId('combine-attempt-1');
    check(1);
    check(2);
    fireEvent.click(screen.getByRole('button', { name: 'Combine' }));
    expect(await screen.findByText(/The selected tests do not make one whole test\./)).toBeTruthy();
    expect(screen.queryByTestId('combine-created')).toBeNull();
  });

  it('is an admin page: a teacher gets 403', async () => {
    const { router } = start('/admin/results/combine', {}, ['teacher']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });
});
