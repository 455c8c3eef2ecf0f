import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Badge, Card, Col, ListGroup, Row, Spinner } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AttemptSummaryDto, CatalogEntryDto } from '@app/shared';
import { PATHS } from '../../../config/paths';
import { ClassTestsPanel } from '../../classes';
import { AssignedQuizzesPanel } from '../../flashcards';
import { useStores } from '../../../stores/store-context';
import { useLoad } from '../../../components/hooks/use-load';
import { ParentLinkPrompt } from '../../parent-links';
import { catalogApi } from '../api';
import { EntryBadges, EntrySize } from '../components/entry-facts';
import { catalogMessages, homePageMessages as m } from '../messages';
import { FULL_TESTS_PATH, PRACTICES_PATH, runnerPath, startPath, SYSTEM_CHECK_PATH } from '../paths';
import { recommendNext } from '../recommend';

/** Enough not-started rows that the recommendation finds a section practice or a drill behind the full tests. */
const RECOMMEND_POOL = 100;

function Panel({ title, testId, children }: { title: MessageDescriptor; testId: string; children: ReactNode }) {
  return (
    <Card className="shadow-soft h-100" data-testid={testId}>
      <Card.Body className="p-4">
        <h2 className="h5 fw-semibold mb-3">
          <FormattedMessage {...title} />
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}

const Loading = () => (
  <div className="py-3 text-center">
    <Spinner animation="border" size="sm" role="status" variant="primary" />
  </div>
);

function RunningAttempt({ attempt }: { attempt: AttemptSummaryDto }) {
  const intl = useIntl();
  const { type, id, title } = attempt.target;
  return (
    <ListGroup.Item className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-0" data-testid={`running-${attempt.id}`}>
      <div>
        <div className="fw-medium">{title}</div>
        <div className="small text-body-secondary d-flex flex-wrap gap-2 align-items-center">
          <FormattedMessage {...m.startedAt} values={{ date: <FormattedDate value={attempt.startedAt} dateStyle="medium" timeStyle="short" /> }} />
          {attempt.status === 'on_break' && (
            <Badge bg="info-subtle" text="info-emphasis">
              <FormattedMessage {...m.onBreak} />
            </Badge>
          )}
        </div>
      </div>
      <Link to={runnerPath(type, id)} className="btn btn-warning btn-sm" aria-label={intl.formatMessage(catalogMessages.resumeLabel, { title })}>
        <FormattedMessage {...catalogMessages.resume} />
      </Link>
    </ListGroup.Item>
  );
}

function ContinuePanel() {
  const { api } = useStores();
  const { data } = useLoad(() => catalogApi(api).activeAttempts(), 'active-attempts');
  return (
    <Panel title={m.continueTitle} testId="home-continue">
      {!data ? (
        <Loading />
      ) : data.length === 0 ? (
        <p className="text-body-secondary mb-0">
          <FormattedMessage {...m.continueEmpty} />
        </p>
      ) : (
        <ListGroup variant="flush">
          {data.map((a) => (
            <RunningAttempt key={a.id} attempt={a} />
          ))}
        </ListGroup>
      )}
    </Panel>
  );
}

const WHY: Record<string, MessageDescriptor> = { full: m.recommendedWhyFull, section: m.recommendedWhySection, drill: m.recommendedWhyDrill };

function Recommendation({ entry }: { entry: CatalogEntryDto }) {
  return (
    <div className="d-flex flex-column gap-2" data-testid={`recommended-${entry.type}-${entry.id}`}>
      <EntryBadges entry={entry} />
      <div className="fw-semibold">{entry.title}</div>
      <EntrySize entry={entry} />
      <p className="small mb-1">
        <FormattedMessage {...WHY[entry.kind]} />
      </p>
      <div>
        <Link to={startPath(entry.type, entry.id)} className="btn btn-primary">
          <FormattedMessage {...m.viewTest} />
        </Link>
      </div>
    </div>
  );
}

function RecommendedPanel() {
  const { api } = useStores();
  const { data } = useLoad(async () => {
    const page = await catalogApi(api).list({ status: 'not_started', per_page: RECOMMEND_POOL });
    return { next: recommendNext(page.data) };
  }, 'recommended');
  return (
    <Panel title={m.recommendedTitle} testId="home-recommended">
      {!data ? (
        <Loading />
      ) : data.next ? (
        <Recommendation entry={data.next} />
      ) : (
        <p className="text-body-secondary mb-0">
          <FormattedMessage {...m.recommendedEmpty} />
        </p>
      )}
    </Panel>
  );
}

const LINKS: { to: string; label: MessageDescriptor }[] = [
  { to: PRACTICES_PATH, label: m.linkPractices },
  { to: FULL_TESTS_PATH, label: m.linkFullTests },
  { to: PATHS.testResults, label: m.linkResults },
  { to: SYSTEM_CHECK_PATH, label: m.linkSystemCheck },
];

/** `/`: the practice home: class tests due, running tests to resume, what to take next, and the ways in. */
export const PracticeHomePage = observer(function PracticeHomePage() {
  const { session, tenant } = useStores();
  return (
    <div data-testid="home-page">
      <Card className="shadow-soft mb-4 border-0 overflow-hidden">
        <Card.Body className="p-4 p-md-5 bg-primary-subtle">
          <h1 className="h3 fw-semibold mb-2" data-testid="home-greeting">
            <FormattedMessage {...m.greeting} values={{ name: session.user?.first_name || session.displayName }} />
          </h1>
          <p className="text-body-secondary mb-0 fs-6">
            <FormattedMessage {...m.intro} values={{ brand: tenant.tenant.name, exam: tenant.tenant.examName || 'SAT' }} />
          </p>
        </Card.Body>
      </Card>
      <ParentLinkPrompt />
      <ClassTestsPanel />
      <AssignedQuizzesPanel />
      <Row className="g-4 mb-4">
        <Col lg={6}>
          <ContinuePanel />
        </Col>
        <Col lg={6}>
          <RecommendedPanel />
        </Col>
      </Row>
      <nav aria-labelledby="home-quick-links">
        <h2 id="home-quick-links" className="h5 fw-semibold mb-3">
          <FormattedMessage {...m.quickLinks} />
        </h2>
        <Row className="g-3">
          {LINKS.map((l) => (
            <Col xs={6} md={3} key={l.to}>
              <Link to={l.to} className="btn btn-outline-primary w-100 py-3">
                <FormattedMessage {...l.label} />
              </Link>
            </Col>
          ))}
        </Row>
      </nav>
    </div>
  );
});
