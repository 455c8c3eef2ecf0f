// What the rest of the app may use of the practices feature.
export { practiceRoutes } from './routes';
