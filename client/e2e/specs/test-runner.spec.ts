import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AttemptDto, CatalogEntryDto, PagedDto } from '@app/shared';
import { apiLogin, call, registerStudent } from '../support/api';
import { shot } from '../support/shots';
import { uiLogin } from '../support/ui';

/**
 * A student takes the seeded adaptive test as on test day: module 1 of each section answered by the key
 * (so both sections route to the harder module 2), a reload mid-module (not a leave), a few answers given offline, the
 * break, the finish; then a free member's third full test of the day meets the plans prompt.
 */
const PASSWORD = 'demo-password';
const suffix = Date.now().toString(36);
const student = { username: `runner${suffix}`, email: `runner${suffix}@example.com`, password: 'runner-password-1' };

interface Keyed {
  /** Per module practice id: the keys in question order. */
  keys: Map<number, { id: number; type: string; key: string }[]>;
  adaptiveId: number;
  sections: { module1: number; harder: number }[];
}
const state: { api?: APIRequestContext; adminToken: string; studentToken: string; data?: Keyed; attemptId: number } = {
  adminToken: '',
  studentToken: '',
  attemptId: 0,
};

/** The admin reads the keys of the seeded adaptive set (students never see them). */
async function loadKeys(api: APIRequestContext, admin: string, studentToken: string): Promise<Keyed> {
  const catalog = await call<PagedDto<CatalogEntryDto>>(api, 'get', '/api/catalog?type=adaptive', studentToken);
  const adaptive = catalog.data.find((e) => e.type === 'adaptive');
  expect(adaptive, 'the seeded adaptive test is in the catalog').toBeTruthy();
  const set = await call<{ sections: { module1: { id: number }; harder_module2: { id: number } }[] }>(
    api,
    'get',
    `/api/adaptive-sets/${adaptive!.id}`,
    admin,
  );
  const keys = new Map<number, { id: number; type: string; key: string }[]>();
  for (const s of set.sections) {
    const practice = await call<{ questions: { position: number; question: { id: number; type: string } }[] }>(
      api,
      'get',
      `/api/practices/${s.module1.id}`,
      admin,
    );
    const rows = [];
    for (const { question } of [...practice.questions].sort((a, b) => a.position - b.position)) {
      const q = await call<{ answer_key: string }>(api, 'get', `/api/questions/${question.id}`, admin);
      rows.push({ id: question.id, type: question.type, key: q.answer_key.split(',')[0] });
    }
    keys.set(s.module1.id, rows);
  }
  return { keys, adaptiveId: adaptive!.id, sections: set.sections.map((s) => ({ module1: s.module1.id, harder: s.harder_module2.id })) };
}

async function attemptState(): Promise<AttemptDto> {
  return call<AttemptDto>(state.api!, 'get', `/api/attempts/${state.attemptId}`, state.studentToken);
}

async function answer(page: Page, q: { type: string; key: string }, number: number) {
  if (q.type === 'grid-in') await page.getByRole('textbox', { name: `Your answer to question ${number}` }).fill(q.key);
  else await page.getByRole('radio', { name: new RegExp(`^Choice ${q.key}:`) }).click();
}

