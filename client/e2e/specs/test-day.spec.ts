import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import type { AttemptDto, CatalogEntryDto, PagedDto } from '@app/shared';
import { call, registerStudent } from '../support/api';
import { shot } from '../support/shots';
import { uiLogin } from '../support/ui';

/**
 * Test day as in Bluebook (issue 12, items 1-7), on the seeded adaptive test: module 2 keeps its route to
 * itself, directions, the eliminator on Math, tools kept open, what counts as a leave, the bottom bar, and
 * a module's last minutes on a faked clock. Attempts are moved through the API to the module each test
 * needs; deadlines are moved in the database instead of waited for.
 */
const suffix = Date.now().toString(36);
const PASSWORD = 'test-day-password-1';

const shared: { api?: APIRequestContext; db?: pg.Client; adaptiveId: number } = { adaptiveId: 0 };

interface Taker {
  username: string;
  token: string;
  attempt: AttemptDto;
}

/** A new student (free members take two full tests a day) with a started adaptive attempt. */
async function newTaker(name: string): Promise<Taker> {
  const api = shared.api!;
  const username = `${name.toLowerCase()}${suffix}`;
  const token = await registerStudent(api, { username, email: `${username}@example.com`, password: PASSWORD, first_name: name });
  if (!shared.adaptiveId) {
    const catalog = await call<PagedDto<CatalogEntryDto>>(api, 'get', '/api/catalog?type=adaptive', token);
    shared.adaptiveId = catalog.data.find((e) => e.type === 'adaptive')!.id;
  }
  const attempt = await call<AttemptDto>(api, 'post', '/api/attempts', token, { adaptiveId: shared.adaptiveId });
  return { username, token, attempt };
}

/** Submits modules (and skips breaks) through the API until `position` is the running module. */
async function advanceTo(t: Taker, position: number): Promise<AttemptDto> {
  let a = t.attempt;
  while (a.status === 'on_break' || a.currentModule!.position < position) {
    a =
      a.status === 'on_break'
        ? await call<AttemptDto>(shared.api!, 'post', `/api/attempts/${a.id}/continue`, t.token)
        : await call<AttemptDto>(shared.api!, 'post', `/api/attempts/${a.id}/submit-module`, t.token, { moduleId: a.currentModule!.id });
  }
  t.attempt = a;
  return a;
}

const stateOf = (t: Taker) => call<AttemptDto>(shared.api!, 'get', `/api/attempts/${t.attempt.id}`, t.token);

async function openRunner(page: Page, t: Taker) {
  await uiLogin(page, t.username, PASSWORD);
  await page.goto(`/test/adaptive/${shared.adaptiveId}`);
  await expect(page.getByTestId('test-runner')).toBeVisible();
}

async function closeDirections(page: Page) {
  await page.getByTestId('directions-close').click();
  await expect(page.getByTestId('directions-screen')).toHaveCount(0);
}

/** The running module's end, moved on the server: `seconds` from now (negative: already past). */
async function moveDeadline(t: Taker, seconds: number) {
  await shared.db!.query(`UPDATE attempt_modules SET ends_at = now() + make_interval(secs => $2) WHERE attempt_id = $1 AND submitted_at IS NULL`, [
    t.attempt.id,
    seconds,
  ]);
}

async function setLanguage(t: Taker, lang: 'EN-US' | 'ZH-CN' | 'ZH-TW') {
  const res = await shared.api!.patch('/api/lang', { data: { lang }, headers: { authorization: `Bearer ${t.token}` } });
  expect(res.ok()).toBeTruthy();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  shared.api = await playwrightRequest.newContext({ baseURL });
  shared.db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await shared.db.connect();
});

test.afterAll(async () => {
  await shared.api?.dispose();
  await shared.db?.end();
});

test('1 and 6: module 2 names its section and module only; the bottom bar shows the name and the save state', async ({ page }) => {
  const t = await newTaker('Dana');
  // Module 1 left blank: routed to the easier module 2, whose practice title says "(easier)".
  const a = await advanceTo(t, 2);
  const told = JSON.stringify({ ...a, currentModule: { ...a.currentModule, questions: [] } });
  expect(told, 'the runner is not told the route').not.toMatch(/easier|harder|"route"/i);

  await openRunner(page, t);
  await expect(page.getByTestId('module-heading')).toHaveText('Section 1, Module 2: Reading and Writing');
  await expect(page.getByTestId('directions-screen'), 'module 2 does not open a section').toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/easier|harder/i);
  await page.getByTestId('open-navigator').click();
  await expect(page.getByRole('dialog', { name: 'Section 1, Module 2: Reading and Writing: questions' })).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(page.getByTestId('student-name')).toHaveText('Dana Student');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  await page.getByRole('radio', { name: /^Choice B:/ }).click();
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
});

