import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { RootStore } from './stores/root-store';

const store = new RootStore();
void store.tenant.load();
const router = createAppRouter(store);

// Vite reports a failed chunk or stylesheet preload here (an old tab after a deploy, a dropped network).
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  store.ui.showNotice('refresh');
});

// The first render waits for the language's texts (a lazy chunk per locale, fetched while the router's
// loaders run), so the page never flashes raw message ids.
void store.locale.load().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
