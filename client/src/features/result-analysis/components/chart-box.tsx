import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { LazySeriesChart } from '../../../components/charts/lazy-series-chart';
import type { SeriesChartProps } from '../../../components/charts/series-chart';
import { analysisMessages as m } from '../messages';

/** A bar chart from the lazy chart chunk, with a loading line while chart.js arrives. */
export function BarChart(props: Omit<SeriesChartProps, 'type'>) {
  return (
    <Suspense
      fallback={
        <div className="text-center text-body-secondary py-5 small">
          <FormattedMessage {...m.chartLoading} />
        </div>
      }
    >
      <LazySeriesChart type="bar" {...props} />
    </Suspense>
  );
}
