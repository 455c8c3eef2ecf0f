// What the rest of the app may use of the result-analysis feature.
export { resultAnalysisRoutes } from './routes';
/** "Analysis" on an authoring page of a test that has been taken. */
export { AnalysisLink } from './components/analysis-link';
