import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Card, Col, Row } from 'react-bootstrap';
import { Link, Navigate, useParams } from 'react-router-dom';
import { isCourseSlug, type CourseSession, type CourseSlug } from '@app/shared';
import { COURSE_FACTS } from '@app/shared/site-content';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { CourseFacts } from '../components/course-facts';
import { Section, SitePage } from '../components/site-page';
import { nextCourseSession } from '../course-session';
import { SITE_PATHS } from '../paths';
import { useSiteTexts } from '../use-site-texts';

/** One page per course (spec section 1) with its facts (section 9) and the enroll button. */
export function CoursePage() {
  const { slug = '' } = useParams();
  if (!isCourseSlug(slug)) return <Navigate to={PATHS.notFound} replace />;
  return <Course slug={slug} />;
}

const Course = observer(function Course({ slug }: { slug: CourseSlug }) {
  const { api, locale } = useStores();
  const t = useSiteTexts();
  const c = t.courses[slug];
  const f = COURSE_FACTS[slug];
  const [session, setSession] = useState<CourseSession | null>(null);
  useEffect(() => {
    let live = true;
    setSession(null);
    void nextCourseSession(api, slug).then((s) => live && setSession(s));
    return () => {
      live = false;
    };
  }, [api, slug]);

  const enroll = (
    <Link to={SITE_PATHS.enrollCourse(slug)} className="btn btn-primary btn-lg w-100" data-testid="course-enroll">
      {t.labels.enroll}
    </Link>
  );
  return (
    <SitePage texts={t} title={c.name}>
      <Link to={SITE_PATHS.others} className="small text-decoration-none d-inline-block mb-2">
        <span aria-hidden="true">← </span>
        {t.others.title}
      </Link>
      <h1 className="h2 fw-bold mb-1 d-flex flex-wrap align-items-center gap-2" data-testid="course-title">
        {c.name}
        {f.returningOnly && (
          <Badge bg="warning-subtle" text="warning-emphasis" className="fs-6">
            {t.labels.returningOnly}
          </Badge>
        )}
      </h1>
      <p className="lead text-body-secondary mb-4">{c.tagline}</p>
      <Row className="g-4">
        <Col lg={4} className="order-lg-2">
          <Card className="border-0 shadow-sm course-aside">
            <Card.Body className="p-4">
              <CourseFacts slug={slug} texts={t} locale={locale.locale} session={session} />
              {enroll}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={8} className="order-lg-1">
          <p>{c.summary}</p>
          {c.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <Section title={t.labels.included}>
            <ul className="mb-0">
              {c.included.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          </Section>
          {f.groupDiscounts && (
            <Section title={t.labels.discounts}>
              <ul className="mb-0" data-testid="course-discounts">
                {[...t.discounts.group, t.discounts.referral].map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </Section>
          )}
          <Section title={t.labels.whoFor}>
            <p className="mb-0">{c.audience}</p>
          </Section>
        </Col>
      </Row>
    </SitePage>
  );
});
