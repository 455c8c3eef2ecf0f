import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { connectRouter } from '../app/router';
import { buildRoutes } from '../app/routes';
import { RootStore } from '../stores/root-store';

/** The whole app with its real routes and guards, in memory, against a stubbed fetch. */
export function renderApp(path: string, fetch: typeof globalThis.fetch) {
  const store = new RootStore({ fetch });
  void store.tenant.load();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  connectRouter(store, router);
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, ...view };
}
