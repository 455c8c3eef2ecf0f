import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const fromHere = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

const LOCALE_FILE = /[\\/]locales[\\/][\w-]+\.json$/;

/**
 * The build ships the locale files' ICU messages already parsed (what `formatjs compile --ast` does), and
 * react-intl without its message parser: the first page then carries no parser (issue 17). The files
 * themselves stay plain text, as the server's e-mails and the tests read them; dev and tests parse at run
 * time as before. A message that fails to parse fails the build.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    transform(code, id) {
      if (!LOCALE_FILE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      // JSON.parse of one string: V8 reads a large JSON text faster than it parses and runs the same object
      // as a JavaScript literal (a catalog is ~300 KB; its evaluation was a long task on a slow phone).
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, map: null, moduleType: 'js' };
    },
  };
}

/**
 * index.html starts public/start-app.js (async) with the built file of each language's texts, so the
 * visitor's language is fetched alongside the app's scripts rather than after they have run (issue 17).
 */
function catalogPreload(): Plugin {
  return {
    name: 'catalog-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const catalogs = Object.values(ctx.bundle ?? {}).flatMap((c) => {
          const locale =
            c.type === 'chunk' && c.facadeModuleId && LOCALE_FILE.test(c.facadeModuleId) ? /([\w-]+)\.json$/.exec(c.facadeModuleId)?.[1] : null;
          return locale ? [`${locale}=/${c.fileName}`] : [];
        });
        if (catalogs.length !== 3) throw new Error(`catalog-preload: expected the 3 locale chunks, found ${catalogs.length}`);
        // First in the head and high priority: an async script is otherwise a low-priority request that
        // Chrome holds back until the scripts and stylesheets above it are in.
        const tag = `<script async fetchpriority="high" src="/start-app.js" data-catalogs="${catalogs.sort().join(' ')}"></script>`;
        return html.replace('<script type="module"', `${tag}\n    <script type="module"`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompiledMessages(), catalogPreload()],
  resolve: {
    alias: {
      // FSRS (ts-fsrs) is its own entry so only the flashcards chunks carry it, not the first page.
      '@app/shared/fsrs': fromHere('../shared/src/flashcards-fsrs.ts'),
      // Before '@app/shared', whose prefix it shares: the public site's copy, kept out of the shared index.
      '@app/shared/site-content': fromHere('../shared/src/site/content.ts'),
      '@app/shared': fromHere('../shared/src/index.ts'),
      '@locales': fromHere('../locales'),
    },
  },
  server: {
    port: 5173,
    proxy: apiProxy,
    // The shared package and the locale files live next to the client, outside its root.
    fs: { allow: [fromHere('..')] },
  },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
    // Production builds publish no source maps: they would hand out the original sources.
    sourcemap: false,
    // The MathJax engine (1.6 MB, its own lazy chunk, only on pages with math) is the one large chunk.
    chunkSizeWarningLimit: 1700,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: one cacheable vendor chunk of the libraries the first page
        // statically imports (`$initial`: reachable from index.html's script without a dynamic import).
        // A library only lazy pages use (MathJax, charts, the runner's calculator and grapher, and their own
        // dependencies) stays in those pages' chunks, and so does the part of a shell library (react-bootstrap
        // components, react-router's extras) that only lazy pages import: a deny-list of heavy libraries let
        // their dependencies (mr-parser, @kurkle/color, events...) leak into the chunk every page loads.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] }] },
        // package.json says the app's modules have no side effects but their stylesheets: the entry imports
        // every feature's index.ts for its routes, and without that promise the components an index also
        // re-exports (observer(...) calls look like side effects) would be kept in the entry chunk.
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20000,
  },
});
