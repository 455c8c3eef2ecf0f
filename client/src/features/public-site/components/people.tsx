import { Card, Col, Row } from 'react-bootstrap';
import type { Person, Story } from '@app/shared';

/** Initials in a circle: no photos to download on the landing page. */
function Avatar({ name }: { name: string }) {
  const letters = name.replace(/[^A-Za-z\u4e00-\u9fff]/g, '').slice(0, 1);
  return (
    <span className="site-avatar" aria-hidden="true">
      {letters}
    </span>
  );
}

export function Instructors({ people }: { people: Person[] }) {
  return (
    <Row xs={1} sm={2} lg={4} className="g-3" data-testid="instructors">
      {people.map((p) => (
        <Col key={p.name}>
          <Card className="h-100 border-0 shadow-sm">
            <Card.Body>
              <div className="d-flex align-items-center gap-2 mb-2">
                <Avatar name={p.name} />
                <div>
                  <div className="fw-semibold">{p.name}</div>
                  <div className="small text-body-secondary">{p.role}</div>
                </div>
              </div>
              <p className="small mb-0">{p.bio}</p>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export function Stories({ stories }: { stories: Story[] }) {
  return (
    <Row xs={1} md={3} className="g-3" data-testid="stories">
      {stories.map((s) => (
        <Col key={s.name}>
          <Card as="figure" className="h-100 border-0 shadow-sm m-0">
            <Card.Body className="d-flex flex-column">
              <blockquote className="mb-3 flex-grow-1">“{s.quote}”</blockquote>
              <figcaption>
                <div className="fw-semibold">{s.name}</div>
                <div className="small text-body-secondary">{s.detail}</div>
                <div className="fw-semibold text-success mt-1">{s.result}</div>
              </figcaption>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
