import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CatalogEntryDto, PagedDto, ResultDto } from '@app/shared';
import { answerKeys, apiLogin, call, registerStudent, takeAttempt } from '../support/api';
import { shot } from '../support/shots';
import { uiLogin } from '../support/ui';

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
      await ready();
      await shot(page, `first-hour-${name}-${lang.toLowerCase()}-${width}`);
    }
  }
  await setLanguage('EN-US');
}

async function graded(attemptId: number): Promise<ResultDto> {
  let result: ResultDto | undefined;
  await expect
    .poll(
      async () => {
        result = await call<ResultDto>(state.api!, 'get', `/api/results/${attemptId}`, state.token);
        return result.status;
      },
      { timeout: 30_000 },
    )
    .toBe('graded');
  return result!;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  state.api = await playwrightRequest.newContext({ baseURL });
  state.admin = await apiLogin(state.api, 'demo-superadmin', 'demo-password');
  state.token = await registerStudent(state.api, student);
  // A drill finished with every other question right: the report has right, wrong and a percent to show.
  const drills = await call<PagedDto<CatalogEntryDto>>(state.api, 'get', '/api/catalog?kind=drill', state.token);
  state.drill = drills.data.find((d) => d.section === 'math') ?? drills.data[0];
  const keys = await answerKeys(state.api, state.admin, [state.drill.id]);
  let n = 0;
  const wrong = (key: string) => (/^[A-D]$/.test(key) ? 'ABCD'[('ABCD'.indexOf(key) + 1) % 4] : '-999');
  const attempt = await takeAttempt(state.api, state.token, { practiceId: state.drill.id }, (id) => {
    const key = keys.get(id) ?? null;
    return key === null || n++ % 2 === 0 ? key : wrong(key);
  });
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