/** Answers questions [from, to) of the module on screen by the key, moving on with Next. */
async function answerRange(page: Page, keys: { type: string; key: string }[], from: number, to: number) {
  for (let i = from; i < to; i++) {
    await expect(page.getByTestId('open-navigator')).toHaveText(new RegExp(`Question ${i + 1} of ${keys.length}`));
    await answer(page, keys[i], i + 1);
    if (i < keys.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
}

/** From anywhere in the module: the navigator's review page, then Submit module and confirm. */
async function submitModule(page: Page) {
  await page.getByTestId('open-navigator').click();
  await page.getByRole('button', { name: 'Go to review page' }).click();
  await expect(page.getByTestId('review-page')).toBeVisible();
  const submitted = page.waitForResponse((r) => r.url().endsWith('/submit-module') && r.request().method() === 'POST');
  await page.getByTestId('submit-module').click();
  await page.getByRole('button', { name: 'Yes, submit' }).click();
  expect((await submitted).ok()).toBeTruthy();
}

/** The answers the server holds for the current module, by question id. */
async function savedAnswers(): Promise<Map<number, string>> {
  const s = await attemptState();
  return new Map(s.answers.filter((a) => a.answer !== '').map((a) => [a.questionId, a.answer]));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  state.api = await playwrightRequest.newContext({ baseURL });
  const api = state.api;
  state.studentToken = await registerStudent(api, { ...student, first_name: 'Rita' });
  state.adminToken = await apiLogin(api, 'demo-superadmin', PASSWORD);
  state.data = await loadKeys(api, state.adminToken, state.studentToken);
});

test.afterAll(async () => {
  await state.api?.dispose();
});

test('takes the adaptive test: routed to the harder modules, reload and offline lose nothing', async ({ page, context }) => {
  test.setTimeout(300_000);
  const data = state.data!;
  const rw = data.keys.get(data.sections[0].module1)!;
  const math = data.keys.get(data.sections[1].module1)!;

  await uiLogin(page, student.username, student.password);

  await page.goto(`/test/adaptive/${data.adaptiveId}/start`);
  await shot(page, 'runner-start-page');
  const started = page.waitForResponse((r) => r.url().endsWith('/api/attempts') && r.request().method() === 'POST');
  await page.getByTestId('start-test').click();
  state.attemptId = ((await (await started).json()) as AttemptDto).id;
  await expect(page.getByTestId('test-runner')).toBeVisible();
  await expect(page.getByTestId('runner-timer')).toBeVisible();
  await page.getByTestId('directions-close').click();

  // Reading and Writing module 1: the first ten by the key, question 11 marked, then a reload mid-module.
  await answerRange(page, rw, 0, 10);
  await page.getByTestId('mark-for-review').click();
  await expect(page.getByTestId('mark-for-review')).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'runner-rw-desktop');
  const before = await attemptState();
  const endsAt = before.currentModule!.endsAt;
  await page.reload();
  await expect(page.getByTestId('test-runner')).toBeVisible();
  const after = await attemptState();
  expect(after.currentModule!.endsAt, 'the clock is the server end time, unchanged by a reload').toBe(endsAt);
  expect(after.leaveCount, 'a reload is not a leave').toBe(0);
  await page.getByTestId('open-navigator').click();
  const navigator = page.getByTestId('question-navigator');
  for (let n = 1; n <= 10; n++) await expect(navigator.getByTestId(`nav-question-${n}`)).toHaveAccessibleName(/answered/);
  await expect(navigator.getByTestId('nav-question-11')).toHaveAccessibleName(/unanswered, marked for review/);
  await navigator.getByTestId('nav-question-11').click();

  // Offline for a few answers: the banner says so, and everything arrives once back online.
  await context.setOffline(true);
  await answerRange(page, rw, 10, 14);
  await expect(page.getByTestId('connection-banner')).toContainText(/reconnecting/i);
  await shot(page, 'runner-offline');
  await context.setOffline(false);
  await expect(page.getByTestId('connection-banner')).toContainText(/restored/i, { timeout: 30_000 });
  await answerRange(page, rw, 14, rw.length);
  await expect
    .poll(async () => (await savedAnswers()).size, { message: 'every module-1 answer reached the server', timeout: 20_000 })
    .toBe(rw.length);
  const saved = await savedAnswers();
  for (const q of rw) expect(saved.get(q.id), `question ${q.id}`).toBe(q.key);

  // 375 px wide: the phone layout stacks passage and question.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('test-runner')).toHaveAttribute('data-compact', /.*/);
  await shot(page, 'runner-rw-375');
  await page.setViewportSize({ width: 1280, height: 860 });

  await submitModule(page);
  // Module 2 is named by section and module only: the route waits for the score report.
  await expect(page.getByTestId('module-heading')).toHaveText('Section 1, Module 2: Reading and Writing');
  await submitModule(page);

  // The break between sections, skipped.
  await expect(page.getByRole('heading', { name: 'Take a break' })).toBeVisible();
  await shot(page, 'runner-break');
  await page.getByRole('button', { name: 'Resume testing' }).click();
  await page.getByTestId('directions-close').click();

  // Math module 1, grid-ins included, then the harder module 2.
  await answerRange(page, math, 0, math.length);
  await page.getByTestId('tool-calculator').click();
  await expect(page.getByRole('dialog', { name: /calculator/i }).or(page.getByTestId('calculator-panel'))).toBeVisible();
  await shot(page, 'runner-math-calculator');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'runner-math-375');
  await page.setViewportSize({ width: 1280, height: 860 });
  const mathSaved = await savedAnswers();
  for (const q of math) expect(mathSaved.get(q.id), `math question ${q.id}`).toBe(q.key);
  await submitModule(page);
  await expect(page.getByTestId('module-heading')).toHaveText('Section 2, Module 2: Math');
  await submitModule(page);

  await expect(page.getByRole('heading', { name: 'Your answers are submitted' })).toBeVisible();
  await shot(page, 'runner-finished');
  const finished = await attemptState();
  expect(finished.status).toBe('finished');
  expect(finished.leaveCount).toBe(0);
  // All correct routed both sections to the harder module 2: the report says so.
  await expect
    .poll(
      async () => {
        const res = await state.api!.get(`/api/results/${state.attemptId}`, { headers: { authorization: `Bearer ${state.studentToken}` } });
        return res.ok() ? ((await res.json()) as { sections: { route: string | null }[] }).sections.map((s) => s.route) : null;
      },
      { timeout: 30_000 },
    )
    .toEqual(['harder', 'harder']);
});

test("a free member's third full test of the day gets the plans prompt", async ({ page }) => {
  const api = state.api!;
  const admin = state.adminToken;
  // Two more full tests to take: full practice sets of published drills.
  const drills = await call<PagedDto<CatalogEntryDto>>(api, 'get', '/api/catalog?kind=drill', state.studentToken);
  expect(drills.data.length).toBeGreaterThanOrEqual(2);
  const sets: number[] = [];
  for (const [i, drill] of drills.data.slice(0, 2).entries()) {
    const set = await call<{ id: number }>(api, 'post', '/api/practice-sets', admin, {
      title: `Full test ${suffix} ${i}`,
      version: drill.version,
      items: [{ practice_id: drill.id }],
    });
    await call(api, 'post', `/api/practice-sets/${set.id}/publish`, admin);
    sets.push(set.id);
  }
  // The adaptive test was the first full test today; this is the second.
  await call(api, 'post', '/api/attempts', state.studentToken, { composePracticeId: sets[0] });

  await uiLogin(page, student.username, student.password);
  await page.goto(`/test/fullPractice/${sets[1]}/start`);
  await page.getByTestId('start-test').click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View plans' })).toBeVisible();
  // Let the modal's fade-in finish so the screenshot shows it as a person sees it.
  await page.waitForTimeout(400);
  await shot(page, 'runner-plans-prompt');
});
