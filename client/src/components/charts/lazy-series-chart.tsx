import { lazy } from 'react';
import { importWithTimeout } from '../../lib/chunk-errors';

/**
 * SeriesChart in its own chunk with chart.js, fetched when the first chart shows. A chunk that never
 * arrives (or arrives empty) fails like any lost chunk, so the refresh notice handles it. Render it
 * inside a Suspense boundary.
 */
export const LazySeriesChart = lazy(async () => {
  const mod = await importWithTimeout(() => import('./series-chart'));
  if (!mod?.SeriesChart) throw Object.assign(new Error('Loading chunk series-chart failed'), { name: 'ChunkLoadError' });
  return { default: mod.SeriesChart };
});
