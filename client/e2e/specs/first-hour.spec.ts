import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { CatalogEntryDto, PagedDto, ResultDto } from '@app/shared';
import { answerKeys, apiLogin, call, registerStudent, takeAttempt } from '../support/api';
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
