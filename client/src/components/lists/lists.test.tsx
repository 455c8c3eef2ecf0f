import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { RootStore } from '../../stores/root-store';
import { fakeServer } from '../../test/fake-server';
import { FilterCard } from './filter-card';
import { ListResults } from './list-results';
import type { UrlList } from './use-url-list';

type Filters = { q: string; page: number };

const EMPTY = { id: 'adminUsers.users.empty' };

function renderWithIntl(ui: ReactNode) {
  window.localStorage.setItem('lang', 'EN-US');
  return render(<AppProviders store={new RootStore({ fetch: fakeServer({}).fetch })}>{ui}</AppProviders>);
}

function fakeList(over: Partial<UrlList<Filters, string>> = {}): UrlList<Filters, string> {
  return {
    filters: { q: 'gr', page: 2 },
    result: { data: ['a', 'b'], total: 45, current_page: 2 },
    failed: false,
    apply: vi.fn(),
    change: vi.fn(),
    clear: vi.fn(),
    filtered: true,
    reload: vi.fn(),
    ...over,
  };
}

describe('FilterCard', () => {
  it('offers "Clear filters" only while a filter is set, and clears through the list', () => {
    const list = fakeList();
    const { unmount } = renderWithIntl(
      <FilterCard list={list}>
        <div data-testid="field" />
      </FilterCard>,
    );
    expect(screen.getByTestId('field')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(list.clear).toHaveBeenCalledTimes(1);

    unmount();

    renderWithIntl(
      <FilterCard list={{ ...list, filtered: false }}>
        <div />
      </FilterCard>,
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});

describe('ListResults', () => {
  it('shows the rows with the total, and paging keeps the filters', () => {
    const list = fakeList();
    renderWithIntl(
      <ListResults list={list} empty={EMPTY} testId="things">
        {(rows) => <p data-testid="rows">{rows.join(',')}</p>}
      </ListResults>,
    );
    expect(screen.getByTestId('rows').textContent).toBe('a,b');
    expect(screen.getByTestId('things').textContent).toContain('45 results');
    fireEvent.click(screen.getByTestId('pager-next'));
    expect(list.apply).toHaveBeenCalledWith({ q: 'gr', page: 3 });
  });

  it('says "nothing matches" for an empty filtered list unless told the filter is no search', () => {
    const list = fakeList({ result: { data: [], total: 0, current_page: 1 } });
    const { unmount } = renderWithIntl(
      <ListResults list={list} empty={EMPTY} testId="things">
        {() => null}
      </ListResults>,
    );
    expect(screen.getByTestId('things-empty').textContent).toBe('Nothing matches these filters.');
    unmount();

    renderWithIntl(
      <ListResults list={list} empty={EMPTY} filtered={false} testId="things">
        {() => null}
      </ListResults>,
    );
    expect(screen.getByTestId('things-empty').textContent).not.toBe('Nothing matches these filters.');
  });

  it('offers a retry when the first load failed', () => {
    const list = fakeList({ result: null, failed: true });
    renderWithIntl(
      <ListResults list={list} empty={EMPTY} testId="things">
        {() => null}
      </ListResults>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.reload).toHaveBeenCalledTimes(1);
  });
});
