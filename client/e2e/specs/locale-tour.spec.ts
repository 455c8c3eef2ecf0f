import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AttemptDto, CatalogEntryDto, PagedDto } from '@app/shared';
import { apiLogin, call } from '../support/api';
import { shot } from '../support/shots';
import { uiLogin } from '../support/ui';

/**
 * The pages of the runner, results and wallet in Chinese: each one loads, shows Chinese, and shows no raw
 * message id (a missing translation renders its id, like `wallet.balance.title`). Screenshots for people.
 */
const RAW_ID = /\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+\.[a-zA-Z][a-zA-Z.]*\b/;
const CJK = /[\u4e00-\u9fff]/;

async function setLanguage(api: APIRequestContext, token: string, lang: 'ZH-CN' | 'ZH-TW' | 'EN-US') {
  const res = await api.patch('/api/lang', { data: { lang }, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `PATCH /api/lang: ${res.status()}`).toBeTruthy();
}

async function tour(page: Page, paths: string[], prefix: string) {
  for (const path of paths) {
    await page.goto(path);
    // Waits for the page's own texts rather than for 'networkidle', which never came on /systemcheck in full
    // runs although every request had been answered (Playwright advises against it for this reason).
    await expect(page.locator('main')).toContainText(CJK, { timeout: 15_000 });
    await expect(page.locator('.spinner-border')).toHaveCount(0, { timeout: 15_000 });
    const text = await page.locator('body').innerText();
    expect(text, `${path} shows Chinese`).toMatch(CJK);
    expect(text.match(RAW_ID)?.[0] ?? null, `${path} shows no raw message id`).toBeNull();
    await shot(page, `${prefix}${path.replace(/[/?=&]+/g, '-').replace(/^-|-$/g, '') || 'home'}`);
  }
}

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
});
test.afterAll(async () => {
  await api.dispose();
});

test('a student tours the practice, runner, results and wallet pages in Traditional Chinese', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(api, 'demo-pro', 'demo-password');
  await setLanguage(api, token, 'ZH-TW');
  const adaptive = (await call<PagedDto<CatalogEntryDto>>(api, 'get', '/api/catalog?type=adaptive', token)).data[0];
  const drill = (await call<PagedDto<CatalogEntryDto>>(api, 'get', '/api/catalog?kind=drill', token)).data[2];
  await call<AttemptDto>(api, 'post', '/api/attempts', token, { practiceId: drill.id });

  await uiLogin(page, 'demo-pro', 'demo-password');
  await tour(
    page,
    ['/', '/practices', '/systemcheck', `/test/adaptive/${adaptive.id}/start`, '/testresults', '/performance', '/balance', '/plans', '/invitation'],
    'zh-TW-',
  );
  await page.goto(`/test/practice/${drill.id}`);
  await expect(page.getByTestId('test-runner')).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(RAW_ID);
  await shot(page, 'zh-TW-runner');
  await setLanguage(api, token, 'EN-US');
});

test('an admin tours the back office in Simplified Chinese', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(api, 'demo-superadmin', 'demo-password');
  await setLanguage(api, token, 'ZH-CN');
  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await tour(
    page,
    ['/admin/users', '/admin/payments', '/admin/transactions', '/admin/users/logs', '/analytics', '/admin/results', '/admin/grading'],
    'zh-CN-',
  );
  await setLanguage(api, token, 'EN-US');
});
