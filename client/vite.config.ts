import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromHere = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/**
 * The libraries the app shell needs on every page (rendering, routing, state, texts, the navbar), with
 * everything they depend on: the one cacheable vendor chunk. Any other library (MathJax, charts, the
 * runner's calculator and grapher, and whatever those pull in) stays in the lazy chunks of the pages that
 * use it; a deny-list of heavy libraries missed their dependencies (mr-parser, @kurkle/color, events...),
 * which then landed in the vendor chunk every page loads.
 */
const SHELL_LIBRARIES = ['react', 'react-dom', 'react-router-dom', 'mobx', 'mobx-react-lite', 'react-intl', 'react-bootstrap'];

/** A package and its dependencies, transitively, by name, as installed (hoisted or next to the client). */
function withDependencies(roots: string[]): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (found.has(name)) continue;
    found.add(name);
    const manifest = ['./node_modules', '../node_modules'].map((dir) => fromHere(`${dir}/${name}/package.json`)).find((file) => fs.existsSync(file));
    if (!manifest) continue;
    const { dependencies = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
    queue.push(...Object.keys(dependencies));
  }
  return found;
}

const shellPackages = withDependencies(SHELL_LIBRARIES);
/** The package a module id belongs to: the name after its last node_modules folder. */
const packageOf = (id: string) => id.match(/.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/)?.[1].replace('\\', '/');
const isShellLibrary = (id: string) => {
  const name = packageOf(id);
  return name !== undefined && shellPackages.has(name);
};

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
    sourcemap: true,
    // The MathJax engine (1.6 MB, its own lazy chunk, only on pages with math) is the one large chunk.
    chunkSizeWarningLimit: 1700,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: the shell's libraries are one cacheable vendor chunk,
        // app code is split by route, and libraries only some pages use stay in those pages' lazy chunks.
        codeSplitting: { groups: [{ name: 'vendor', test: isShellLibrary }] },
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
  },
});
