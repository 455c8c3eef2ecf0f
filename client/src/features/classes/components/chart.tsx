import { Suspense } from 'react';
import { Spinner } from 'react-bootstrap';
import { LazySeriesChart } from '../../../components/charts/lazy-series-chart';
import type { SeriesChartProps } from '../../../components/charts/series-chart';

/** A chart from the lazy chart chunk, with a spinner while chart.js arrives. */
export function Chart(props: SeriesChartProps) {
  return (
    <Suspense fallback={<Spinner animation="border" size="sm" className="d-block mx-auto my-4" />}>
      <LazySeriesChart {...props} />
    </Suspense>
  );
}
