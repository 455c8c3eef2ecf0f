import { Accordion, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { COURSE_SLUGS, type SiteTexts } from '@app/shared';
import { PageHeader } from '../../../components/page-header';
import { CourseCard } from '../components/course-card';
import { Instructors, Stories } from '../components/people';
import { Section, SitePage } from '../components/site-page';
import { SITE_PATHS } from '../paths';
import { useSiteTexts } from '../use-site-texts';

function CourseGrid({ texts }: { texts: SiteTexts }) {
  return (
    <Row xs={1} sm={2} lg={3} className="g-3">
      {COURSE_SLUGS.map((s) => (
        <Col key={s}>
          <CourseCard slug={s} texts={texts} />
        </Col>
      ))}
    </Row>
  );
}

/** /others: the classes (spec section 2). */
export function OthersPage() {
  const t = useSiteTexts();
  return (
    <SitePage texts={t} title={t.others.title}>
      <PageHeader title={t.others.title} subtitle={t.others.lead} />
      <CourseGrid texts={t} />
    </SitePage>
  );
}

export function StoriesPage() {
  const t = useSiteTexts();
  return (
    <SitePage texts={t} title={t.stories.title}>
      <PageHeader title={t.stories.title} subtitle={t.stories.lead} />
      <Stories stories={t.stories.items} />
    </SitePage>
  );
}

function ServiceMenu({ texts }: { texts: SiteTexts }) {
  let n = 0;
  return (
    <Row xs={1} md={2} className="g-3" data-testid="service-menu">
      {texts.counselling.groups.map((g) => (
        <Col key={g.title}>
          <Card className="h-100 border-0 shadow-sm">
            <Card.Body>
              <h2 className="h5 fw-semibold">{g.title}</h2>
              <ol className="mb-0 service-list">
                {g.items.map((i) => {
                  n += 1;
                  return (
                    <li key={i} value={n}>
                      {i}
                    </li>
                  );
                })}
              </ol>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Application counselling and its 31-item service menu (spec section 1). */
export function CounsellingPage() {
  const t = useSiteTexts();
  return (
    <SitePage texts={t} title={t.counselling.title}>
      <PageHeader
        title={t.counselling.title}
        subtitle={t.counselling.lead}
        actions={
          <Link to={SITE_PATHS.enroll} className="btn btn-primary">
            {t.home.heroCta}
          </Link>
        }
      />
      <ServiceMenu texts={t} />
    </SitePage>
  );
}

/** Mentoring with its admission guarantees (spec sections 1 and 9). */
export function MentoringPage() {
  const t = useSiteTexts();
  const mt = t.mentoring;
  return (
    <SitePage texts={t} title={mt.title}>
      <PageHeader title={mt.title} subtitle={mt.lead} />
      <Row className="g-4">
        <Col md={6}>
          <Card className="h-100 border-0 shadow-sm site-guarantee">
            <Card.Body className="p-4">
              <h2 className="h5 fw-semibold">{mt.guaranteesTitle}</h2>
              <ul className="mb-3" data-testid="guarantees">
                {mt.guarantees.map((g) => (
                  <li key={g} className="mb-2">
                    {g}
                  </li>
                ))}
              </ul>
              <p className="small text-body-secondary mb-0">{mt.note}</p>
            </Card.Body>
          </Card>
        </Col>
        <Col md={6}>
          <h2 className="h5 fw-semibold">{mt.howTitle}</h2>
          <ol>
            {mt.how.map((h) => (
              <li key={h} className="mb-2">
                {h}
              </li>
            ))}
          </ol>
          <Link to={SITE_PATHS.enroll} className="btn btn-primary">
            {t.home.heroCta}
          </Link>
        </Col>
      </Row>
    </SitePage>
  );
}

/** /FAQ: questions and the instructors (spec section 2). */
export function FaqPage() {
  const t = useSiteTexts();
  return (
    <SitePage texts={t} title={t.faq.title}>
      <PageHeader title={t.faq.title} subtitle={t.faq.lead} />
      <Accordion alwaysOpen defaultActiveKey={t.faq.items.map((_, i) => String(i))} className="mb-5 shadow-sm" data-testid="faq">
        {t.faq.items.map((item, i) => (
          <Accordion.Item eventKey={String(i)} key={item.q}>
            <Accordion.Header as="h2">{item.q}</Accordion.Header>
            <Accordion.Body>{item.a}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
      <Section title={t.home.instructorsTitle}>
        <Instructors people={t.instructors} />
      </Section>
      <Section title={t.hiring.title}>
        <p className="mb-0">{t.hiring.text}</p>
      </Section>
    </SitePage>
  );
}

/** /ClassesAndCounseling: every course and the counselling and mentoring services on one page. */
export function ClassesAndCounsellingPage() {
  const t = useSiteTexts();
  const cc = t.classesAndCounselling;
  return (
    <SitePage texts={t} title={cc.title}>
      <PageHeader title={cc.title} subtitle={cc.lead} />
      <Section title={t.nav.courses}>
        <CourseGrid texts={t} />
      </Section>
      <Section title={cc.servicesTitle}>
        <Row xs={1} md={2} className="g-3">
          {[
            [SITE_PATHS.counselling, t.counselling.title, t.counselling.lead],
            [SITE_PATHS.mentoring, t.mentoring.title, t.mentoring.lead],
          ].map(([to, title, lead]) => (
            <Col key={to}>
              <Card className="h-100 border-0 shadow-sm">
                <Card.Body>
                  <h3 className="h5">{title}</h3>
                  <p className="text-body-secondary">{lead}</p>
                  <Link to={to} className="stretched-link fw-medium text-decoration-none">
                    {t.labels.moreAbout} <span aria-hidden="true">→</span>
                  </Link>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </Section>
    </SitePage>
  );
}
