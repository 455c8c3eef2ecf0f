// What the rest of the app may use of the results feature.
export { resultsRoutes } from './routes';
export { reportPath } from './paths';
