import { observer } from 'mobx-react-lite';
import { Card } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useStores } from '../../../stores/store-context';
import { PublishedTests } from '../../practices/components/published-tests';
import { homeMessages as practiceHome, studentListMessages } from '../../practices/messages';
import { homeMessages } from '../messages';

/** `/`: the practice home: a greeting, then the published tests the student can take. */
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
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <div>
          <h2 className="h4 fw-semibold mb-1">
            <FormattedMessage {...practiceHome.testsTitle} />
          </h2>
          <p className="text-body-secondary mb-0">
            <FormattedMessage {...practiceHome.testsBody} />
          </p>
        </div>
        <Link to="/practices" className="btn btn-outline-primary btn-sm" data-testid="home-all-tests">
          <FormattedMessage {...studentListMessages.seeAll} />
        </Link>
      </div>
      <PublishedTests kind="all" />
    </div>
  );
});
