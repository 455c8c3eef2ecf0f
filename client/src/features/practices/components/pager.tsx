import { Button } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { pagerMessages as m } from '../messages';

export function Pager({ page, total, perPage, onPage }: { page: number; total: number; perPage: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className="d-flex align-items-center justify-content-end gap-2 mt-3" aria-label="pagination">
      <Button variant="outline-secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-prev">
        <FormattedMessage {...m.previous} />
      </Button>
      <span className="small text-body-secondary">
        <FormattedMessage {...m.page} values={{ page, pages }} />
      </span>
      <Button variant="outline-secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
        <FormattedMessage {...m.next} />
      </Button>
    </nav>
  );
}
