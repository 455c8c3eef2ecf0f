import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CatalogEntryDto, ResultDto } from '@app/shared';
import { apiLogin, call, registerStudent, takeAttempt, takeDrill } from '../support/api';
import { shot } from '../support/shots';
import { submitRegisterForm, uiLogin } from '../support/ui';

/**
 * The first hour of a new student (issue 12, items 8-16): the places where a student who just signed up,
 * finished a drill and opened the wallet was misled. Each test reproduces one of them.
 */
const suffix = Date.now().toString(36);
const student = { username: `fh${suffix}`, email: `fh${suffix}@example.com`, password: 'first-hour-password-1', first_name: 'Fern' };

const state: { api?: APIRequestContext; admin: string; token: string; drill?: CatalogEntryDto; drillAttemptId: number } = {
  admin: '',
  token: '',
  drillAttemptId: 0,
};

const LANGUAGES = ['EN-US', 'ZH-CN', 'ZH-TW'] as const;
const WIDTHS = [1366, 375] as const;

/** The student's language, saved as the language picker saves it; the page follows on its next load. */
async function setLanguage(lang: (typeof LANGUAGES)[number]) {
  const res = await state.api!.patch('/api/lang', { data: { lang }, headers: { authorization: `Bearer ${state.token}` } });
  expect(res.ok(), `PATCH /api/lang: ${res.status()}`).toBeTruthy();
}

/** Screenshots of the current page at 1366 and 375 px in each language, for people to look at; English again after. */
async function shotsInEveryLanguage(page: Page, name: string, ready: () => Promise<void>) {
  for (const lang of LANGUAGES) {
    await setLanguage(lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      // The language's catalog comes on demand: the page is first drawn before it, then again in the language.
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'EN-US' ? 'en-US' : lang === 'ZH-CN' ? 'zh-CN' : 'zh-TW');
      await ready();
      await expect(page.locator('.spinner-border')).toHaveCount(0);
      await shot(page, `first-hour-${name}-${lang.toLowerCase()}-${width}`);
    }
  }
  await setLanguage('EN-US');
  await page.reload();
  await ready();
}

async function graded(attemptId: number): Promise<ResultDto> {
  let result: ResultDto | undefined;
  await expect
    .poll(
      async () => {
        result = await call<ResultDto>(state.api!, 'get', `/api/results/${attemptId}`, state.token);
        return result.status;
      },
      { timeout: 90_000 },
    )
    .toBe('graded');
  return result!;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  state.api = await playwrightRequest.newContext({ baseURL });
  state.admin = await apiLogin(state.api, 'demo-superadmin', 'demo-password');
  state.token = await registerStudent(state.api, student);
  // A drill finished with every other question right: the report has right, wrong and a percent to show.
  let n = 0;
  const wrong = (key: string) => (/^[A-D]$/.test(key) ? 'ABCD'[('ABCD'.indexOf(key) + 1) % 4] : '-999');
  const { drill, attempt } = await takeDrill(state.api, state.admin, state.token, (key) => (key === null || n++ % 2 === 0 ? key : wrong(key)));
  state.drill = drill;
  state.drillAttemptId = attempt.id;
  await graded(attempt.id);
});

test.afterAll(async () => {
  await state.api?.dispose();
});

test('8: the header Results link lists every finished test, and the kind filter still narrows it', async ({ page }) => {
  await uiLogin(page, student.username, student.password);
  await page.getByTestId('nav-results').click();
  await expect(page).toHaveURL(/\/testresults$/);
  await expect(page.getByTestId(`result-row-${state.drillAttemptId}`)).toContainText(state.drill!.title);
  await page.getByTestId('results-type').selectOption('composePractices');
  await expect(page.getByTestId('results-empty')).toBeVisible();
  await page.getByTestId('results-type').selectOption('practice');
  await expect(page.getByTestId(`result-row-${state.drillAttemptId}`)).toBeVisible();
});

