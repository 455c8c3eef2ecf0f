import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, registerAs } from '../support/api';
import { waitForMailLink } from '../support/mail';
import { localeShots } from '../support/shots';
import { uiLogin } from '../support/ui';

/**
 * Issue 14, first slice: an admin creates a course with a recurring session, a student asks to join with
 * its code, the admin accepts (the student is mailed), and the student sees the course in /courses with
 * the calendar. Screens at 1366 and 375 px in English and Traditional Chinese.
 */
const suffix = Date.now().toString(36);
const password = 'courses-password-1';
const student = { username: `crs${suffix}`, email: `crs${suffix}@example.com`, password, first_name: 'Sofia' };
const state = { api: undefined as APIRequestContext | undefined, admin: '', student: '', courseId: 0, code: '' };
const api = () => state.api!;

/** Today and its weekday in Taipei (the courses' zone): the session starts today so this week has meetings. */
const taipeiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const WEEKDAYS = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];

/** The page at 1366 and 375 px, in English and Traditional Chinese (the user's profile language decides). */
const shots = (page: Page, token: string, name: string, ready: () => Promise<unknown>) =>
  localeShots(page, api(), token, name, ready, ['EN-US', 'ZH-TW']);

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ baseURL }) => {
  state.api = await playwrightRequest.newContext({ baseURL });
  state.admin = await apiLogin(api(), 'demo-superadmin', 'demo-password');
  state.student = (await registerAs(api(), 'student', student)).token;
});

test.afterAll(async () => {
  await state.api?.dispose();
});

test('an admin creates a course with a recurring session', async ({ page }) => {
  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await page.goto('/admin/courses');
  await expect(page.getByTestId('admin-nav')).toBeVisible();
  await page.getByTestId('course-add').click();
  await expect(page).toHaveURL(/\/admin\/course\/add$/);
  await page.getByTestId('course-type').selectOption('group');
  await page.getByTestId('course-title-en-US').fill(`SAT Winter Intensive ${suffix}`);
  await page.getByTestId('course-title-zh-TW').fill(`SAT 寒假密集班 ${suffix}`);
  await page.getByTestId('course-title-zh-CN').fill(`SAT 寒假强化班 ${suffix}`);
  await page.getByTestId('course-description-en-US').fill('Two weeks of full practice tests and review.');
  await page.getByTestId('course-description-zh-TW').fill('兩週的完整模考與檢討。');
  await page.getByTestId('course-fee').fill('18000');
  await page.getByTestId('course-currency').selectOption('TWD');
  await page.getByTestId('course-capacity').fill('15');
  await page.getByTestId('course-start').fill(taipeiToday);
  await page.getByTestId('course-end').fill(addDays(taipeiToday, 13));
  await page.getByTestId('course-submit').click();

  await expect(page).toHaveURL(/\/admin\/courseDetail\/\d+$/);
  state.courseId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId('course-state')).toHaveAttribute('data-state', 'incomplete');
  state.code = await page.getByTestId('course-join-code').inputValue();
  expect(state.code).toMatch(/^[A-HJ-KM-NP-Z2-9]{7}$/);

  await page.getByTestId('session-add').click();
  await page.getByTestId('session-title').fill('Mock test and review');
  await page.getByTestId('session-city').fill('Taipei');
  await page.getByTestId('session-fee').fill('9000');
  await page.getByTestId('session-start_date').fill(taipeiToday);
  await page.getByTestId('session-end_date').fill(addDays(taipeiToday, 13));
  await page.getByTestId('session-time_from').fill('19:00');
  await page.getByTestId('session-time_to').fill('21:00');
  await page.getByTestId(`session-day-${weekdayOf(taipeiToday)}`).check();
  await page.getByTestId(`session-day-${weekdayOf(addDays(taipeiToday, 2))}`).check();
  await page.getByTestId('session-submit').click();

  await expect(page.getByTestId('course-session')).toHaveCount(1);
  await expect(page.getByTestId('course-state')).toHaveAttribute('data-state', 'in_progress');
  await page.getByTestId('session-toggle').click();
  await expect(page.getByTestId('session-meeting')).toHaveCount(4);
  await expect(page.getByTestId('calendar-entry').first()).toContainText('Mock test and review');
});

test('a student asks to join with the code', async ({ page }) => {
  await uiLogin(page, student.username, password);
  await page.goto(`/join?code=${state.code}`);
  await expect(page.getByTestId('join-code')).toHaveValue(state.code);
  await shots(page, state.student, 'courses-join', () => expect(page.getByTestId('join-code')).toBeVisible());
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('join-sent')).toBeVisible();
  await page.goto('/courses');
  await expect(page.getByTestId('my-courses').getByTestId('course-response')).toContainText('Awaiting reply');
});

test('the admin accepts, the student is told by e-mail', async ({ page }) => {
  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await page.goto(`/admin/courseDetail/${state.courseId}`);
  const request = page.getByTestId('course-request').filter({ hasText: student.email });
  await expect(request.getByTestId('course-response')).toContainText('Awaiting reply');
  await request.getByTestId('request-accept').click();
  await expect(request.getByTestId('course-response')).toContainText('Accepted');
  const link = await waitForMailLink(student.email, /was accepted/, 30_000);
  expect(link.pathname).toBe(`/courseDetail/${state.courseId}`);
  await page.getByTestId('session-toggle').click();
  await shots(page, state.admin, 'courses-admin-detail', () =>
    expect(page.getByTestId('course-calendar').getByTestId('calendar-entry').first()).toBeVisible(),
  );
  await page.goto('/admin/courses');
  await expect(page.getByTestId('course-row').filter({ hasText: `SAT Winter Intensive ${suffix}` })).toBeVisible();
  await shots(page, state.admin, 'courses-admin-list', () => expect(page.getByTestId('course-row').first()).toBeVisible());
});

test('the student sees the course in /courses with the calendar', async ({ page }) => {
  await uiLogin(page, student.username, password);
  await page.getByTestId('nav-courses').click();
  await expect(page).toHaveURL(/\/courses$/);
  const card = page.getByTestId('my-courses').getByTestId('course-card');
  await expect(card).toContainText(`SAT Winter Intensive ${suffix}`);
  await expect(card.getByTestId('course-response')).toContainText('Accepted');
  await expect(page.getByTestId('course-calendar').getByTestId('calendar-entry').first()).toContainText('Mock test and review');
  await shots(page, state.student, 'courses-student', () => expect(page.getByTestId('calendar-entry').first()).toBeVisible());
  await card.getByRole('link').click();
  await expect(page.getByTestId('course-sessions')).toBeVisible();
  await expect(page.getByTestId('course-standing')).toHaveCount(0);
  await shots(page, state.student, 'courses-student-detail', () =>
    expect(page.getByTestId('course-calendar').getByTestId('calendar-entry').first()).toBeVisible(),
  );
});
