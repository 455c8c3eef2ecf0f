// What the rest of the app may use of the payroll feature: its pages, and where a course's progress reports are.
export { payrollRoutes } from './routes';
export { progressPath } from './paths';
/** The course page's link to its progress reports. */
export { progressLinkMessage } from './messages';
