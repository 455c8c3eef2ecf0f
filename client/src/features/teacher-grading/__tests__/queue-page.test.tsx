import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fake-server';
import { queueOrder, startAsTeacher } from './fixtures';

const page = (data: ReturnType<typeof queueOrder>[]) => ({ body: { data, current_page: 1, total: data.length } });

describe('the grading queue page', () => {
  it("shows the orders in the server's order: pro's priority orders first, marked, with due times and an overdue mark", async () => {
    const pro = queueOrder(3, { priority: true, service: 'vip_comments', due_at: '2999-01-01T00:00:00.000Z' });
    const late = queueOrder(1, { due_at: '2000-01-02T00:00:00.000Z', ordered_at: '2000-01-01T00:00:00.000Z' });
    const next = queueOrder(2, { due_at: '2999-01-01T00:00:00.000Z' });
    startAsTeacher('/teacher/grading', { 'GET teacher-grading/queue': page([pro, late, next]) });

    const table = await screen.findByTestId('grading-queue');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(['grading-row-3', 'grading-row-1', 'grading-row-2']);
    expect(within(rows[0]).getByTestId('grading-priority').textContent).toBe('Priority');
    expect(within(rows[1]).queryByTestId('grading-priority')).toBeNull();
    expect(rows[0].textContent).toContain('VIP teacher review');
    expect(rows[1].querySelector('[data-due]')?.getAttribute('data-due')).toBe('overdue');
    expect(within(rows[1]).getByText('Overdue')).toBeTruthy();
    expect(screen.getByText(/Due within 72 hours; pro members' orders within 7 hours/)).toBeTruthy();
  });

  it('switches tabs through the status filter and claims an order, then opens it', async () => {
    const asked: string[] = [];
    const { server, router } = startAsTeacher('/teacher/grading', {
      'GET teacher-grading/queue': ({ url }) => {
        asked.push(url.searchParams.get('status') ?? '');
        return page([queueOrder(4)]);
      },
      'POST teacher-grading/4/claim': { body: queueOrder(4, { status: 'in_review' }) },
    });
    await screen.findByTestId('grading-row-4');
    await userEvent.click(screen.getByTestId('grading-tab-in_review'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=in_review'));
    await waitFor(() => expect(asked).toEqual(['pending', 'in_review']));
    expect(screen.getByTestId('grading-tab-in_review').getAttribute('aria-current')).toBe('page');

    await userEvent.click(screen.getByTestId('grading-tab-pending'));
    await waitFor(() => expect(asked).toEqual(['pending', 'in_review', 'pending']));
    await userEvent.click(await screen.findByTestId('grading-claim-4'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/grading/4'));
    expect(server.calls.some((c) => c.method === 'POST' && c.path === 'teacher-grading/4/claim')).toBe(true);
  });

  it('says another teacher was quicker (409) and reloads the queue', async () => {
    const { server } = startAsTeacher('/teacher/grading', {
      'GET teacher-grading/queue': page([queueOrder(6)]),
      'POST teacher-grading/6/claim': { status: 409, body: { code: 'CONFLICT', message: 'Another teacher has already taken this grading order.' } },
    });
    await userEvent.click(await screen.findByTestId('grading-claim-6'));
    expect(await screen.findByText('Another teacher has already taken this grading order.')).toBeTruthy();
    await waitFor(() => expect(server.calls.filter((c) => c.path === 'teacher-grading/queue')).toHaveLength(2));
  });

  it('keeps students out of the teacher area', async () => {
    const { router } = startAsTeacher('/teacher/grading', { 'GET auth/me': { body: { user: makeUser({ all_roles: ['student'] }) } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });
});
