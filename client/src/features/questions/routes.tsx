import type { FeatureRoutes } from '../../app/feature-routes';

/** Question bank, passages, labels, browse and preview pages. */
export const questionRoutes: FeatureRoutes = { areas: {}, pages: [] };
