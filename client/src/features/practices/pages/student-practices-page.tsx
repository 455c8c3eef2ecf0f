import { observer } from 'mobx-react-lite';
import { Card, Nav } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { PublishedTests, type TestListKind } from '../components/published-tests';
import { studentListMessages as m } from '../messages';

/** The student pages of spec section 2 and the list each shows. */
export const STUDENT_LIST_PATHS: Record<TestListKind, string> = {
  all: '/practices',
  adaptive: '/adaptive/detail/all',
  practice: '/practice/detail/all',
  full: '/fullPractice/detail/all',
};

const TABS: { kind: TestListKind; label: typeof m.tabAll }[] = [
  { kind: 'all', label: m.tabAll },
  { kind: 'adaptive', label: m.tabAdaptive },
  { kind: 'practice', label: m.tabPractice },
  { kind: 'full', label: m.tabFull },
];

function StudentPractices({ kind }: { kind: TestListKind }) {
  const { session } = useStores();
  return (
    <div data-testid="student-practices">
      <h1 className="h3 fw-semibold mb-1">
        <FormattedMessage {...m.title} />
      </h1>
      <p className="text-body-secondary mb-3">
        <FormattedMessage {...m.subtitle} />
      </p>
      <Nav variant="underline" className="mb-4">
        {TABS.map((t) => (
          <Nav.Item key={t.kind}>
            <Nav.Link as={NavLink} to={STUDENT_LIST_PATHS[t.kind]} end data-testid={`student-tab-${t.kind}`}>
              <FormattedMessage {...t.label} />
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {session.isLoggedIn ? (
        <PublishedTests kind={kind} />
      ) : (
        // /adaptive/detail/all and /practice/detail/all are public pages; the tests themselves need a login.
        <Card className="shadow-soft">
          <Card.Body className="p-4 d-flex flex-wrap align-items-center justify-content-between gap-3">
            <span>
              <FormattedMessage {...m.loginPrompt} />
            </span>
            <Link to={PATHS.login} className="btn btn-primary">
              <FormattedMessage {...m.login} />
            </Link>
          </Card.Body>
        </Card>
      )}
    </div>
  );
}

const page = (kind: TestListKind) => observer(() => <StudentPractices kind={kind} />);

export const StudentPracticesPage = page('all');
export const AdaptiveListPage = page('adaptive');
export const PracticeListPage = page('practice');
export const FullSetListPage = page('full');
