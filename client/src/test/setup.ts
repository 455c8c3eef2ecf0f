import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazy chunks: on a loaded machine (CI beside other work, or several suites at once) the first
// import of a page takes longer than testing-library's 1 s default, and findBy* failed pages that were
// right. Waiting longer costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
