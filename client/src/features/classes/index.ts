// What the rest of the app may use of the classes feature: its pages, and the practice home's class tests.
export { classesRoutes } from './routes';
export { ClassTestsPanel } from './components/class-tests-panel';
// The test picker (kind, then one of the caller's assignable tests): a course session's test uses it too.
export { TestPicker } from './components/test-picker';
