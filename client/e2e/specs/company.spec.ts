import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, call, registerAs } from '../support/api';
import { localeShots } from '../support/shots';
import { uiLogin } from '../support/ui';

/**
 * Issue 14, the company area: the demo company-admin opens the area and sees its students and teachers;
 * a newly registered teacher joins the company with its code (a wrong code first); the demo teacher books a
 * private lesson and a second booking at an overlapping hour is refused; the admin's company pages. Screens
 * at 1366 and 375 px in English and Simplified Chinese.
 */
const suffix = Date.now().toString(36);
const password = 'company-password-1';
const newTeacher = { username: `cmp${suffix}`, email: `cmp${suffix}@example.com`, password, first_name: 'Nora', last_name: 'Newton' };
const state = { api: undefined as APIRequestContext | undefined, boss: '', teacher: '', admin: '', code: '' };
const api = () => state.api!;

const shots = (page: Page, token: string, name: string, ready: () => Promise<unknown>) =>
  localeShots(page, api(), token, name, ready, ['EN-US', 'ZH-CN']);

/** A day in Taipei (the lessons' zone) some days ahead, in this month when possible so the list shows it. */
const taipeiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const WEEKDAYS = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ baseURL }) => {
  state.api = await playwrightRequest.newContext({ baseURL });
  state.boss = await apiLogin(api(), 'demo-company', 'demo-password');
  state.teacher = await apiLogin(api(), 'demo-teacher', 'demo-password');
  state.admin = await apiLogin(api(), 'demo-superadmin', 'demo-password');
  await registerAs(api(), 'teacher', newTeacher);
});

test.afterAll(async () => {
  await state.api?.dispose();
});

