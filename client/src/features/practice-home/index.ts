// What the rest of the app may use of the practice-home feature.
export { practiceHomeRoutes } from './routes';
