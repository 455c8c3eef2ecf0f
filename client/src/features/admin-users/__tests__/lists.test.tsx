import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, type ActivityLogDto, type TransactionLogUserDto } from '@app/shared';
import { renderWith } from '../../../test/render-with';
import { detailsLine } from '../details';
import { ActivityLogPage } from '../pages/activity-log-page';
import { TransactionsPage } from '../pages/transactions-page';
import { ADMIN_PAGE_SIZE } from '../queries';
import { UNREGISTERED_NAME } from '../../../lib/user-name';
import { paged, transaction } from './fixtures';

const entry: ActivityLogDto = {
  id: 3,
  action: 'admin.points.give',
  actor: { id: 7, username: 'ada', first_name: 'Ada', last_name: 'Lovelace' },
  target_user: { id: 5, username: 'grace', first_name: 'Grace', last_name: 'Hopper' },
  details: { amount: 25, balance: 55 },
  ip: '203.0.113.9',
  created_at: '2026-11-20T08:00:00.000Z',
};

/** A page of this feature, recording the query string of each call to `path`. */
function listPage(page: React.ReactNode, url: string, path: string, body: unknown, more: Record<string, { body: unknown }> = {}) {
  const asked: string[] = [];
  renderWith(page, { [`GET ${path}`]: ({ url: u }) => (asked.push(u.search), { body }), ...more }, url);
  return asked;
}

describe('the activity log page', () => {
  it('sends its URL filters under the server’s names and shows each entry with its action in words', async () => {
    const asked = listPage(
      <ActivityLogPage />,
      '/admin/users/logs?action=admin.points.give&actor=7&from=2026-11-01&to=2026-11-20',
      'activity-log/history',
      paged([entry]).body,
    );
    const row = await screen.findByTestId('activity-row-3');
    expect(asked).toEqual([`?action=admin.points.give&actor_id=7&from=2026-11-01&to=2026-11-20&page=1&per_page=${ADMIN_PAGE_SIZE}`]);
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual(['ada', 'Gave points', 'grace', 'amount: 25 · balance: 55', '203.0.113.9']);
  });

  it('names every action in words, in the filter and in the rows (teacher grading claims and completions too)', async () => {
    const grading: ActivityLogDto[] = [
      { ...entry, id: 4, action: 'grading.claim', details: { order_id: 9 } },
      { ...entry, id: 5, action: 'grading.complete', details: { order_id: 9 } },
    ];
    listPage(<ActivityLogPage />, '/admin/users/logs', 'activity-log/history', paged(grading).body);
    expect(within(await screen.findByTestId('activity-row-4')).getByText('Took a grading order')).toBeTruthy();
    expect(within(screen.getByTestId('activity-row-5')).getByText('Completed a grading order')).toBeTruthy();
    const options = within(screen.getByTestId('logs-action')).getAllByRole('option');
    const labelled = options.filter((o) => o.getAttribute('value')).map((o) => [o.getAttribute('value'), o.textContent]);
    expect(labelled.map(([value]) => value)).toEqual([...ACTIVITY_ACTIONS]);
    for (const [value, label] of labelled) expect(label).not.toBe(value);
  });

  it('drops an action the server does not know instead of sending it', async () => {
    const asked = listPage(<ActivityLogPage />, '/admin/users/logs?action=drop.tables&target=abc', 'activity-log/history', paged([]).body);
    expect(await screen.findByTestId('activity-table-empty')).toBeTruthy();
    expect(asked).toEqual([`?page=1&per_page=${ADMIN_PAGE_SIZE}`]);
  });

  it('writes details as one line', () => {
    expect(detailsLine({ before: ['student'], after: ['student', 'teacher'], note: null, meta: { a: 1 } })).toBe(
      'before: student · after: student, teacher · note: null · meta: {"a":1}',
    );
    expect(detailsLine(null)).toBe('');
  });
});

describe('the transactions page', () => {
  const users: TransactionLogUserDto[] = [
    {
      user: { id: 6, username: 'newbie', name: '', first_name: '', last_name: '' },
      income: 10,
      expense: 0,
      count: 1,
      last_at: '2026-11-20T08:00:00.000Z',
    },
  ];

  it('filters by category, unit, user (user_id), type and days, and names an unregistered user as the spec says', async () => {
    const rows = [transaction({ id: 9, category: 'expense', amount: -10, type: 'admin_deduction', user: users[0].user })];
    const asked = listPage(
      <TransactionsPage />,
      '/admin/transactions?category=expense&unit=point&user=6&type=admin_deduction&from=2026-11-01&to=2026-10-01',
      'admin/transactions-logs',
      paged(rows).body,
      {
        'GET admin/transactions-logs/users': paged(users),
      },
    );
    const row = await screen.findByTestId('transaction-row-9');
    expect(asked).toEqual([`?category=expense&unit=point&user_id=6&type=admin_deduction&from=2026-11-01&page=1&per_page=${ADMIN_PAGE_SIZE}`]);
    expect(within(row).getByTestId('transaction-user').textContent).toBe(`${UNREGISTERED_NAME}newbie`);
    expect(row.textContent).toContain('-10');
    expect(await screen.findByRole('option', { name: `${UNREGISTERED_NAME} · newbie` })).toBeTruthy();
    expect((screen.getByLabelText('User') as HTMLSelectElement).value).toBe('6');
  });
});
