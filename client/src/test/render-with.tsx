import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { RootStore } from '../stores/root-store';
import { fakeServer, makeUser, type Handler, type Reply } from './fake-server';

/** One component of this feature inside the app's providers, against a fake server. */
export function renderWith(ui: ReactNode, routes: Record<string, Handler | Reply> = {}, path = '/admin/practices') {
  const server = fakeServer(routes);
  const store = new RootStore({ fetch: server.fetch });
  store.session.setUser(makeUser({ all_roles: ['super-admin'] }));
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { server, store, ...view };
}
