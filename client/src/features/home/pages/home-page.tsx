import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Card, Col, Row } from 'react-bootstrap';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { BookIcon, ChartIcon, ClockIcon } from '../../../components/icons';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { homeMessages } from '../messages';

function Upcoming({ icon, title, body }: { icon: ReactNode; title: MessageDescriptor; body: MessageDescriptor }) {
  return (
    <Card className="h-100 shadow-soft">
      <Card.Body className="p-4">
        <div className="d-flex justify-content-between align-items-start mb-3">
          <span className="soon-icon">{icon}</span>
          <Badge bg="light" text="secondary" className="border fw-medium">
            <FormattedMessage {...homeMessages.soonBadge} />
          </Badge>
        </div>
        <h3 className="h6 fw-semibold">
          <FormattedMessage {...title} />
        </h3>
        <p className="text-body-secondary small mb-0">
          <FormattedMessage {...body} />
        </p>
      </Card.Body>
    </Card>
  );
}

/** `/`: the practice home. Practices arrive in a later release; until then it welcomes the user. */
export const HomePage = observer(function HomePage() {
  const { session, tenant } = useStores();
  return (
    <div data-testid="home-page">
      <Card className="shadow-soft mb-4 border-0 overflow-hidden">
        <Card.Body className="p-4 p-md-5 bg-primary-subtle">
          <h1 className="h3 fw-semibold mb-2" data-testid="home-greeting">
            <FormattedMessage {...homeMessages.greeting} values={{ name: session.user?.first_name || session.displayName }} />
          </h1>
          <p className="text-body-secondary mb-0 fs-6">
            <FormattedMessage {...homeMessages.intro} values={{ brand: tenant.tenant.name, exam: tenant.tenant.examName || 'SAT' }} />
          </p>
        </Card.Body>
      </Card>
      <h2 className="h5 fw-semibold mb-1">
        <FormattedMessage {...homeMessages.soonTitle} />
      </h2>
      <p className="text-body-secondary mb-3">
        <FormattedMessage {...homeMessages.soonBody} />
      </p>
      <Row className="g-3 mb-4">
        <Col md={4}>
          <Upcoming icon={<ClockIcon size={24} />} title={homeMessages.fullTests} body={homeMessages.fullTestsBody} />
        </Col>
        <Col md={4}>
          <Upcoming icon={<BookIcon size={24} />} title={homeMessages.sections} body={homeMessages.sectionsBody} />
        </Col>
        <Col md={4}>
          <Upcoming icon={<ChartIcon size={24} />} title={homeMessages.results} body={homeMessages.resultsBody} />
        </Col>
      </Row>
      <Link to={PATHS.profile} className="btn btn-outline-primary">
        <FormattedMessage {...homeMessages.completeProfile} />
      </Link>
    </div>
  );
});
