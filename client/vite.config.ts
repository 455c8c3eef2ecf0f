import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromHere = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

const LAZY_ONLY =
  'mathjax-full|chart\\.js|react-chartjs-2|mathjs|function-plot|d3-[a-z-]+|complex\\.js|decimal\\.js|fraction\\.js|typed-function|escape-latex|javascript-natural-sort|seedrandom|tiny-emitter|built-in-math-eval|interval-arithmetic-eval|interval-arithmetic';
const LAZY_ONLY_LIBRARIES = new RegExp(`node_modules[\\\\/](?!(?:${LAZY_ONLY})[\\\\/])`);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
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
        // Libraries change less often than the app: one cacheable vendor chunk, app code split by route.
        // MathJax and chart.js stay out of it: they are large and loaded lazily, only on pages that use them.
        // Heavy libraries only some pages use (MathJax, charts, the runner's calculator and grapher) stay in
        // their pages' lazy chunks instead of the vendor chunk every page loads.
        codeSplitting: { groups: [{ name: 'vendor', test: LAZY_ONLY_LIBRARIES }] },
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
