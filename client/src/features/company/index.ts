// What the rest of the app may use of the company feature: its pages.
export { companyRoutes } from './routes';
