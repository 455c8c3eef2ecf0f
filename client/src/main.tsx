import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { guardAsksBind } from './components/guards/route-access';
import { mergeHandles } from './lib/routing/route-handle';
import { keepServerFields } from './lib/server-fields';
import { RootStore } from './stores/root-store';

const store = new RootStore();
void store.tenant.load();
// A logged-in user's profile, which the route guard would ask for after the first render: asked now, it
// comes back while the page's texts and chunk load (the runner's first question waited for it; issue 17).
if (store.session.isLoggedIn) void store.session.ensureUser();
const router = createAppRouter(store);
// Likewise the bind check the route guard would ask for once the page's chunk is in (the runner's
// directions waited for it too): the first page's route, and so its handle, is known now.
const firstHandle = mergeHandles(router.state.matches.map((m) => ({ handle: m.route.handle })));
if (guardAsksBind(firstHandle, store.session.isLoggedIn)) void store.session.ensureBind();

// Vite reports a failed chunk or stylesheet preload here (an old tab after a deploy, a dropped network).
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  store.ui.showNotice('refresh');
});

const rootElement = document.getElementById('root')!;
// A public site page comes with its text already rendered by the server (modules/site/seo.ts): it stays on
// screen until the app can draw the page itself, without a spinner in between.
const serverRendered = rootElement.hasChildNodes();
// What a visitor types into a server-rendered form before the app starts is carried over (the login page).
if (serverRendered) keepServerFields(rootElement);

/** Resolves once the router has matched the first page and loaded its lazy chunk. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

// The first render waits for the language's texts (a lazy chunk per locale, fetched while the router's
// loaders run), so the page never flashes raw message ids. It is a transition: React renders it in slices
// that leave the main thread free between them (one long task before; Lighthouse's TBT, issue 17).
// A server-rendered page also waits for the tenant: its first render would otherwise show the fallback
// brand in place of the server's for a moment.
void Promise.all([store.locale.load(), serverRendered ? Promise.all([routerReady(), store.tenant.load()]) : null]).then(() =>
  startTransition(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