test('2: a section opens with its directions, the top bar keeps them, a Math grid-in has the SPR directions beside it (three languages)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = await newTaker('Eli');
  await openRunner(page, t);
  const screen = page.getByTestId('directions-screen');
  await expect(screen).toContainText('Section 1, Module 1: Reading and Writing');
  await expect(screen).toContainText('multiple choice with four answer choices');
  await closeDirections(page);
  await page.reload();
  await expect(page.getByTestId('question-pane')).toBeVisible();
  await expect(page.getByTestId('directions-screen'), 'closed once for the module, a reload included').toHaveCount(0);
  await page.getByTestId('directions-toggle').click();
  await expect(page.getByTestId('directions-menu')).toContainText('each has a single best answer');
  await page.keyboard.press('Escape');

  // Math, module 1: its own directions, then the grid-in panel.
  const math = await advanceTo(t, 3);
  const gridIn = math.currentModule!.questions.find((q) => q.type === 'grid-in')!;
  const languages = [
    { lang: 'EN-US', prefix: 'en', directions: 'Unless a question says otherwise:', spr: 'Student-produced response directions' },
    { lang: 'ZH-CN', prefix: 'zh-CN', directions: '除非题目另有说明', spr: '学生自填题作答说明' },
    { lang: 'ZH-TW', prefix: 'zh-TW', directions: '除非題目另有說明', spr: '學生自填題作答說明' },
  ] as const;
  for (const l of languages) {
    await setLanguage(t, l.lang);
    // The directions screen again, from a clean memory of this module.
    await page.evaluate((id) => window.localStorage.removeItem(`testRunner.directions.${id}`), t.attempt.id);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: width > 1000 ? 800 : 760 });
      await page.reload();
      await expect(page.getByTestId('directions-screen')).toContainText(l.directions);
      await shot(page, `test-day-directions-${l.prefix}-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 800 });
    await closeDirections(page);
    await page.getByTestId('directions-toggle').click();
    await expect(page.getByTestId('directions-menu')).toContainText(l.directions);
    await shot(page, `test-day-directions-menu-${l.prefix}-1366`);
    await page.keyboard.press('Escape');
    await page.getByTestId('open-navigator').click();
    await page.getByTestId(`nav-question-${gridIn.number}`).click();
    const spr = page.getByTestId('spr-directions');
    await expect(spr).toContainText(l.spr);
    await expect(spr).toContainText('.6667');
    await expect(spr).toContainText('-0.333');
    await shot(page, `test-day-spr-${l.prefix}-1366`);
    await page.setViewportSize({ width: 375, height: 760 });
    await expect(spr).toBeVisible();
    await shot(page, `test-day-spr-${l.prefix}-375`);
  }
  await setLanguage(t, 'EN-US');
});

test('3 and 4: the eliminator on Math multiple choice, kept across a reload; reference sheet and calculator stay open', async ({ page }) => {
  test.setTimeout(90_000);
  const t = await newTaker('Fay');
  const math = await advanceTo(t, 3);
  const mcIndex = math.currentModule!.questions.findIndex((q) => q.type === 'multiple-choice');
  const mc = math.currentModule!.questions[mcIndex];
  await openRunner(page, t);
  await closeDirections(page);
  await page.getByTestId('open-navigator').click();
  await page.getByTestId(`nav-question-${mc.number}`).click();

  // 3: the eliminator on a Math multiple-choice question, switched on and a choice struck; a reload keeps both.
  await page.getByTestId('eliminator-toggle').click();
  await page.getByTestId('strike-B').click();
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  await page.reload();
  await expect(page.getByTestId('question-pane')).toHaveAttribute('data-question-id', String(mc.id));
  await expect(page.getByTestId('eliminator-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', { name: /^Choice B:/ })).toHaveAccessibleDescription(/eliminated/i);
  await page.getByTestId('eliminator-toggle').click();
  await expect(page.getByTestId('strike-A')).toHaveCount(0);

  // 4: the reference sheet is a panel, not a modal: the question under it stays usable, and it moves.
  await page.getByTestId('tool-reference').click();
  const sheet = page.getByTestId('reference-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute('aria-modal', 'false');
  await expect(page.locator('.modal-backdrop')).toHaveCount(0);
  await page.getByRole('radio', { name: /^Choice C:/ }).click();
  await expect(page.getByRole('radio', { name: /^Choice C:/ })).toHaveAttribute('aria-checked', 'true');
  const before = (await sheet.boundingBox())!;
  await page.getByRole('button', { name: 'Move the reference sheet (arrow keys)' }).press('ArrowLeft');
  await expect.poll(async () => (await sheet.boundingBox())!.x).toBeLessThan(before.x);
  await expect(sheet).toBeVisible();
  await shot(page, 'test-day-reference-open-1366');

  // The calculator keeps its history for the module: closing it, another question, a reload.
  await page.getByTestId('tool-calculator').click();
  const calc = page.getByTestId('calculator-panel');
  await calc.getByRole('textbox', { name: 'Expression' }).fill('12*7');
  await calc.getByRole('textbox', { name: 'Expression' }).press('Enter');
  await expect(calc.getByTestId('calc-history')).toContainText('84');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(calc, 'stays open on the next question').toBeVisible();
  await expect(sheet).toBeVisible();
  await shot(page, 'test-day-tools-open-1366');
  await page.getByTestId('calculator-panel-close').click();
  await page.getByTestId('tool-calculator').click();
  await expect(calc.getByTestId('calc-history')).toContainText('84');
  await page.reload();
  await page.getByTestId('tool-calculator').click();
  await expect(page.getByTestId('calculator-panel').getByTestId('calc-history')).toContainText('84');
});

test('5: a reload is not a leave; leaving the page for longer than the grace period is, and the report says what counted', async ({ page }) => {
  test.setTimeout(120_000);
  const t = await newTaker('Gus');
  await openRunner(page, t);
  await closeDirections(page);
  const resumed = page.waitForResponse((r) => r.url().endsWith('/resume'));
  await page.reload();
  await resumed;
  await expect(page.getByTestId('question-pane')).toBeVisible();
  expect((await stateOf(t)).leaveCount, 'a reload').toBe(0);

  // Away to another page; the server notes when. Back a minute later (the note moved back a minute).
  await page.goto('/');
  await expect
    .poll(async () => (await shared.db!.query(`SELECT away_since FROM attempts WHERE id = $1`, [t.attempt.id])).rows[0].away_since)
    .not.toBeNull();
  await shared.db!.query(`UPDATE attempts SET away_since = away_since - interval '1 minute' WHERE id = $1`, [t.attempt.id]);
  await page.goto(`/test/adaptive/${shared.adaptiveId}`);
  await expect(page.getByTestId('question-pane')).toBeVisible();
  await expect.poll(async () => (await stateOf(t)).leaveCount).toBe(1);

  // Finished (through the API), the report says what was counted.
  await advanceTo(t, 4);
  await call(shared.api!, 'post', `/api/attempts/${t.attempt.id}/submit-module`, t.token, { moduleId: t.attempt.currentModule!.id });
  await expect
    .poll(async () => (await shared.api!.get(`/api/results/${t.attempt.id}`, { headers: { authorization: `Bearer ${t.token}` } })).status(), {
      timeout: 30_000,
    })
    .toBe(200);
  await page.goto(`/result/${t.attempt.id}`);
  await expect(page.getByTestId('leaves-note')).toHaveText(
    'You left the test page 1 time for 10 seconds or longer (another page or tab, a closed window). Reloading the page is not counted.',
  );
});

test('7: the last minutes on a faked clock: the 5-minute warning, time up, then module 2 and the break', async ({ page }) => {
  test.setTimeout(90_000);
  const t = await newTaker('Hal');
  // Seven minutes left (logging in and opening the runner take some of them on the real clock).
  await moveDeadline(t, 7 * 60);
  await page.clock.install();
  await openRunner(page, t);
  await closeDirections(page);
  await expect(page.getByTestId('runner-timer')).toHaveText(/^6:\d\d$/);
  await expect(page.getByTestId('five-minute-warning')).toHaveCount(0);
  await page.getByRole('button', { name: 'Hide the timer' }).click();
  await page.getByRole('radio', { name: /^Choice A:/ }).click();
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

  // Past 5:00 left: the warning, and the hidden timer shows again.
  await page.clock.fastForward('02:05');
  await expect(page.getByTestId('five-minute-warning')).toBeVisible();
  await expect(page.getByTestId('runner-timer')).toHaveText(/^[34]:\d\d$/);
  await shot(page, 'test-day-five-minutes-1366');

  // Time up: the server's deadline passes too; the runner re-reads and module 2 starts with a notice.
  await moveDeadline(t, -1);
  await page.clock.fastForward('05:00'); // past the end on the page's clock
  await expect(page.getByTestId('module-heading')).toHaveText('Section 1, Module 2: Reading and Writing');
  await expect(page.getByTestId('time-up-notice')).toBeVisible();
  await expect(page.getByTestId('five-minute-warning')).toHaveCount(0);
  const m1 = await shared.db!.query(
    `SELECT m.submitted_by, aa.answer FROM attempt_modules m LEFT JOIN attempt_answers aa ON aa.attempt_module_id = m.id
      WHERE m.attempt_id = $1 AND m.position = 1`,
    [t.attempt.id],
  );
  expect(m1.rows).toEqual([{ submitted_by: 'deadline', answer: 'A' }]);
  // The student's choice to hide the timer carries over; shown, it counts module 2's own time.
  await expect(page.getByTestId('runner-timer')).toHaveText('Timer hidden');
  await page.getByRole('button', { name: 'Show the timer' }).click();
  await expect(page.getByTestId('runner-timer')).toHaveText(/^3[12]:\d\d$/);

  // Module 2's time runs out too: the break between the sections.
  await moveDeadline(t, -1);
  await page.clock.fastForward('33:00');
  await expect(page.getByTestId('break-screen')).toBeVisible();
  await expect(page.getByTestId('time-up-notice')).toBeVisible();
  await expect(page.getByTestId('break-timer')).toHaveText(/^(10:00|9:[45]\d)$/);
  expect((await stateOf(t)).status).toBe('on_break');
  await shot(page, 'test-day-break-after-time-up-1366');
});
