import { Children, type ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';

/**
 * Two short fields share a line from the sm breakpoint up. `stacked` is for the narrow one-column
 * cards (registration details), where the same fields go one per line.
 */
export function FieldRow({ stacked, children }: { stacked?: boolean; children: ReactNode }) {
  if (stacked) return <>{children}</>;
  return (
    <Row className="g-sm-3">
      {Children.toArray(children).map((child, i) => (
        <Col key={i} sm={6}>
          {child}
        </Col>
      ))}
    </Row>
  );
}
