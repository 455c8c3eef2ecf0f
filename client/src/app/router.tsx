import { createBrowserRouter } from 'react-router-dom';
import type { RootStore } from '../stores/root-store';
import { buildRoutes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Lets stores redirect (401 to Login, 403, 404) through the router instead of reloading the page. */
export function connectRouter(store: RootStore, router: Pick<AppRouter, 'navigate' | 'state'>): void {
  store.setNavigator({
    navigate: (to) => void router.navigate(to, { replace: true }),
    location: () => router.state.location,
  });
}

export function createAppRouter(store: RootStore): AppRouter {
  const router = createBrowserRouter(buildRoutes());
  connectRouter(store, router);
  return router;
}
