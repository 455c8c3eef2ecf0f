// What the rest of the app may use of the public-site feature.
export { publicSiteRoutes } from './routes';
