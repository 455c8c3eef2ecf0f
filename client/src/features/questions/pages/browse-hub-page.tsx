import { Card, Col, Row } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { BookIcon } from '../../../components/icons';
import { BROWSE_PATHS } from '../links';
import { qbMessages } from '../messages';
import { PageHeader } from '../../../components/page-header';

const CARDS = [
  {
    to: BROWSE_PATHS.questions,
    title: qbMessages.browseQuestions,
    body: qbMessages.browseQuestionsBody,
    add: BROWSE_PATHS.questionEdit,
    addLabel: qbMessages.browseNewQuestion,
  },
  {
    to: BROWSE_PATHS.examination,
    title: qbMessages.browseExamination,
    body: qbMessages.browseExaminationBody,
    add: null,
    addLabel: null,
  },
  {
    to: BROWSE_PATHS.passages,
    title: qbMessages.browsePassages,
    body: qbMessages.browsePassagesBody,
    add: BROWSE_PATHS.passageCreate,
    addLabel: qbMessages.browseNewPassage,
  },
];

/** /browse: where the question bank's browse pages start. */
export function BrowseHubPage() {
  return (
    <>
      <PageHeader title={<FormattedMessage {...qbMessages.browseTitle} />} />
      <Row className="g-4">
        {CARDS.map((c) => (
          <Col md={6} lg={4} key={c.to}>
            <Card className="shadow-soft h-100">
              <Card.Body className="p-4 d-flex flex-column">
                <BookIcon size={28} className="text-primary mb-3" />
                <h2 className="h5 fw-semibold">
                  <Link to={c.to} className="stretched-link text-reset text-decoration-none">
                    <FormattedMessage {...c.title} />
                  </Link>
                </h2>
                <p className="text-body-secondary flex-grow-1">
                  <FormattedMessage {...c.body} />
                </p>
                {c.add && c.addLabel && (
                  <div className="position-relative" style={{ zIndex: 2 }}>
                    <Link to={c.add} className="btn btn-outline-primary btn-sm">
                      <FormattedMessage {...c.addLabel} />
                    </Link>
                  </div>
                )}
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
