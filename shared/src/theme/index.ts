/** A tenant's colours as CSS: the client applies them, the server puts them in the pages it renders. */
export { themeCss } from './theme-css';
