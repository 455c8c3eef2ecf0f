import { Card, Col, ListGroup, Row } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { SECTIONS, TEST_VERSIONS, type Section } from '@app/shared';
import { PageHeader } from '../../../components/page-header';
import { domainsFor, useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { VERSION_LABELS } from '../../../components/taxonomy/test-labels';
import { BROWSE_PATHS } from '../links';
import { filtersToParams, EMPTY_FILTERS } from '../list-query';
import { qbMessages } from '../messages';

/** The bank's list filtered to one section, domain or skill (the list reads the same parameters). */
const bankLink = (section: string, domain = '', skill = '') =>
  `${BROWSE_PATHS.questions}?${filtersToParams({ ...EMPTY_FILTERS, section, domain, skill }).toString()}`;

/**
 * /browse/examination (spec section 2): the exam's structure as the bank classifies questions: each test
 * version's sections, their domains and skills (the built-in SAT ones and those admins added), every one a
 * link to the bank's questions of it. Open to visitors: its data is the anonymous GET /api/taxonomy.
 */
export function BrowseExaminationPage() {
  const tax = useTaxonomy();
  return (
    <>
      <PageHeader
        title={<FormattedMessage {...qbMessages.browseExamination} />}
        subtitle={<FormattedMessage {...qbMessages.browseExaminationBody} />}
        back={{ to: BROWSE_PATHS.hub, label: <FormattedMessage {...qbMessages.browseTitle} /> }}
      />
      {TEST_VERSIONS.map((version) => (
        <section key={version} className="mb-4" data-testid={`exam-version-${version}`}>
          <h2 className="h5 fw-semibold mb-3">
            <FormattedMessage {...VERSION_LABELS[version]} />
          </h2>
          <Row className="g-3">
            {(SECTIONS[version] as readonly Section[]).map((section) => (
              <Col lg={6} key={section}>
                <Card className="shadow-soft h-100" data-testid={`exam-section-${section}`}>
                  <Card.Header className="bg-transparent">
                    <Link to={bankLink(section)} className="fw-semibold">
                      {tax.section(section)}
                    </Link>
                  </Card.Header>
                  <ListGroup variant="flush">
                    {Object.entries(domainsFor(section)).map(([domain, skills]) => (
                      <ListGroup.Item key={domain}>
                        <Link to={bankLink(section, domain)} className="fw-medium text-reset">
                          {tax.domain(domain)}
                        </Link>
                        <ul className="list-unstyled small mb-0 mt-1 ps-3">
                          {skills.map((skill) => (
                            <li key={skill}>
                              <Link to={bankLink(section, domain, skill)} data-testid={`exam-skill-${section}-${skill}`}>
                                {tax.skill(skill)}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </ListGroup.Item>
                    ))}
                  </ListGroup>
                </Card>
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </>
  );
}
