// What the rest of the app may use of the admin-payments feature.
export { adminPaymentRoutes } from './routes';
