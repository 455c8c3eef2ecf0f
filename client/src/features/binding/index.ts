// What the rest of the app may use of the binding feature.
export { bindingRoutes } from './routes';
