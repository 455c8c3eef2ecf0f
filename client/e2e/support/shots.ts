import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

// The e2e runner starts Playwright from the repository root.
const dir = path.resolve(process.cwd(), 'screenshots/e2e');

/** Full-page screenshots for people to look at (git-ignored). */
export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