test('the company-admin opens the company area and sees its students, teachers and code', async ({ page }) => {
  await uiLogin(page, 'demo-company', 'demo-password');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-company').click();
  await expect(page).toHaveURL(/\/company\/courses$/);
  const nav = page.getByTestId('company-nav');

  await nav.getByRole('link', { name: 'Students' }).click();
  await expect(page).toHaveURL(/\/company\/users$/);
  const students = page.getByTestId('company-students-page');
  await expect(students.getByRole('link', { name: 'Stella Student' })).toBeVisible();
  await expect(students.getByRole('link', { name: 'Priya Pro' })).toBeVisible();
  await expect(students.getByRole('link', { name: 'Tina Teacher' })).toHaveCount(0);
  state.code = (await page.getByTestId('company-code-hint').textContent())!.trim();
  expect(state.code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
  await shots(page, state.boss, 'company-users', () => expect(page.getByRole('link', { name: 'Stella Student' })).toBeVisible());

  await page.getByRole('link', { name: 'Stella Student' }).click();
  await expect(page).toHaveURL(/\/company\/user\/\d+$/);
  await expect(page.getByTestId('company-user-page')).toContainText('demo-student');
  await shots(page, state.boss, 'company-user', () => expect(page.getByTestId('company-user-page')).toBeVisible());

  await nav.getByRole('link', { name: 'Teachers' }).click();
  await expect(page).toHaveURL(/\/company\/teachers$/);
  await expect(page.getByTestId('company-teachers-page').getByRole('link', { name: 'Tina Teacher' })).toBeVisible();
  await shots(page, state.boss, 'company-teachers', () => expect(page.getByRole('link', { name: 'Tina Teacher' })).toBeVisible());

  await nav.getByRole('link', { name: 'Company info' }).click();
  await expect(page.getByTestId('company-code')).toHaveValue(state.code);
  await expect(page.getByTestId('company-name')).toHaveValue('Summit Demo School');
  await page.getByTestId('company-phone').fill('+886 2 2345 6789');
  await page.getByTestId('company-info-save').click();
  await expect(page.getByText('Company details saved.')).toBeVisible();
  await shots(page, state.boss, 'company-info', () => expect(page.getByTestId('company-code')).toHaveValue(state.code));

  // The area's courses pages are one click away.
  await nav.getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(/\/company\/courses$/);
});

test('a teacher joins the company with its code (a wrong code is refused first)', async ({ page }) => {
  await uiLogin(page, newTeacher.username, password);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-company-join').click();
  await expect(page).toHaveURL(/\/company\/join$/);
  await page.getByTestId('company-join-code').fill('ZZZZ2222');
  await page.getByTestId('company-join-submit').click();
  await expect(page.getByText('No company has this code. Check it with the company and try again.')).toBeVisible();
  await expect(page.getByTestId('form-error')).toHaveCount(0);
  await page.getByTestId('company-join-code').fill(state.code.toLowerCase());
  await page.getByTestId('company-join-submit').click();
  await expect(page.getByTestId('company-joined')).toContainText('Summit Demo School');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await uiLogin(page, 'demo-company', 'demo-password');
  await page.goto('/company/teachers');
  const row = page.getByTestId('company-teachers-page').locator('tr', { hasText: 'Nora Newton' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('by code');
});

test('a teacher books a private lesson; a double booking is refused', async ({ page }) => {
  await uiLogin(page, 'demo-teacher', 'demo-password');
  await page.goto('/teacher/courses');
  await page.getByTestId('teacher-nav').getByRole('link', { name: 'Private lessons' }).click();
  await expect(page).toHaveURL(/\/teacher\/private-lessons$/);

  const book = async (from: string, to: string) => {
    await page.getByTestId('lesson-student-search').fill('Stella');
    await page.getByTestId('lesson-student').selectOption({ label: 'Stella Student (@demo-student)' });
    await page.getByTestId('lesson-date').fill(taipeiToday);
    await page.getByTestId('lesson-time_from').fill(from);
    await page.getByTestId('lesson-time_to').fill(to);
    await page.getByTestId('lesson-submit').click();
  };
  await book('21:00', '22:00');
  await expect(page.getByText('Lesson booked.')).toBeVisible();
  await expect(page.getByTestId('lessons-list').locator('tbody tr')).toHaveCount(1);

  await book('21:30', '22:30');
  await expect(page.getByTestId('lesson-busy')).toContainText('The teacher already has a lesson at that time.');
  await expect(page.getByTestId('lessons-list').locator('tbody tr')).toHaveCount(1);
  await shots(page, state.teacher, 'company-private-lessons', () => expect(page.getByTestId('lessons-list').locator('tbody tr')).toHaveCount(1));
});

test("the admin's company pages list the companies, their members and info", async ({ page }) => {
  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await page.goto('/admin/practices');
  await page.getByTestId('admin-nav').getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/admin\/company$/);
  const row = page.locator('tr', { hasText: 'Summit Demo School' });
  await expect(row).toContainText(state.code);
  await shots(page, state.admin, 'company-admin-list', () => expect(page.locator('tr', { hasText: 'Summit Demo School' })).toBeVisible());

  await page.locator('tr', { hasText: 'Summit Demo School' }).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/admin\/company\/users\/\d+$/);
  await expect(page.getByTestId('admin-company-users-page')).toContainText('Nora Newton');
  await page.getByTestId('company-add-user').fill('demo-parent');
  await page.getByTestId('company-add-submit').click();
  await expect(page.getByTestId('admin-company-users-page').locator('tr', { hasText: 'Pat Parent' })).toBeVisible();
  await shots(page, state.admin, 'company-admin-users', () => expect(page.locator('tr', { hasText: 'Pat Parent' })).toBeVisible());

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/company\/info\/\d+$/);
  await expect(page.getByTestId('company-phone')).toHaveValue('+886 2 2345 6789');
  await shots(page, state.admin, 'company-admin-info', () => expect(page.getByTestId('company-code')).toBeVisible());
});

