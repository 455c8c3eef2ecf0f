import type { ReactNode } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { PagedDto } from '@app/shared';
import { Pager } from '../pager';
import { LIST_PAGE_SIZE } from './list-params';
import { listMessages as m } from './messages';

export interface PagedCardProps<T> {
  result: PagedDto<T> | null;
  failed: boolean;
  /** Shown when nothing exists; with filters set the "nothing matches" text shows instead. */
  empty: MessageDescriptor;
  filtered?: boolean;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  testId?: string;
  children: (rows: T[]) => ReactNode;
}

/** A paged list's states: loading, failed (with retry), empty, or the rows with their total and pager. */
export function PagedCard<T>({ result, failed, empty, filtered, page, onPage, onRetry, testId, children }: PagedCardProps<T>) {
  if (failed && !result) {
    return (
      <Card body className="text-center py-5 shadow-soft" data-testid={testId && `${testId}-failed`}>
        <p className="text-body-secondary">
          <FormattedMessage {...m.loadFailed} />
        </p>
        <Button variant="outline-primary" onClick={onRetry}>
          <FormattedMessage {...m.retry} />
        </Button>
      </Card>
    );
  }
  if (!result) {
    return (
      <div className="text-center py-5">
        <Spinner animation="border" />
      </div>
    );
  }
  if (result.data.length === 0) {
    return (
      <Card body className="text-center text-body-secondary py-5 shadow-soft" data-testid={testId && `${testId}-empty`}>
        <FormattedMessage {...(filtered ? m.emptyFiltered : empty)} />
      </Card>
    );
  }
  return (
    <Card className="shadow-soft" data-testid={testId}>
      <Card.Header className="bg-transparent small text-body-secondary py-2">
        <FormattedMessage {...m.total} values={{ total: result.total }} />
      </Card.Header>
      {children(result.data)}
      <Card.Footer className="bg-transparent">
        <Pager page={page} total={result.total} perPage={LIST_PAGE_SIZE} onPage={onPage} />
      </Card.Footer>
    </Card>
  );
}

/** A column heading in the list tables' style. */
export function Th({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={['small text-body-secondary fw-medium text-nowrap', className].filter(Boolean).join(' ')}>
      {children}
    </th>
  );
}
