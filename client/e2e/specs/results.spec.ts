import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { CatalogEntryDto, PagedDto, ResultDto } from '@app/shared';
import { answerKeys, apiLogin, call, registerStudent, takeAttempt } from '../support/api';
import { shot } from '../support/shots';
import { uiLogin } from '../support/ui';

/**
 * The reward for the work: the seeded adaptive test finished by its key earns the top of its score
 * tables and reads back as a score report; an explanation shows its math typeset; a second graded test
 * puts two points on the history chart; a teacher reads the analysis of their own test.
 */
const suffix = Date.now().toString(36);
const student = { username: `res${suffix}`, email: `res${suffix}@example.com`, password: 'results-password-1', first_name: 'Remy' };

interface AdaptiveSetBody {
  sections: { module1: { id: number }; easier_module2: { id: number }; harder_module2: { id: number } }[];
}
const state: {
  api?: APIRequestContext;
  admin: string;
  token: string;
  adaptiveId: number;
  keys: Map<number, string>;
  attemptId: number;
  mathQuestionId: number;
} = { admin: '', token: '', adaptiveId: 0, keys: new Map(), attemptId: 0, mathQuestionId: 0 };

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
  const catalog = await call<PagedDto<CatalogEntryDto>>(state.api, 'get', '/api/catalog?type=adaptive', state.token);
  state.adaptiveId = catalog.data[0].id;
  const set = await call<AdaptiveSetBody>(state.api, 'get', `/api/adaptive-sets/${state.adaptiveId}`, state.admin);
  const modules = set.sections.flatMap((s) => [s.module1.id, s.easier_module2.id, s.harder_module2.id]);
  state.keys = await answerKeys(state.api, state.admin, modules);
  const math = await call<{ questions: { question: { id: number } }[] }>(
    state.api,
    'get',
    `/api/practices/${set.sections[1].module1.id}`,
    state.admin,
  );
  state.mathQuestionId = math.questions[0].question.id;
});

test.afterAll(async () => {
  await state.api?.dispose();
});

test('finishing the seeded adaptive test by its key earns the top score and reads back as a score report', async ({ page }) => {
  test.setTimeout(120_000);
  const attempt = await takeAttempt(state.api!, state.token, { adaptiveId: state.adaptiveId }, (id) => state.keys.get(id) ?? null);
  state.attemptId = attempt.id;
  const result = await graded(attempt.id);
  expect(result.total).toBe(1600);
  expect(result.sections.map((s) => [s.name, s.scaled, s.route])).toEqual([
    ['reading-writing', 800, 'harder'],
    ['math', 800, 'harder'],
  ]);
  expect(result.counts.wrong + result.counts.omitted).toBe(0);

  await uiLogin(page, student.username, student.password);
  await page.goto(`/result/${attempt.id}`);
  await expect(page.getByRole('heading', { name: 'Score report' })).toBeVisible();
  await expect(
    page
      .getByTestId('result-total')
      .or(page.getByText('1600', { exact: true }))
      .first(),
  ).toBeVisible();
  await shot(page, 'results-report');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'results-report-375');
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.getByRole('link', { name: 'Review questions' }).click();
  await expect(page.getByRole('heading', { name: /^Review:/ })).toBeVisible();
  await shot(page, 'results-walkthrough');
});

test('an explanation shows its math typeset', async ({ page }) => {
  await uiLogin(page, student.username, student.password);
  await page.goto(`/explanation/question/${state.mathQuestionId}`);
  await expect(page.getByRole('heading', { name: 'Question explanation' })).toBeVisible();
  await expect(page.locator('mjx-container').first()).toBeVisible({ timeout: 20_000 });
  await shot(page, 'results-explanation');
});

test('a second graded test puts two points on the history chart', async ({ page }) => {
  const drills = await call<PagedDto<CatalogEntryDto>>(state.api!, 'get', '/api/catalog?kind=drill', state.token);
  const second = await takeAttempt(state.api!, state.token, { practiceId: drills.data[0].id }, () => null);
  await graded(second.id);
  await uiLogin(page, student.username, student.password);
  await page.goto('/performance');
  await expect(page.getByRole('heading', { name: 'Performance' })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.waitForTimeout(500); // the chart's entry animation
  await shot(page, 'results-performance');
});

test("a teacher reads the analysis of a library test over their school's students", async ({ page }) => {
  // demo-student belongs to the demo school, as does demo-teacher.
  const api = state.api!;
  const studentToken = await apiLogin(api, 'demo-student', 'demo-password');
  const drills = await call<PagedDto<CatalogEntryDto>>(api, 'get', '/api/catalog?kind=drill', studentToken);
  const drill = drills.data[1];
  // Every other question by the key, so the per-question chart has bars of both kinds.
  const keys = await answerKeys(api, state.admin, [drill.id]);
  let n = 0;
  const attempt = await takeAttempt(api, studentToken, { practiceId: drill.id }, (id) => (n++ % 2 === 0 ? (keys.get(id) ?? null) : null));
  await expect
    .poll(async () => (await call<ResultDto>(api, 'get', `/api/results/${attempt.id}`, studentToken)).status, { timeout: 30_000 })
    .toBe('graded');

  await uiLogin(page, 'demo-teacher', 'demo-password');
  await page.goto(`/teacher/analysis/${drill.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(drill.title) })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.waitForTimeout(500); // the chart's entry animation
  await shot(page, 'results-teacher-analysis');
});
