import { Suspense, type ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ResultHistoryDto } from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { LazySeriesChart } from '../../../components/charts/lazy-series-chart';
import { ChartIcon } from '../../../components/icons';
import { PATHS } from '../../../config/paths';
import { useLoad } from '../../../components/hooks/use-load';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { domainBars, hasHistory, scoreHistoryData } from '../history-chart-data';
import { useResultsApi } from '../hooks/use-results-api';
import { performanceMessages as m } from '../messages';
import { PageHeader } from '../../../components/page-header';

function ChartCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card className="shadow-soft h-100">
      <Card.Body>
        <h2 className="h5 fw-semibold mb-3">{title}</h2>
        <Suspense
          fallback={
            <div className="text-center text-body-secondary py-5 small">
              <FormattedMessage {...m.loading} />
            </div>
          }
        >
          {children}
        </Suspense>
      </Card.Body>
    </Card>
  );
}

function Charts({ history }: { history: ResultHistoryDto }) {
  const intl = useIntl();
  const tax = useTaxonomy();
  const scores = scoreHistoryData(history);
  const bars = domainBars(history.domains);
  return (
    <Row className="g-4">
      {scores.dates.length > 0 && (
        <Col xs={12} data-testid="score-history">
          <ChartCard title={<FormattedMessage {...m.scores} />}>
            <LazySeriesChart
              type="line"
              labels={scores.dates.map((d) => intl.formatDate(d, { dateStyle: 'medium' }))}
              datasets={scores.series.map((s) => ({ label: s.key === 'total' ? intl.formatMessage(m.total) : tax.section(s.key), values: s.values }))}
              ariaLabel={intl.formatMessage(m.scoresChart)}
              height={300}
            />
          </ChartCard>
        </Col>
      )}
      {bars.length > 0 && (
        <Col xs={12} data-testid="domain-history">
          <ChartCard title={<FormattedMessage {...m.domains} />}>
            <LazySeriesChart
              type="bar"
              labels={bars.map((b) => tax.domain(b.name))}
              datasets={[{ label: intl.formatMessage(m.percent), values: bars.map((b) => b.percent) }]}
              ariaLabel={intl.formatMessage(m.domainsChart)}
              percent
              hideLegend
              height={300}
            />
          </ChartCard>
        </Col>
      )}
    </Row>
  );
}

/** /performance: the caller's graded scores over time and percent correct by domain; an empty state before any. */
export function PerformancePage() {
  const api = useResultsApi();
  const { data } = useLoad(() => api.history(), 'history');
  return (
    <div data-testid="performance-page">
      <PageHeader title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.subtitle} />} />
      {!data ? (
        <FullPageSpinner />
      ) : hasHistory(data) ? (
        <Charts history={data} />
      ) : (
        <Card className="shadow-soft mx-auto text-center" style={{ maxWidth: 560 }} data-testid="performance-empty">
          <Card.Body className="p-4 p-md-5">
            <ChartIcon size={32} className="text-primary mb-3" />
            <h2 className="h5 fw-semibold">
              <FormattedMessage {...m.empty} />
            </h2>
            <p className="text-body-secondary">
              <FormattedMessage {...m.emptyHint} />
            </p>
            <Link to={PATHS.home} className="btn btn-primary">
              <FormattedMessage {...m.practice} />
            </Link>
          </Card.Body>
        </Card>
      )}
    </div>
  );
}