test('9: a drill report shows its raw score and percent and its domain bars, never an empty scaled score', async ({ page }) => {
  test.setTimeout(120_000);
  const result = await call<ResultDto>(state.api!, 'get', `/api/results/${state.drillAttemptId}`, state.token);
  expect(result.total).toBeNull();
  const raw = result.sections.reduce((n, s) => n + s.raw, 0);
  const max = result.sections.reduce((n, s) => n + s.maxRaw, 0);
  expect(raw).toBeGreaterThan(0);
  expect(raw).toBeLessThan(max);

  await uiLogin(page, student.username, student.password);
  await page.goto(`/result/${state.drillAttemptId}`);
  const report = page.getByTestId('score-report');
  await expect(report.getByTestId('raw-score').first()).toContainText(`${raw}/${max}`);
  await expect(report.getByTestId('raw-percent').first()).toHaveText(`${Math.round((raw / max) * 100)}% correct`);
  await expect(report).not.toContainText('400–1600');
  await expect(report.getByTestId('total-score')).toHaveCount(0);
  await expect(report.getByTestId('section-scaled')).toHaveCount(0);
  await expect(report.getByTestId(`breakdown-${result.domains[0].name}`)).toBeVisible();
  // The results list says the same, not "—".
  await page.goto('/testresults');
  await expect(page.getByTestId(`result-row-${state.drillAttemptId}`).getByTestId('row-total')).toHaveText(
    `${raw}/${max} (${Math.round((raw / max) * 100)}%)`,
  );

  await page.goto(`/result/${state.drillAttemptId}`);
  await shotsInEveryLanguage(page, 'drill-report', () => expect(page.getByTestId('question-table')).toBeVisible());
});

/** The same text whatever spaces the ICU put around AM/PM. */
const spaced = (s: string) => s.replace(/[\s\u202f]+/g, ' ').trim();

test("10: a new account takes the browser's time zone, and its dates read the same on any machine", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const suffix10 = `${suffix}tz`;
  const user = { username: `fhtz${suffix10}`, email: `fhtz${suffix10}@example.com`, password: 'first-hour-password-1' };
  // Signs up in New York...
  const home = await browser.newContext({ baseURL, timezoneId: 'America/New_York' });
  const signup = await home.newPage();
  await signup.goto('/register');
  await submitRegisterForm(signup, { ...user, first_name: 'Nora', last_name: 'York' });
  await expect(signup).toHaveURL(/\/register\/details/);
  await home.close();

  const token = await apiLogin(state.api!, user.username, user.password);
  const me = await call<{ user: { timezone: string } }>(state.api!, 'get', '/api/auth/me', token);
  expect(me.user.timezone).toBe('America/New_York');
  await call(state.api!, 'post', '/api/bind-student', token, { school: 'E2E High', phone: '0912345678' });
  const attempt = await takeAttempt(state.api!, token, { practiceId: state.drill!.id }, () => null);
  const finishedAt = new Date(attempt.finishedAt!);
  const newYork = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' }).format(finishedAt);

  // ...and reads the report on a laptop set to Tokyo: the times are still New York's, as in the PDF.
  const away = await browser.newContext({ baseURL, timezoneId: 'Asia/Tokyo' });
  const page = await away.newPage();
  await uiLogin(page, user.username, user.password);
  await page.goto(`/result/${attempt.id}`);
  await expect(page.getByTestId('report-finished')).toBeVisible();
  expect(spaced(await page.getByTestId('report-finished').innerText())).toBe(spaced(`Finished ${newYork}`));
  await page.goto('/testresults');
  await expect(page.getByTestId(`result-row-${attempt.id}`)).toBeVisible();
  expect(spaced(await page.getByTestId(`result-row-${attempt.id}`).innerText())).toContain(spaced(newYork));
  await away.close();
});

