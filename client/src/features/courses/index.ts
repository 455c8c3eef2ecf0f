// What the rest of the app may use of the courses feature: its pages.
export { coursesRoutes } from './routes';
