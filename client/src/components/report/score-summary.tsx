import { Badge, Card, Col, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { rawShare, SECTION_SCALE, type ResultDto, type SectionScoreDto } from '@app/shared';
import { ROUTE_LABELS } from '../taxonomy/test-labels';
import { useTaxonomy } from '../taxonomy/taxonomy';
import { scoreSummaryMessages as m } from './messages';
import './report.css';

/** Points gained (+) or lost (-) against the previous graded attempt of the same test; null when not comparable. */
function totalChange(result: Pick<ResultDto, 'total' | 'previous'>): number | null {
  if (result.total === null || result.previous?.total == null) return null;
  return result.total - result.previous.total;
}

/** The SAT total is the sum of two 200-800 section scores (digital R&W + Math; paper EBRW + Math). */
const TOTAL_MIN = SECTION_SCALE.min * 2;
const TOTAL_MAX = SECTION_SCALE.max * 2;

/** The total against the previous graded attempt of the same test: +n, -n or the same. */
function PreviousComparison({ result }: { result: ResultDto }) {
  const intl = useIntl();
  const change = totalChange(result);
  if (change === null || !result.previous) return null;
  const date = intl.formatDate(result.previous.finishedAt, { dateStyle: 'medium' });
  const [message, tone] =
    change > 0 ? [m.previousUp, 'text-success'] : change < 0 ? [m.previousDown, 'text-danger'] : [m.previousSame, 'text-body-secondary'];
  return (
    <p className={`mb-0 fw-semibold ${tone}`} data-testid="previous-comparison" data-change={change}>
      <FormattedMessage {...message} values={{ points: Math.abs(change), date }} />
    </p>
  );
}

/** "7/12" large and "58% correct" beneath: the score of a test that no score table scales. */
function RawScore({ share, className }: { share: ReturnType<typeof rawShare>; className: string }) {
  return (
    <div data-testid="raw-score" data-raw={share.raw} data-max={share.max}>
      <div className={`${className} fw-semibold lh-1`}>
        {share.raw}/{share.max}
      </div>
      <div className="small text-body-secondary mt-1" data-testid="raw-percent">
        <FormattedMessage {...m.percentCorrect} values={{ percent: share.percent }} />
      </div>
    </div>
  );
}

function SectionCard({ section }: { section: SectionScoreDto }) {
  const intl = useIntl();
  const tax = useTaxonomy();
  return (
    <Card className="h-100 shadow-soft" data-testid={`section-score-${section.name}`}>
      <Card.Body>
        <h3 className="h6 text-body-secondary mb-1">{tax.section(section.name)}</h3>
        {section.scaled !== null ? (
          <div className="display-6 fw-semibold" data-testid="section-scaled">
            {section.scaled}
          </div>
        ) : (
          <RawScore share={rawShare([section])} className="display-6" />
        )}
        {section.lower !== null && section.upper !== null && (
          <div className="small text-body-secondary">
            <FormattedMessage {...m.scoreRange} values={{ lower: section.lower, upper: section.upper }} />
          </div>
        )}
        {section.scaled !== null && (
          <div className="small mt-2" data-testid="section-raw">
            <FormattedMessage {...m.raw} values={{ raw: section.raw, max: section.maxRaw }} />
          </div>
        )}
        {section.route && (
          <Badge bg="light" text="dark" className="border mt-2 fw-medium" data-testid="section-route" data-route={section.route}>
            {intl.formatMessage(ROUTE_LABELS[section.route])}
          </Badge>
        )}
      </Card.Body>
    </Card>
  );
}

/** The total (400-1600) and its scale, or the raw score and percent where no score table applies. */
function TotalScore({ result }: { result: ResultDto }) {
  if (result.total === null) {
    return (
      <div>
        <h2 className="h6 text-body-secondary mb-0">
          <FormattedMessage {...m.rawTotal} />
        </h2>
        <RawScore share={rawShare(result.sections)} className="results-total fw-bold" />
      </div>
    );
  }
  return (
    <div>
      <h2 className="h6 text-body-secondary mb-0">
        <FormattedMessage {...m.total} />
      </h2>
      <div className="results-total fw-bold lh-1" data-testid="total-score">
        {result.total}
      </div>
      <div className="small text-body-secondary">
        <FormattedMessage {...m.totalRange} values={{ min: TOTAL_MIN, max: TOTAL_MAX }} />
      </div>
    </div>
  );
}

/** The top of the score report: the total large (or the raw score), the comparison, then each section's score. */
export function ScoreSummary({ result }: { result: ResultDto }) {
  // A one-section test without a score table (a drill): its section card would repeat the raw score above.
  const sectionCards = result.total !== null || result.sections.length > 1;
  return (
    <>
      <Card className="shadow-soft mb-3">
        <Card.Body className="d-flex flex-wrap align-items-end gap-3">
          <TotalScore result={result} />
          <div className="d-flex flex-column gap-1">
            <PreviousComparison result={result} />
            <span className="small text-body-secondary" data-testid="result-counts">
              <FormattedMessage {...m.counts} values={result.counts} />
            </span>
            {result.total === null && (
              <span className="small text-body-secondary">
                <FormattedMessage {...m.noScore} />
              </span>
            )}
          </div>
        </Card.Body>
      </Card>
      {sectionCards && (
        <>
          <h2 className="h5 fw-semibold mt-4 mb-3">
            <FormattedMessage {...m.sectionScores} />
          </h2>
          <Row xs={1} md={result.sections.length > 2 ? 3 : 2} className="g-3">
            {result.sections.map((s) => (
              <Col key={s.name}>
                <SectionCard section={s} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </>
  );
}
