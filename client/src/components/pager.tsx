import { Fragment } from 'react';
import { Pagination } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { pagerMessages as m } from './messages';

export interface PagerProps {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
  className?: string;
}

/** "Page n of m" and previous / nearby pages / next, for a paged list. Nothing when everything fits on one page. */
export function Pager({ page, total, perPage, onPage, className }: PagerProps) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  const near = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return (
    <nav
      aria-label={intl.formatMessage(m.label)}
      className={['d-flex justify-content-between align-items-center flex-wrap gap-2', className].filter(Boolean).join(' ')}
    >
      <span className="small text-body-secondary">{intl.formatMessage(m.pageOf, { page, pages })}</span>
      <Pagination className="mb-0" size="sm">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={intl.formatMessage(m.previous)} data-testid="pager-prev" />
        {near.map((p, i) => (
          <Fragment key={p}>
            {i > 0 && p - near[i - 1] > 1 && <Pagination.Ellipsis disabled />}
            <Pagination.Item active={p === page} onClick={() => onPage(p)}>
              {p}
            </Pagination.Item>
          </Fragment>
        ))}
        <Pagination.Next disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={intl.formatMessage(m.next)} data-testid="pager-next" />
      </Pagination>
    </nav>
  );
}
