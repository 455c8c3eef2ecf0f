import { expect, test } from '@playwright/test';
import { shot } from '../support/shots';

/**
 * The light first page (issue 17): the login page fetches only its own language's texts, never shows a raw
 * message id while they load, and looks right at desktop and phone widths. Screenshots for people.
 */
const RAW_ID = /\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+\.[a-zA-Z][a-zA-Z.]*\b/;
const CATALOG_CHUNK = /\/assets\/(en-US|zh-CN|zh-TW)-[\w-]+\.js$/;

for (const { lang, heading } of [
  { lang: 'EN-US', heading: /Log in/ },
  { lang: 'ZH-TW', heading: /登入/ },
]) {
  for (const width of [1366, 375]) {
    test(`the login page in ${lang} at ${width} px loads one catalog and shows no raw ids`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 740 });
      await page.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
      const catalogs: string[] = [];
      page.on('request', (req) => {
        const match = CATALOG_CHUNK.exec(new URL(req.url()).pathname);
        if (match) catalogs.push(match[1]);
      });
      await page.goto('/login');
      await expect(page.getByTestId('auth-tab-login')).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('body').innerText()).not.toMatch(RAW_ID);
      expect(catalogs).toEqual([lang === 'EN-US' ? 'en-US' : 'zh-TW']);
      await shot(page, `first-page-login-${lang.toLowerCase()}-${width}`);
    });
  }
}
