// What the rest of the app may use of the parent-links feature: the mailed link's page, and the prompt
// the practice home shows a student while a parent waits for an answer.
export { parentLinkRoutes } from './routes';
export { ParentLinkPrompt } from './components/parent-link-prompt';
