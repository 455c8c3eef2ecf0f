import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { setLanguage, type ProfileLang } from './api';

// The e2e runner starts Playwright from the repository root.
const dir = path.resolve(process.cwd(), 'screenshots/e2e');

/** Full-page screenshots for people to look at (git-ignored). */
export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const LOCALE_OF = { 'EN-US': 'en-US', 'ZH-CN': 'zh-CN', 'ZH-TW': 'zh-TW' } as const;

/**
 * The page at 1366 and 375 px in each of `langs` (the user's profile language decides), then back in
 * English at the default size, reloaded and `ready` again.
 */
export async function localeShots(
  page: Page,
  api: APIRequestContext,
  token: string,
  name: string,
  ready: () => Promise<unknown>,
  langs: readonly ProfileLang[],
): Promise<void> {
  for (const lang of langs) {
    await setLanguage(api, token, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    // The profile's language arrives after the first paint: shoot once the page is in it.
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_OF[lang]);
    await ready();
    await page.waitForTimeout(300);
    await shot(page, `${name}-${lang.toLowerCase()}-1366`);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(300);
    await shot(page, `${name}-${lang.toLowerCase()}-375`);
  }
  await setLanguage(api, token, 'EN-US');
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.reload();
  await ready();
}