test('11: the deposit panel offers only what the site set up, preselects it, and shows the bank account', async ({ page }) => {
  test.setTimeout(120_000);
  await uiLogin(page, student.username, student.password);
  await page.goto('/balance');
  await page.getByRole('button', { name: 'Deposit' }).click();
  const panel = page.getByTestId('deposit-panel');
  // The e2e site has a bank account and no Stripe: bank transfer only, and it is chosen.
  await expect(panel.getByLabel(/Bank transfer/)).toBeChecked();
  await expect(panel.getByLabel(/Credit card/)).toHaveCount(0);
  await expect(panel.getByLabel(/Convenience store/)).toHaveCount(0);
  await expect(panel.locator('input[name="provider"]')).toHaveCount(1);
  await page.goto('/balance?t-coins');
  await shotsInEveryLanguage(page, 'deposit-panel', () => expect(page.getByTestId('deposit-coins')).toBeVisible());

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByTestId('deposit-coins').fill('20');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-result')).toBeVisible();
  await expect(page.getByTestId('bank-account-number')).toHaveText('0123-4567-8901');
  await expect(page.getByTestId('bank-account')).toContainText('First Harbour Bank');
  await expect(page.getByTestId('deposit-instructions')).not.toContainText('write to');
  await shot(page, 'first-hour-deposit-result-en-us-1366');
  await page.setViewportSize({ width: 375, height: 900 });
  await shot(page, 'first-hour-deposit-result-en-us-375');
});

test('12: a teacher is offered only what they may do with a library test; a refused action is a message on the page', async ({ page }) => {
  await uiLogin(page, 'demo-teacher', 'demo-password');
  const libraryId = state.drill!.id;
  await page.goto(`/teacher/practices?q=${encodeURIComponent(state.drill!.title)}`);
  await page.getByTestId(`actions-${libraryId}`).click();
  // The library belongs to the admins: a teacher may copy it, not move it to drafts or delete it.
  await expect(page.getByTestId(`action-duplicate-${libraryId}`)).toBeVisible();
  await expect(page.getByTestId(`action-unpublish-${libraryId}`)).toHaveCount(0);
  await expect(page.getByTestId(`action-delete-${libraryId}`)).toHaveCount(0);

  // Their copy is theirs to publish; when the server refuses anyway (here: made to), the page stays and says so.
  await page.getByTestId(`action-duplicate-${libraryId}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/teacher\/practice\/detail/);
  const detail = page.url();
  await page.route('**/api/practices/*/publish', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: 'FORBIDDEN', message: 'Forbidden.' }) }),
  );
  await page.getByTestId('action-publish').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'You may not do this here. Nothing was changed.' })).toBeVisible();
  expect(page.url()).toBe(detail);
  await expect(page.getByTestId('action-publish')).toBeVisible();
});

test('15: without a grading order the score report asks for it once and logs no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await uiLogin(page, student.username, student.password);
  const asks: number[] = [];
  page.on('response', (r) => {
    if (/\/api\/attempts\/\d+\/grading-order$/.test(new URL(r.url()).pathname)) asks.push(r.status());
  });
  await page.goto(`/result/${state.drillAttemptId}`);
  await expect(page.getByTestId('order-grading-panel')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asks).toEqual([200]);
  expect(errors).toEqual([]);
});

test('14 and 16: on a phone the questions table leads with outcome, answer and key, the key read as "a or b"', async ({ page }) => {
  await uiLogin(page, student.username, student.password);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/result/${state.drillAttemptId}`);
  const table = page.getByTestId('question-table');
  await expect(table).toBeVisible();
  const headers = (await table.locator('thead th:visible').allInnerTexts()).map((t) => t.trim());
  expect(headers.slice(0, 4)).toEqual(['No.', 'Result', 'Your answer', 'Correct answer']);
  // Every row's outcome, answer and key are on screen without scrolling sideways.
  const cells = table.locator('tbody tr').first().locator('td');
  for (const i of [1, 2, 3]) {
    const box = (await cells.nth(i).boundingBox())!;
    expect(box.x + box.width, `column ${headers[i]} fits in 375 px`).toBeLessThanOrEqual(375);
  }
  // The key syntax ("-3,1") reads as a choice of answers.
  await expect(table.getByTestId('question-key').filter({ hasText: ',' })).toHaveCount(0);
  await expect(table.getByTestId('question-key').filter({ hasText: ' or ' }).first()).toBeVisible();
});
