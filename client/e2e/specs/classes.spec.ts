import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AttemptDto, CatalogEntryDto, ClassDetailDto, ClassTestDto, PagedDto, ResultDto, StartClassExamResponse } from '@app/shared';
import { answerKeys, apiLogin, call, finishAttempt, registerAs } from '../support/api';
import { waitForMailLink } from '../support/mail';
import { localeShots } from '../support/shots';
import { uiLogin } from '../support/ui';

/**
 * Issue 13, "Done when": a teacher creates a class and invites a student by e-mail; a second student joins
 * by code; the teacher sends a class test to both; one takes it through /class/exam/{id}; the teacher sees
 * the result, the analysis and who has not started; the first student's confirmed parent sees the child's
 * result; a teacher with too few coins sees the send refused and a student sees insufficient_coins.
 */
const suffix = Date.now().toString(36);
const password = 'classes-password-1';
const person = (name: string, first: string) => ({
  username: `${name}${suffix}`,
  email: `${name}${suffix}@example.com`,
  password,
  first_name: first,
});
const teacher = person('clt', 'Tessa');
const ann = person('cla', 'Ann');
const ben = person('clb', 'Ben');
const parent = person('clp', 'Paula');
const poorTeacher = person('clq', 'Quinn');
const cleo = person('clc', 'Cleo');

const state = {
  api: undefined as APIRequestContext | undefined,
  admin: '',
  tokens: {} as Record<string, string>,
  ids: {} as Record<string, number>,
  classId: 0,
  classCode: '',
  classExamId: 0,
  drillId: 0,
};

const api = () => state.api!;

async function givePoints(userId: number, point: number, action: 'give-point' | 'deduct-point' = 'give-point') {
  const res = await api().post(`/api/admin/user/${userId}/${action}`, {
    data: { point },
    headers: { authorization: `Bearer ${state.admin}`, 'Idempotency-Key': `e2e-${action}-${userId}-${point}-${suffix}` },
  });
  expect(res.ok(), `${action}: ${res.status()} ${await res.text()}`).toBeTruthy();
}

/** Logs out through the user menu, then logs in as `username`. */
async function switchUser(page: Page, username: string) {
  await page.goto('/'); // lock and runner pages have no header
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await uiLogin(page, username, password);
}

/** The page at 1366 and 375 px, in English, Simplified and Traditional Chinese (the user's profile language decides). */
const shots = (page: Page, token: string, name: string, ready: () => Promise<unknown>) =>
  localeShots(page, api(), token, name, ready, ['EN-US', 'ZH-CN', 'ZH-TW']);

// Each step logs in and reloads at two widths in two languages: more than the default minute on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ baseURL }) => {
  state.api = await playwrightRequest.newContext({ baseURL });
  state.admin = await apiLogin(api(), 'demo-superadmin', 'demo-password');
  for (const [key, role, user] of [
    ['teacher', 'teacher', teacher],
    ['ann', 'student', ann],
    ['ben', 'student', ben],
    ['poorTeacher', 'teacher', poorTeacher],
    ['cleo', 'student', cleo],
  ] as const) {
    const { token, id } = await registerAs(api(), role, user);
    state.tokens[key] = token;
    state.ids[key] = id;
  }
  await givePoints(state.ids.teacher, 100);
  const drills = await call<PagedDto<CatalogEntryDto>>(api(), 'get', '/api/catalog?kind=drill', state.tokens.ann);
  state.drillId = drills.data[0].id;
});

test.afterAll(async () => {
  await state.api?.dispose();
});