test("a company-admin edits a session's rule, picks its test and saves the setup as a template", async ({ page }) => {
  const course = await call<{ id: number }>(api(), 'post', '/api/courses', state.boss, {
    type: 'group',
    title: { 'en-US': `SAT Spring ${suffix}`, 'zh-CN': `SAT 春季班 ${suffix}`, 'zh-TW': `SAT 春季班 ${suffix}` },
    description: { 'en-US': '', 'zh-CN': '', 'zh-TW': '' },
    fee: 1_200_000,
    currency: 'TWD',
    capacity: 10,
    active: true,
  });
  const day1 = weekdayOf(taipeiToday);
  const day2 = weekdayOf(addDays(taipeiToday, 1));
  await call(api(), 'post', `/api/courses/${course.id}/sessions`, state.boss, {
    title: 'Reading drills',
    fee: 0,
    prepay: false,
    mode: 'online',
    start_date: taipeiToday,
    end_date: addDays(taipeiToday, 13),
    time_from: '19:00',
    time_to: '20:30',
    repeat: { freq: 'weekly', interval: 1, weekdays: [day1] },
  });

  await uiLogin(page, 'demo-company', 'demo-password');
  await page.goto(`/company/courseDetail/${course.id}`);
  const card = page.getByTestId('course-session');
  await card.getByTestId('session-toggle').click();
  await expect(card.getByTestId('session-meeting')).toHaveCount(2);

  await card.getByTestId('session-edit').click();
  const form = page.getByTestId('session-edit-form');
  await form.getByTestId(`session-day-${day2}`).check();
  await expect(form.getByTestId('session-test').locator('option')).not.toHaveCount(1);
  await form.getByTestId('session-test').selectOption({ index: 1 });
  const testTitle = (await form.getByTestId('session-test').locator('option:checked').textContent())!.trim();
  await form.getByTestId('session-template-save-open').click();
  await form.getByTestId('session-template-name').fill('Weekly reading');
  await form.getByTestId('session-template-save').click();
  await expect(page.getByText('Template “Weekly reading” saved.')).toBeVisible();
  await form.getByTestId('session-submit').click();
  await expect(page.getByTestId('session-edit-form')).toHaveCount(0);
  await expect(card).toContainText(testTitle);
  await card.getByTestId('session-toggle').click();
  await expect(card.getByTestId('session-meeting')).toHaveCount(4);

  // A new session starts from the template: its setup fills the form, the dates are left to pick.
  await page.getByTestId('session-add').click();
  const add = page.getByTestId('session-form');
  await add.getByTestId('session-template-pick').selectOption({ label: 'Weekly reading' });
  await add.getByTestId('session-template-apply').click();
  await expect(add.getByTestId('session-title')).toHaveValue('Reading drills');
  await expect(add.getByTestId(`session-day-${day2}`)).toBeChecked();
  await expect(add.getByTestId('session-start_date')).toHaveValue('');
  // After each reload of the shots the form is closed again: open it, then show it started from the template.
  await shots(page, state.boss, 'company-course-session', async () => {
    await page.getByTestId('session-add').click();
    await page.getByTestId('session-form').getByTestId('session-template-pick').selectOption({ label: 'Weekly reading' });
    await page.getByTestId('session-form').getByTestId('session-template-apply').click();
    await expect(page.getByTestId('session-form').getByTestId('session-title')).toHaveValue('Reading drills');
  });
});

test('a teacher saves a class setup as a template; a colleague of the company starts a class from it', async ({ page }) => {
  await uiLogin(page, newTeacher.username, password);
  await page.goto('/classes-i-created');
  await page.getByTestId('class-new').click();
  await page.getByTestId('class-name').fill('Evening cohort');
  await page.getByTestId('slot-add').click();
  await page.getByTestId('slot-day-0').selectOption('wed');
  await page.getByTestId('class-capacity').fill('8');
  await page.getByTestId('class-template-save-open').click();
  await page.getByTestId('class-template-name').fill('Evening cohort template');
  await page.getByTestId('class-template-save').click();
  await expect(page.getByText('Template “Evening cohort template” saved.')).toBeVisible();

  // The toast covers the user menu: sign out by dropping the session instead.
  await page.evaluate(() => window.localStorage.clear());
  await uiLogin(page, 'demo-teacher', 'demo-password');
  await page.goto('/classes-i-created');
  await page.getByTestId('class-new').click();
  await page.getByTestId('class-template-pick').selectOption({ label: 'Evening cohort template' });
  await page.getByTestId('class-template-apply').click();
  await expect(page.getByTestId('class-name')).toHaveValue('Evening cohort');
  await expect(page.getByTestId('class-capacity')).toHaveValue('8');
  await expect(page.getByTestId('slot-day-0')).toHaveValue('wed');
  // The colleague uses it but may not delete the author's template.
  await expect(page.getByTestId('class-template-delete')).toHaveCount(0);
});
