// What the rest of the app may use of the placeholders feature.
export { placeholderRoutes } from './routes';
