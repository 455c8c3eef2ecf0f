import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromHere = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

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
        // Libraries change less often than the app: one cacheable vendor chunk, app code split by route.
        // MathJax and chart.js stay out of it: they are large and loaded lazily, only on pages that use them.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/](?!mathjax-full[\\/]|chart\.js[\\/]|react-chartjs-2[\\/])/ }] },
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
