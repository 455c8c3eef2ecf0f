import { Card, Col, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScoreDistributionDto } from '@app/shared';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { histogramBars } from '../chart-data';
import { analysisMessages as m } from '../messages';
import { BarChart } from './chart-box';

/** One score's histogram with its count, mean, median and range. */
function Distribution({ distribution }: { distribution: ScoreDistributionDto }) {
  const intl = useIntl();
  const tax = useTaxonomy();
  const name = distribution.name === 'total' ? intl.formatMessage(m.total) : tax.section(distribution.name);
  const bars = histogramBars(distribution);
  const headingId = `distribution-${distribution.name}`;
  const dash = (v: number | null) => (v === null ? '—' : intl.formatNumber(v, { maximumFractionDigits: 1 }));
  return (
    <Card className="shadow-soft h-100" as="section" aria-labelledby={headingId} data-testid={headingId}>
      <Card.Body>
        <h3 className="h6 fw-semibold mb-1" id={headingId}>
          {name}
        </h3>
        {distribution.count === 0 ? (
          <p className="small text-body-secondary mb-0">
            <FormattedMessage {...m.noScores} />
          </p>
        ) : (
          <>
            <p className="small text-body-secondary mb-2">
              <FormattedMessage
                {...m.summary}
                values={{
                  count: distribution.count,
                  mean: dash(distribution.mean),
                  median: dash(distribution.median),
                  min: dash(distribution.min),
                  max: dash(distribution.max),
                }}
              />
            </p>
            <BarChart
              labels={bars.labels}
              datasets={[{ label: intl.formatMessage(m.attemptsSeries), values: bars.values }]}
              ariaLabel={intl.formatMessage(m.histogramLabel, { name })}
              hideLegend
              height={220}
            />
          </>
        )}
      </Card.Body>
    </Card>
  );
}

/** The total's histogram (when the test has a total), then one per section. */
export function ScoreDistributions({ total, sections }: { total: ScoreDistributionDto | null; sections: ScoreDistributionDto[] }) {
  const all = [...(total ? [total] : []), ...sections];
  return (
    <section aria-labelledby="distribution-title" className="mb-4">
      <h2 className="h5 fw-semibold mb-3" id="distribution-title">
        <FormattedMessage {...m.distribution} />
      </h2>
      <Row className="g-3">
        {/* The total spans the row; the sections share the next one (or span it alone). */}
        {all.map((d) => (
          <Col key={d.name} lg={d.name === 'total' || sections.length === 1 ? 12 : 6}>
            <Distribution distribution={d} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
