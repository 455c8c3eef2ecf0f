// What the rest of the app may use of the questions feature.
export { questionRoutes } from './routes';
