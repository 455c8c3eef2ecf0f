import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { PagedCard } from './paged-card';
import type { UrlList } from './use-url-list';

interface ListResultsProps<F extends { page: number }, T> {
  list: UrlList<F, T>;
  /** Shown when nothing exists; with filters set the "nothing matches" text shows instead. */
  empty: MessageDescriptor;
  /**
   * Whether the empty list is for the filters' sake; the list's own answer when left out. A list whose
   * only filter picks one of several views (its own empty text each) passes false.
   */
  filtered?: boolean;
  testId?: string;
  children: (rows: T[]) => ReactNode;
}

/** The rows of a `useUrlList` list in a `PagedCard`: its states, and paging that keeps the filters. */
export function ListResults<F extends { page: number }, T>({ list, empty, filtered = list.filtered, testId, children }: ListResultsProps<F, T>) {
  return (
    <PagedCard
      result={list.result}
      failed={list.failed}
      empty={empty}
      filtered={filtered}
      page={list.filters.page}
      onPage={(page) => list.apply({ ...list.filters, page })}
      onRetry={list.reload}
      testId={testId}
    >
      {children}
    </PagedCard>
  );
}
