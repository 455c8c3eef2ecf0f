// What the rest of the app may use of the tuition feature: its pages, and the tuition panel the enrollment's detail page mounts.
export { tuitionRoutes } from './routes';
export { TuitionPanel } from './components/tuition-panel';
export { arrangePath, ordersPath } from './paths';
