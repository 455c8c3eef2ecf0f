import { defineConfig } from '@playwright/test';

/** Debian's Chromium only: a browser download is impossible here and not wanted. */
export default defineConfig({
  testDir: './specs',
  outputDir: '../../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Spec files run two at a time (the tests inside a file stay in order): every spec makes its own users
  // and content, and most of a spec's time is spent waiting on the browser, so two workers keep CI's two
  // cores busy. E2E_WORKERS=1 runs them one by one (e.g. to rule out interference while debugging).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    viewport: { width: 1280, height: 860 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
