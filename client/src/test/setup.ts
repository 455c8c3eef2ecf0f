import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LOCALES } from '@app/shared';
import { loadCatalog } from '../i18n/load-catalog';

// The app waits for its language's texts before the first render (see main.tsx); tests render at once, so
// every catalog is loaded up front, as if the visitor had already fetched it.
await Promise.all(LOCALES.map((locale) => loadCatalog(locale)));

// Pages are lazy chunks: on a loaded machine (CI beside other work, or several suites at once) the first
// import of a page takes longer than testing-library's 1 s default, and findBy* failed pages that were
// right. Waiting longer costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
