// What the rest of the app may use of the enrollment feature: its pages.
export { enrollmentRoutes } from './routes';
