import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser } from '@playwright/test';
import fs from 'node:fs';
import type { AttemptDto, CatalogEntryDto, PagedDto } from '@app/shared';
import { apiLogin, call, registerStudent } from '../support/api';
import { waitForMailLink } from '../support/mail';
import { shot } from '../support/shots';
import { uiLogin } from '../support/ui';

/**
 * Coins end to end: two friends join through a referral link and verify their e-mail (each sees the
 * reward, the referrer exchanges the pair bonus), one buys a plan and uses its allowance to unlock and
 * download a score report PDF, and an admin grants points and finds them in the transaction log.
 */
const suffix = Date.now().toString(36);
const PASSWORD = 'wallet-password-1';
const referrer = { username: `ref${suffix}`, email: `ref${suffix}@example.com` };
const friends = [0, 1].map((i) => ({ username: `friend${i}${suffix}`, email: `friend${i}${suffix}@example.com`, id: 0 }));

const state: { api?: APIRequestContext; referrerToken: string; code: string } = { referrerToken: '', code: '' };

/** Registers through the invitation link in a browser of its own, fills the details and verifies the e-mail. */
async function joinThroughLink(browser: Browser, friend: (typeof friends)[number], link: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  const form = page.getByTestId('register-form');
  await expect(form.locator('input[name="referral_code"]')).toHaveValue(state.code);
  await form.locator('input[name="first_name"]').fill(name);
  await form.locator('input[name="last_name"]').fill('Friend');
  await form.locator('input[name="username"]').fill(friend.username);
  await form.locator('input[name="email"]').fill(friend.email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="password_confirmation"]').fill(PASSWORD);
  await form.locator('input[name="captcha"]').fill(process.env.E2E_CAPTCHA!);
  await form.locator('button[type="submit"]').click();
  const details = page.getByTestId('student-details-form');
  await details.locator('input[name="school"]').fill('Kaohsiung Girls High');
  await details.locator('input[name="phone"]').fill('+886 912 000 111');
  await details.locator('button[type="submit"]').click();
  await expect(page.getByTestId('verify-banner')).toBeVisible();
  const verify = await waitForMailLink(friend.email, /verify/i);
  await page.goto(verify.pathname + verify.search);
  await expect(page.getByTestId('verify-success')).toBeVisible();
  return { context, page };
}

const balanceOf = async (token: string) => (await call<{ balance: number }>(state.api!, 'get', '/api/wallet', token)).balance;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  state.api = await playwrightRequest.newContext({ baseURL });
  state.referrerToken = await registerStudent(state.api, { ...referrer, password: PASSWORD, first_name: 'Rory' });
});

test.afterAll(async () => {
  await state.api?.dispose();
});

test('friends join through the invitation link, verify and get their coins; the referrer exchanges the pair bonus', async ({ page, browser }) => {
  await uiLogin(page, referrer.username, PASSWORD);
  await page.goto('/invitation');
  const linkField = page.getByRole('textbox', { name: /link/i });
  await expect(linkField).toHaveValue(/\/register\?ref=/);
  const link = new URL(await linkField.inputValue());
  state.code = link.searchParams.get('ref')!;
  await shot(page, 'wallet-invitation');

  for (const [i, friend] of friends.entries()) {
    const { context, page: friendPage } = await joinThroughLink(browser, friend, link.pathname + link.search, `Fay${i}`);
    await friendPage.goto('/balance');
    // 10 for verifying the e-mail, 10 as an invited friend.
    await expect(friendPage.getByTestId('balance-card')).toContainText('20');
    if (i === 0) await shot(friendPage, 'wallet-balance-friend');
    await context.close();
  }

  const before = await balanceOf(state.referrerToken);
  await page.reload();
  await page.getByRole('button', { name: 'Exchange for coins' }).click();
  await expect.poll(() => balanceOf(state.referrerToken)).toBe(before + 10);
  await shot(page, 'wallet-invitation-exchanged');
});

test('buys a plan with coins', async ({ page }) => {
  await uiLogin(page, friends[0].username, PASSWORD);
  await page.goto('/plans');
  const card = page.getByRole('article', { name: 'SAT plan · 1 month' });
  await expect(card).toBeVisible();
  await shot(page, 'wallet-plans');
  await card.getByRole('button', { name: 'Buy' }).click();
  const bought = page.waitForResponse((r) => /\/api\/plans\/[^/]+\/purchase$/.test(r.url()));
  await page.getByRole('button', { name: 'Confirm purchase' }).click();
  expect((await bought).status()).toBe(201);
  const token = await apiLogin(state.api!, friends[0].username, PASSWORD);
  const wallet = await call<{ balance: number; report_allowance: number }>(state.api!, 'get', '/api/wallet', token);
  expect(wallet.balance).toBe(0);
  expect(wallet.report_allowance).toBeGreaterThanOrEqual(1);
});

test('unlocks the score report with the plan allowance and downloads the PDF', async ({ page }) => {
  const api = state.api!;
  const token = await apiLogin(state.api!, friends[0].username, PASSWORD);
  // A short drill, finished through the API: the report is what this test is about.
  const drills = await call<PagedDto<CatalogEntryDto>>(api, 'get', '/api/catalog?kind=drill', token);
  let attempt = await call<AttemptDto>(api, 'post', '/api/attempts', token, { practiceId: drills.data[0].id });
  while (attempt.status !== 'finished')
    attempt = await call<AttemptDto>(api, 'post', `/api/attempts/${attempt.id}/submit-module`, token, { moduleId: attempt.currentModule!.id });
  await expect
    .poll(async () => (await call<{ status: string }>(api, 'get', `/api/results/${attempt.id}`, token)).status, { timeout: 20_000 })
    .toBe('graded');

  await uiLogin(page, friends[0].username, PASSWORD);
  await page.goto(`/result/${attempt.id}`);
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await page.getByRole('button', { name: 'Unlock the PDF' }).click();
  const unlocked = page.waitForResponse((r) => r.url().includes('/unlock') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  expect((await unlocked).ok()).toBeTruthy();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  await shot(page, 'wallet-report-unlocked');
});

test('an admin grants points and finds them in the transaction log', async ({ page }) => {
  const token = await apiLogin(state.api!, friends[1].username, PASSWORD);
  const { user: me } = await call<{ user: { id: number } }>(state.api!, 'get', '/api/auth/me', token);
  const before = await balanceOf(token);
  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await page.goto(`/admin/user/${me.id}`);
  await page.getByLabel('Amount of points').fill('15');
  await page.getByRole('button', { name: 'Give points' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Give points' }).click();
  await expect.poll(() => balanceOf(token)).toBe(before + 15);
  await shot(page, 'wallet-admin-give');
  await page.getByRole('link', { name: 'Transactions' }).first().click();
  await expect(page.getByRole('row', { name: new RegExp(friends[1].username) }).first()).toContainText('15');
  await shot(page, 'wallet-admin-transactions');
});