test('a teacher creates a class and invites a student by e-mail', async ({ page }) => {
  await uiLogin(page, teacher.username, password);
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/classes-i-created$/);
  await expect(page.getByTestId('teacher-nav')).toBeVisible();
  await page.getByTestId('class-new').click();
  await page.getByTestId('class-name').fill('SAT Spring Evening');
  await page.getByTestId('class-description').fill('Tuesday and Thursday evenings, aiming at 1400+.');
  await page.getByTestId('class-start').fill('2027-02-01');
  await page.getByTestId('class-end').fill('2027-05-31');
  await page.getByTestId('slot-add').click();
  await page.getByTestId('slot-add').click();
  await page.getByTestId('slot-day-0').selectOption('tue');
  await page.getByTestId('slot-day-1').selectOption('thu');
  await page.getByTestId('class-capacity').fill('12');
  await page.getByTestId('class-score-min').fill('1300');
  await page.getByTestId('class-score-max').fill('1500');
  await page.getByTestId('class-create-form-submit').click();

  await expect(page.getByTestId('class-page')).toBeVisible();
  state.classId = Number(await page.getByTestId('class-page').getAttribute('data-class-id'));
  state.classCode = await page.getByTestId('class-code').inputValue();
  expect(state.classCode).toMatch(/^[A-HJ-KM-NP-Z2-9]{6}$/);
  await expect(page.getByTestId('class-schedule-text')).toContainText('Tue 18:00–20:00, Thu 18:00–20:00');

  await page.getByTestId('invite-emails').fill(ann.email);
  await page.getByTestId('invite-send').click();
  await expect(page.getByTestId('invite-results')).toContainText(ann.email);
  await expect(page.getByTestId('roster-invitations')).toContainText(ann.email);
});

test('the invited student joins through the e-mail link, a second joins by code', async ({ page }) => {
  // The invitation goes out through the job queue: allow for a busy machine.
  const link = await waitForMailLink(ann.email, /SAT Spring Evening/, 60_000);
  expect(link.pathname).toBe('/classes');
  await uiLogin(page, ann.username, password);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('join-preview')).toContainText('SAT Spring Evening');
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId(`my-class-${state.classId}`)).toBeVisible();

  await switchUser(page, ben.username);
  await page.goto('/classes');
  await page.getByTestId('join-code').fill('ZZZZ22');
  await page.getByTestId('join-find').click();
  await expect(page.getByTestId('join-error')).toHaveText('No class has this code. Check it with your teacher.');
  await page.getByTestId('join-code').fill(state.classCode.toLowerCase());
  await page.getByTestId('join-find').click();
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId(`my-class-${state.classId}`)).toBeVisible();
  await shots(page, state.tokens.ben, 'classes-student', () => expect(page.getByTestId(`my-class-${state.classId}`)).toBeVisible());
});

test('the teacher sends a class test to both students', async ({ page }) => {
  await uiLogin(page, teacher.username, password);
  await page.goto(`/classes-i-created?class=${state.classId}`);
  await expect(page.getByTestId(`student-${state.ids.ann}`)).toBeVisible();
  await expect(page.getByTestId(`student-${state.ids.ben}`)).toBeVisible();
  await page.getByTestId('class-tab-tests').click();
  await page.getByTestId('send-test-toggle').click();
  await page.getByTestId('send-test-pick').selectOption(String(state.drillId));
  await page.getByTestId('send-test-submit').click();
  const row = page.locator('[data-testid^="class-test-"]').first();
  await expect(row).toBeVisible();
  const tests = await call<ClassTestDto[]>(api(), 'get', `/api/classes/${state.classId}/tests`, state.tokens.teacher);
  expect(tests).toHaveLength(1);
  expect(tests[0].assigned_count).toBe(2);
  state.classExamId = tests[0].id;
});

