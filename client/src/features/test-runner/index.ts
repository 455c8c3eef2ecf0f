// What the rest of the app may use of the test-runner feature.
export { testRunnerRoutes } from './routes';
