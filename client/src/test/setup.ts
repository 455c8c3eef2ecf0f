import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LOCALES } from '@app/shared';
import { loadCatalog } from '../i18n/load-catalog';

// The app waits for its language's texts before the first render (see main.tsx); tests render at once, so
// every catalog is loaded up front, as if the visitor had already fetched it.
await Promise.all(LOCALES.map((locale) => loadCatalog(locale)));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
