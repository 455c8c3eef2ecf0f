import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../../test/render-with';
import { TransactionsTable } from '../components/transactions-table';
import { displayName, UNREGISTERED_NAME } from '../../../lib/user-name';
import { transaction } from './fixtures';

describe('the unregistered-user rule (spec section 8)', () => {
  it('is exactly the spec’s text', () => {
    expect(UNREGISTERED_NAME).toBe('（未完成註冊）');
  });

  it('names a user with empty or blank first and last names as unregistered', () => {
    for (const user of [
      { first_name: '', last_name: '' },
      { first_name: '  ', last_name: '\t' },
      { first_name: null, last_name: null },
      {},
      null,
      undefined,
    ]) {
      expect(displayName(user)).toBe(UNREGISTERED_NAME);
    }
  });

  it('shows whatever name there is otherwise', () => {
    expect(displayName({ first_name: 'Grace', last_name: 'Hopper' })).toBe('Grace Hopper');
    expect(displayName({ first_name: 'Grace', last_name: '' })).toBe('Grace');
    expect(displayName({ first_name: '', last_name: ' Hopper ' })).toBe('Hopper');
  });

  it('is what a transaction row shows, in every language', async () => {
    const rows = [transaction({ id: 1 }), transaction({ id: 2, user: { id: 6, username: 'newbie', name: '', first_name: '', last_name: '' } })];
    const { store } = renderWith(<TransactionsTable rows={rows} />);
    const cell = (id: number) => screen.getByTestId(`transaction-row-${id}`).querySelector('[data-testid="transaction-user"] a')!.textContent;
    expect(cell(1)).toBe('Grace Hopper');
    expect(cell(2)).toBe(UNREGISTERED_NAME);
    // The username still tells the admin who it is.
    expect(screen.getByTestId('transaction-row-2').textContent).toContain('newbie');
    for (const [locale, categoryHeading] of [
      ['zh-CN', '类别'],
      ['zh-TW', '類別'],
    ] as const) {
      await store.locale.setLocale(locale);
      expect(await screen.findByText(categoryHeading)).toBeTruthy();
      expect(cell(2)).toBe(UNREGISTERED_NAME);
    }
  });
});
