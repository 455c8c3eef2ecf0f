import { Suspense, useState, type ChangeEvent } from 'react';
import { ButtonGroup, Card, Col, Row, Spinner, Table, ToggleButton } from 'react-bootstrap';
import { FormattedMessage, FormattedNumber, useIntl, type MessageDescriptor } from 'react-intl';
import { useStores } from '../../../stores/store-context';
import { useLoad } from '../../../components/hooks/use-load';
import { SelectField } from '../../../components/form/select-field';
import { LazySeriesChart } from '../../../components/charts/lazy-series-chart';
import { analyticsApi, type AnalyticsSource } from '../api';
import { shapeAnalytics } from '../analytics-data';
import { PageHeader } from '../../../components/page-header';
import { Th } from '../../../components/lists/paged-card';
import { labelOf } from '../../../lib/label-of';
import { businessToday } from '../pro';
import { analyticsMessages as m, metricMessages } from '../messages';

const SECTIONS: { source: AnalyticsSource; title: MessageDescriptor }[] = [
  { source: 'user-exams', title: m.userExams },
  { source: 'transaction-logs', title: m.transactions },
  { source: 'order', title: m.orders },
];
const PERIODS = [7, 30, 90, 365];

/** /analytics: tests taken, point transactions and orders per day, with today so far, as charts and tables. */
export function AnalyticsPage() {
  const intl = useIntl();
  const [days, setDays] = useState(30);
  return (
    <div data-testid="analytics-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        actions={
          <SelectField
            name="days"
            label={<FormattedMessage {...m.days} />}
            options={PERIODS.map((d) => ({ value: String(d), label: intl.formatMessage(m.lastDays, { days: d }) }))}
            value={String(days)}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => setDays(Number(e.target.value))}
            className="mb-0 d-flex align-items-center gap-2 text-nowrap"
            testId="analytics-days"
          />
        }
      />
      <div className="d-grid gap-4">
        {SECTIONS.map((s) => (
          <AnalyticsSection key={s.source} source={s.source} title={s.title} days={days} />
        ))}
      </div>
    </div>
  );
}

function AnalyticsSection({ source, title, days }: { source: AnalyticsSource; title: MessageDescriptor; days: number }) {
  const { api } = useStores();
  const intl = useIntl();
  const [type, setType] = useState<'line' | 'bar'>('line');
  const { data } = useLoad(async () => {
    const calls = analyticsApi(api);
    const [daily, today] = await Promise.all([calls.daily(source, days), calls.today(source)]);
    return { timezone: daily.timezone, series: shapeAnalytics(daily.data, today, businessToday(new Date())) };
  }, `${source}:${days}`);
  const titleText = intl.formatMessage(title);
  const headingId = `analytics-${source}`;
  const metric = (key: string) => labelOf(intl, metricMessages, key);

  return (
    <Card className="shadow-soft" as="section" aria-labelledby={headingId} data-testid={`analytics-${source}`}>
      <Card.Body>
        <Row className="g-2 align-items-center mb-3">
          <Col>
            <h2 className="h5 mb-0" id={headingId}>
              {titleText}
            </h2>
            {data && (
              <div className="small text-body-secondary">
                <FormattedMessage {...m.timezone} values={{ timezone: data.timezone }} />
              </div>
            )}
          </Col>
          <Col xs="auto">
            <ButtonGroup size="sm" aria-label={intl.formatMessage(m.chartType)}>
              {(['line', 'bar'] as const).map((t) => (
                <ToggleButton
                  key={t}
                  id={`${source}-${t}`}
                  type="radio"
                  variant="outline-secondary"
                  name={`${source}-chart`}
                  value={t}
                  checked={type === t}
                  onChange={() => setType(t)}
                >
                  <FormattedMessage {...(t === 'line' ? m.line : m.bar)} />
                </ToggleButton>
              ))}
            </ButtonGroup>
          </Col>
        </Row>
        {!data ? (
          <div className="text-center py-5">
            <Spinner animation="border" />
          </div>
        ) : data.series.labels.length === 0 ? (
          <p className="text-body-secondary mb-0">
            <FormattedMessage {...m.empty} />
          </p>
        ) : (
          <>
            <Suspense
              fallback={
                <div className="text-center text-body-secondary py-5 small">
                  <FormattedMessage {...m.chartLoading} />
                </div>
              }
            >
              <LazySeriesChart
                type={type}
                labels={data.series.labels}
                datasets={data.series.datasets.map((d) => ({ label: metric(d.key), values: d.values }))}
                ariaLabel={intl.formatMessage(m.chartLabel, { title: titleText })}
              />
            </Suspense>
            {/* A month of rows would push the next report far down: the table scrolls under its heading. */}
            <div className="mt-3 overflow-auto" style={{ maxHeight: '20rem' }}>
              <Table size="sm" className="mb-0 align-middle" aria-labelledby={headingId}>
                <thead className="sticky-top">
                  <tr>
                    <Th>
                      <FormattedMessage {...m.colDate} />
                    </Th>
                    {data.series.datasets.map((d) => (
                      <Th key={d.key} className="text-end">
                        {metric(d.key)}
                      </Th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.series.table.map((row) => (
                    <tr key={row.date} className={row.today ? 'table-primary' : undefined} data-testid={row.today ? 'analytics-today' : undefined}>
                      <td className="text-nowrap">
                        {row.date}
                        {row.today && (
                          <span className="ms-2 small fw-semibold">
                            <FormattedMessage {...m.today} />
                          </span>
                        )}
                      </td>
                      {data.series.datasets.map((d) => (
                        <td key={d.key} className="text-end">
                          <FormattedNumber value={row.values[d.key]} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
