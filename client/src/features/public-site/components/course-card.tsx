import { Badge, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { fillText, type CourseSlug, type SiteTexts } from '@app/shared';
import { COURSE_FACTS } from '@app/shared/site-content';
import { SITE_PATHS } from '../paths';

export function CourseCard({ slug, texts }: { slug: CourseSlug; texts: SiteTexts }) {
  const c = texts.courses[slug];
  const f = COURSE_FACTS[slug];
  return (
    <Card className="h-100 shadow-sm border-0 course-card" data-testid={`course-card-${slug}`}>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex flex-wrap gap-1 mb-2">
          <Badge bg="primary-subtle" text="primary-emphasis">
            {f.exam}
          </Badge>
          {f.weeks && (
            <Badge bg="secondary-subtle" text="secondary-emphasis">
              {fillText(texts.labels.lengthValue, { weeks: f.weeks })}
            </Badge>
          )}
          {f.returningOnly && (
            <Badge bg="warning-subtle" text="warning-emphasis">
              {texts.labels.returningOnly}
            </Badge>
          )}
        </div>
        <Card.Title as="h3" className="h5">
          {c.name}
        </Card.Title>
        <Card.Text className="text-body-secondary flex-grow-1">{c.tagline}</Card.Text>
        <Link to={SITE_PATHS.course(slug)} className="stretched-link fw-medium text-decoration-none">
          {texts.labels.moreAbout} <span aria-hidden="true">→</span>
        </Link>
      </Card.Body>
    </Card>
  );
}