test('a student takes it through /class/exam/{id}; the home lists it with its due date', async ({ page }) => {
  await uiLogin(page, ann.username, password);
  await expect(page.getByTestId(`my-class-test-${state.classExamId}`)).toBeVisible();
  await page.goto(`/class/exam/${state.classExamId}`);
  await expect(page.getByTestId('bare-layout')).toBeVisible();
  await expect(page.getByTestId('lock-start')).toBeVisible();
  await shots(page, state.tokens.ann, 'classes-lock', () => expect(page.getByTestId('lock-start')).toBeVisible());
  await page.getByTestId('lock-start').click();
  await expect(page).toHaveURL(new RegExp(`/test/practice/${state.drillId}$`));
  await expect(page.getByTestId('bare-layout')).toBeVisible();

  const running = await call<{ data: AttemptDto[] } | AttemptDto[]>(api(), 'get', `/api/attempts?status=active`, state.tokens.ann);
  const rows = Array.isArray(running) ? running : running.data;
  const attempt = await call<AttemptDto>(api(), 'get', `/api/attempts/${rows[0].id}`, state.tokens.ann);
  // Every other question by its key, so the per-question chart has both kinds of bars.
  const keys = await answerKeys(api(), state.admin, [state.drillId]);
  let n = 0;
  const finished = await finishAttempt(api(), state.tokens.ann, attempt, (id) => (n++ % 2 === 0 ? (keys.get(id) ?? null) : null));
  await expect
    .poll(async () => (await call<ResultDto>(api(), 'get', `/api/results/${finished.id}`, state.tokens.ann)).status, { timeout: 30_000 })
    .toBe('graded');
});

test('the teacher sees the result, the analysis and who has not started', async ({ page }) => {
  await uiLogin(page, teacher.username, password);
  await page.goto(`/classes-i-created?class=${state.classId}&tab=results&test=${state.classExamId}`);
  await expect(page.getByTestId('count-finished')).toContainText('1');
  await expect(page.getByTestId('count-not_started')).toContainText('1');
  await expect(page.getByTestId('not-started-names')).toContainText('Ben');
  await expect(page.getByTestId(`result-score-${state.ids.ann}`)).not.toHaveText('—');
  await expect(page.getByTestId('class-test-distribution').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('class-test-questions').locator('canvas')).toBeVisible();
  await page.waitForTimeout(500); // the charts' entry animation
  await shots(page, state.tokens.teacher, 'classes-teacher-results', () => expect(page.getByTestId('count-finished')).toBeVisible());
  await page.goto(`/classes-i-created?class=${state.classId}`);
  await shots(page, state.tokens.teacher, 'classes-teacher-roster', () => expect(page.getByTestId('class-codes')).toBeVisible());

  // A link material, and a class meeting where Ann came late (the parent sees it below).
  await page.getByTestId('class-tab-materials').click();
  await page.getByTestId('material-title').fill('Formula sheet');
  await page.getByTestId('material-link').fill('not a link');
  await page.getByTestId('material-submit').click();
  await expect(page.getByTestId('material-error')).toContainText('valid link');
  await page.getByTestId('material-link').fill('https://example.com/formulas.pdf');
  await page.getByTestId('material-submit').click();
  await expect(page.getByTestId('materials-panel')).toContainText('Formula sheet');
  await page.getByTestId('class-tab-attendance').click();
  await page.getByTestId('meeting-new').click();
  await page.getByTestId('meeting-topic').fill('Linear equations');
  await page.getByTestId(`attendance-${state.ids.ann}`).selectOption('late');
  await page.getByTestId('meeting-save').click();
  await expect(page.locator('[data-testid^="meeting-"]').filter({ hasText: 'Linear equations' })).toContainText('Late: 1');
  for (const tab of ['materials', 'attendance'] as const) {
    await page.goto(`/classes-i-created?class=${state.classId}&tab=${tab}`);
    await shots(page, state.tokens.teacher, `classes-teacher-${tab}`, () => expect(page.getByTestId(`${tab}-panel`)).toBeVisible());
  }

  // The tests tab: who has not started, is taking and finished each test; the edit form of its window.
  await page.goto(`/classes-i-created?class=${state.classId}&tab=tests`);
  await expect(page.getByTestId(`test-counts-${state.classExamId}`)).toContainText('Not started 1 · In progress 0 · Finished 1');
  await shots(page, state.tokens.teacher, 'classes-teacher-tests', () => expect(page.getByTestId(`test-counts-${state.classExamId}`)).toBeVisible());
  await shots(page, state.tokens.teacher, 'classes-teacher-edit-test', async () => {
    await page.getByTestId(`test-edit-${state.classExamId}`).click();
    await expect(page.getByTestId('edit-test-attempts')).toBeVisible();
  });
  // shots() ends on the English page with the form open again.
  await page.getByTestId('edit-test-attempts').fill('2');
  await page.getByTestId('edit-test-save').click();
  await expect(page.getByTestId('edit-test-modal')).toBeHidden();
  await expect(page.getByTestId(`class-test-${state.classExamId}`)).toContainText('2 attempts');
});

