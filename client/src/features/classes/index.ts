// What the rest of the app may use of the classes feature: its pages, and the practice home's class tests.
export { classesRoutes } from './routes';
export { ClassTestsPanel } from './components/class-tests-panel';
