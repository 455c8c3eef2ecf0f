import { Card } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QuestionStatDto } from '@app/shared';
import { percentCorrectBars } from '../chart-data';
import { analysisMessages as m } from '../messages';
import { useQuestionLabel } from '../question-label';
import { BarChart } from './chart-box';

/** Percent correct of every question as bars, in test order; questions without scored answers are named. */
export function PercentCorrect({ questions }: { questions: QuestionStatDto[] }) {
  const intl = useIntl();
  const bars = percentCorrectBars(questions, useQuestionLabel());
  return (
    <Card className="shadow-soft mb-4" as="section" aria-labelledby="percent-title">
      <Card.Body>
        <h2 className="h5 fw-semibold mb-3" id="percent-title">
          <FormattedMessage {...m.percentCorrect} />
        </h2>
        <BarChart
          labels={bars.labels}
          datasets={[{ label: intl.formatMessage(m.percentSeries), values: bars.values }]}
          ariaLabel={intl.formatMessage(m.percentChartLabel)}
          percent
          hideLegend
        />
        {bars.unknown.length > 0 && (
          <p className="small text-body-secondary mt-2 mb-0" data-testid="percent-unknown">
            <FormattedMessage {...m.noPercent} values={{ questions: bars.unknown.join(', ') }} />
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
