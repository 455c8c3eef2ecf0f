import { defineConfig } from '@playwright/test';

/** Debian's Chromium only: a browser download is impossible here and not wanted. */
export default defineConfig({
  testDir: './specs',
  outputDir: '../../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One spec file at a time by default: the specs share the seeded demo accounts (demo-superadmin, demo-teacher...)
  // and site-wide state (banners, site texts), and several switch a demo account's language for their Chinese
  // screenshots, so two files at once can see each other's language (a tuition run came up in Chinese while
  // the enrollment spec had the admin in zh-CN). E2E_WORKERS=2 runs two files at once when that is ruled out.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
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
