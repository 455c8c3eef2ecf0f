// What the rest of the app may use of the regrades feature: the panel on an authoring page.
export { RegradePanel } from './components/regrade-panel';
