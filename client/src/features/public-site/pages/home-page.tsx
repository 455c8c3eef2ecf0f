import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { COURSE_SLUGS } from '@app/shared';
import { ContactForm } from '../components/contact-form';
import { CourseCard } from '../components/course-card';
import { Instructors, Stories } from '../components/people';
import { Section, SitePage } from '../components/site-page';
import { SITE_PATHS } from '../paths';
import { useSiteTexts } from '../use-site-texts';

/** The landing page (spec section 2): banner, intro, instructors, courses, stories, enroll and the contact form. */
export function HomePage() {
  const t = useSiteTexts();
  const h = t.home;
  return (
    <SitePage texts={t} title={t.meta.homeTitle}>
      <section className="site-hero rounded-4 p-4 p-md-5 mb-5" data-testid="site-hero">
        <h1 className="display-6 fw-bold mb-3">{h.heroTitle}</h1>
        <p className="lead mb-4">{h.heroLead}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={SITE_PATHS.enroll} className="btn btn-lg btn-light fw-semibold" data-testid="hero-enroll">
            {h.heroCta}
          </Link>
          <Link to="/practice/detail/all" className="btn btn-lg btn-outline-light">
            {h.heroSecondary}
          </Link>
        </div>
      </section>

      <Row xs={2} md={4} className="g-3 mb-5 text-center ps-0" as="ul" role="list" data-testid="site-stats">
        {h.stats.map((s) => (
          <Col as="li" key={s.label} className="list-unstyled">
            <div className="site-stat rounded-3 bg-body p-3 h-100 shadow-sm">
              <div className="fs-3 fw-bold text-primary">{s.value}</div>
              <div className="small text-body-secondary">{s.label}</div>
            </div>
          </Col>
        ))}
      </Row>

      <Section title={h.introTitle}>
        <Row xs={1} md={3} className="g-3">
          {h.intro.map((p) => (
            <Col key={p}>
              <p className="mb-0">{p}</p>
            </Col>
          ))}
        </Row>
      </Section>

      <Section title={h.coursesTitle} lead={h.coursesLead} id="courses">
        <Row xs={1} sm={2} lg={3} className="g-3">
          {COURSE_SLUGS.map((s) => (
            <Col key={s}>
              <CourseCard slug={s} texts={t} />
            </Col>
          ))}
        </Row>
      </Section>

      <Section title={h.instructorsTitle}>
        <Instructors people={t.instructors} />
      </Section>

      <Section title={h.storiesTitle}>
        <Stories stories={t.stories.items} />
      </Section>

      <Card className="border-0 shadow-sm mb-5 site-enroll">
        <Card.Body className="p-4 d-flex flex-wrap align-items-center justify-content-between gap-3">
          <div>
            <h2 className="h4 fw-semibold mb-1">{h.enrollTitle}</h2>
            <p className="mb-0 text-body-secondary">{h.enrollText}</p>
          </div>
          <Link to={SITE_PATHS.enroll} className="btn btn-lg btn-primary" data-testid="enroll-cta">
            {h.enrollCta}
          </Link>
        </Card.Body>
      </Card>

      <Section title={h.contactTitle} lead={h.contactText} id="contact">
        <Card className="border-0 shadow-sm">
          <Card.Body className="p-4">
            <ContactForm texts={t} />
          </Card.Body>
        </Card>
      </Section>
    </SitePage>
  );
}
