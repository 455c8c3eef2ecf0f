// What the rest of the app may use of the profile feature.
export { profileRoutes } from './routes';
