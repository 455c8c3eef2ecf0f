import type { FeatureRoutes } from '../../app/feature-routes';

/** Practices, full practice sets, adaptive sets, score tables, and the students' practice list. */
export const practiceRoutes: FeatureRoutes = { areas: {}, pages: [] };
