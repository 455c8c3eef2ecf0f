// What the rest of the app may use of the flashcards feature: its pages, the practice home's assigned
// quizzes, and the app shell's merge of a visitor's progress at login or sign-up.
export { flashcardsRoutes } from './routes';
export { AssignedQuizzesPanel } from './components/assigned-quizzes-panel';
export { VisitorProgressMerge } from './components/visitor-progress-merge';
