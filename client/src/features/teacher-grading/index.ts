// What the rest of the app may use of the teacher-grading feature.
export { teacherGradingRoutes } from './routes';
/** The order panel and the teacher's feedback, on the owner's score report. */
export { TeacherGradingSection } from './components/teacher-grading-section';
