// What the rest of the app may use of the errors feature.
export { errorRoutes } from './routes';