test("the first student's confirmed parent sees the child's result", async ({ page }) => {
  const { token, id } = await registerAs(api(), 'parent', parent, [ann.email]);
  // A parent's link stays pending until the child confirms it (the parent-links spec drives that page).
  const confirmed = await api().post(`/api/parent-links/${id}/confirm`, { headers: { authorization: `Bearer ${state.tokens.ann}` } });
  expect(confirmed.status(), 'the child confirms the parent').toBe(204);
  await uiLogin(page, parent.username, password);
  await page.goto('/classes');
  const tests = page.getByTestId('child-tests');
  await expect(tests).toContainText('SAT Spring Evening');
  await expect(page.getByTestId(`class-test-score-${state.classExamId}`)).toBeVisible();
  await expect(page.getByTestId('child-attendance')).toContainText('Late');
  // The switch follows the server's answer, so it turns on once the setting is saved.
  await page.getByTestId('weekly-summary').click();
  await expect(page.getByTestId('weekly-summary')).toBeChecked();
  await shots(page, token, 'classes-parent', () => expect(page.getByTestId('child-tests')).toBeVisible());
});

test('a teacher with too few coins sees the send refused; a student sees insufficient_coins', async ({ page }) => {
  // Quinn can pay for one start: the first send passes, then the coins are gone.
  await givePoints(state.ids.poorTeacher, 5);
  const cls = await call<ClassDetailDto>(api(), 'post', '/api/classes', state.tokens.poorTeacher, {
    name: 'Short on coins',
    method: 'online',
    capacity: 5,
  });
  await call(api(), 'post', '/api/classes/join', state.tokens.cleo, { code: cls.class_code });
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const sent = await call<ClassTestDto>(api(), 'post', `/api/classes/${cls.id}/tests`, state.tokens.poorTeacher, {
    target_type: 'practice',
    target_id: state.drillId,
    all_students: true,
    due_at: due,
    attempts_allowed: 1,
  });
  await givePoints(state.ids.poorTeacher, 5, 'deduct-point');

  await uiLogin(page, cleo.username, password);
  await page.goto(`/class/exam/${sent.id}`);
  await page.getByTestId('lock-start').click();
  await expect(page.getByTestId('lock-problem')).toHaveText('Tests for this class cannot be taken right now; please contact your teacher.');
  const refused = await api().post(`/api/class-exams/${sent.id}/start`, { headers: { authorization: `Bearer ${state.tokens.cleo}` } });
  expect(refused.status()).toBe(402);
  expect(((await refused.json()) as StartClassExamResponse & { code: string }).code).toBe('insufficient_coins');

  await switchUser(page, poorTeacher.username);
  await page.goto(`/classes-i-created?class=${cls.id}&tab=tests`);
  await page.getByTestId('send-test-toggle').click();
  await page.getByTestId('send-test-pick').selectOption(String(state.drillId));
  await page.getByTestId('send-test-submit').click();
  await expect(page.getByTestId('send-insufficient-coins')).toBeVisible();
  await expect(page.getByTestId('class-page')).toBeVisible();
});
