import type { ReactNode } from 'react';
import { Button, Card, Row } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { listMessages } from './messages';
import type { UrlList } from './use-url-list';

/**
 * The filters above a paged list: one row of fields (each in its own `Col`) and, once any filter is set,
 * a link that clears them all.
 */
export function FilterCard({ list, children }: { list: Pick<UrlList<{ page: number }, unknown>, 'filtered' | 'clear'>; children: ReactNode }) {
  return (
    <Card className="shadow-soft mb-4">
      <Card.Body className="p-3">
        <Row className="g-3 align-items-end">{children}</Row>
        {list.filtered && (
          <Button variant="link" size="sm" className="p-0 mt-2" onClick={list.clear}>
            <FormattedMessage {...listMessages.clear} />
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
