import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, call, registerAs } from '../support/api';
import { payDay as day, payMonth as month } from '../support/back-office';
import { waitForMail } from '../support/mail';
import { localeShots } from '../support/shots';
import { uiLogin } from '../support/ui';

/**
 * Issue 14, the teacher's side (docs/payroll.md): a teacher logs four private lessons with attendance, the admin
 * sets the hourly rate, the month's payslip shows the hours and the amount (admin's salary page and the teacher's
 * own), and the parent receives the progress report with its PDF. Screens at 1366 and 375 px in English and
 * Simplified Chinese.
 */
const suffix = Date.now().toString(36);
const password = 'payroll-password-1';
const teacher = { username: `pay${suffix}`, email: `pay${suffix}@example.com`, password, first_name: 'Mei', last_name: 'Lin' };
const student = { username: `pst${suffix}`, email: `pst${suffix}@example.com`, password, first_name: 'Kai', last_name: 'Chen' };
const parent = { username: `ppa${suffix}`, email: `ppa${suffix}@example.com`, password, first_name: 'Hua', last_name: 'Chen' };
const state = { api: undefined as APIRequestContext | undefined, admin: '', teacher: 0, teacherToken: '', student: 0, courseId: 0 };
const api = () => state.api!;

const shots = (page: Page, token: string, name: string, ready: () => Promise<unknown>) =>
  localeShots(page, api(), token, name, ready, ['EN-US', 'ZH-CN']);

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async ({ baseURL }) => {
  state.api = await playwrightRequest.newContext({ baseURL });
  state.admin = await apiLogin(api(), 'demo-superadmin', 'demo-password');
  const t = await registerAs(api(), 'teacher', teacher);
  const s = await registerAs(api(), 'student', student);
  const p = await registerAs(api(), 'parent', parent, [student.email]);
  const confirmed = await api().post(`/api/parent-links/${p.id}/confirm`, { headers: { authorization: `Bearer ${s.token}` } });
  expect(confirmed.ok(), `confirm the parent: ${confirmed.status()}`).toBeTruthy();
  Object.assign(state, { teacher: t.id, teacherToken: t.token, student: s.id });
  // A private-tutoring course of the teacher's with the student accepted; four lessons booked in the month.
  const course = await call<{ id: number; join_code: string }>(api(), 'post', '/api/courses', t.token, {
    type: 'private',
    title: { 'en-US': `SAT 1:1 ${suffix}`, 'zh-CN': `SAT 一对一 ${suffix}`, 'zh-TW': `SAT 一對一 ${suffix}` },
    description: { 'en-US': '', 'zh-CN': '', 'zh-TW': '' },
    fee: 0,
    currency: 'TWD',
    capacity: 5,
    active: true,
  });
  state.courseId = course.id;
  await call(api(), 'post', '/api/courses/join', s.token, { code: course.join_code });
  await call(api(), 'put', `/api/courses/${course.id}/requests/${s.id}`, t.token, { response: 'accepted' });
  for (const n of [1, 2, 3, 4]) {
    await call(api(), 'post', '/api/private-lessons', t.token, {
      teacher_id: t.id,
      student_id: s.id,
      course_id: course.id,
      mode: 'online',
      starts_at: `${day(n)}T10:00:00+08:00`,
      ends_at: `${day(n)}T11:30:00+08:00`,
    });
  }
});

test.afterAll(async () => {
  await state.api?.dispose();
});

test('the teacher logs four lessons with attendance', async ({ page }) => {
  await uiLogin(page, teacher.username, password);
  await page.goto(`/teacher/lessons?month=${month}`);
  await expect(page.getByTestId('teacher-nav')).toBeVisible();
  const rows = page.getByTestId('lesson-row');
  await expect(rows).toHaveCount(4);
  const states = ['present', 'present', 'late', 'absent'] as const;
  for (let i = 0; i < 4; i++) {
    await rows.nth(i).getByTestId('lesson-log').click();
    const form = page.getByTestId('lesson-log-form');
    await form.getByTestId(`log-state-${states[i]}`).check();
    await form.getByTestId('log-topic').fill(`Algebra unit ${i + 1}`);
    await form.getByTestId('log-save').click();
    await expect(form).toBeHidden();
    await expect(rows.nth(i).getByTestId('lesson-state')).toBeVisible();
  }
  await expect(page.getByTestId('lesson-state')).toHaveCount(4);
  await shots(page, state.teacherToken, 'payroll-lessons', () => expect(page.getByTestId('lesson-state')).toHaveCount(4));

  // Their own billing details, on the pay page.
  await page.goto(`/teacher/pay?month=${month}`);
  await page.getByTestId('billing-name').fill('Lin Mei-Hua');
  await page.getByTestId('billing-id').fill('A123456789');
  await page.getByTestId('billing-birth').fill('1990-05-01');
  await page.getByTestId('billing-method').selectOption('taiwan_bank');
  await page.getByTestId('billing-address').fill('1 Roosevelt Rd, Taipei');
  await page.getByTestId('billing-account').fill('012-3456-7890123');
  await page.getByTestId('billing-save').click();
  await expect(page.getByTestId('billing-saved')).toBeVisible();
});

test("the admin sets the rate; the month's payslip shows six hours and TWD 4,800.00", async ({ page }) => {
  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await page.goto(`/admin/salary/teacher/${state.teacher}?month=${month}`);
  await expect(page.getByTestId('payslip-hours')).toHaveText('6.00');
  await page.locator('#rate-from').fill(month);
  await page.getByTestId('rate-amount').fill('800');
  await page.getByTestId('rate-currency').selectOption('TWD');
  await page.getByTestId('rate-save').click();
  await expect(page.getByTestId('rate-row')).toHaveCount(1);
  await expect(page.getByTestId('payslip-amount')).toHaveText('TWD 4,800.00');
  await expect(page.getByTestId('billing-id')).toHaveValue('A123456789');
  await shots(page, state.admin, 'payroll-teacher-pay', () => expect(page.getByTestId('payslip-amount')).toBeVisible());

  await page.goto(`/admin/salary?month=${month}`);
  const row = page.getByTestId('salary-row').filter({ hasText: teacher.username });
  await expect(row.getByTestId('salary-hours')).toHaveText('6.00');
  await expect(row.getByTestId('salary-amount')).toHaveText('TWD 4,800.00');
  const download = page.waitForEvent('download');
  await page.getByTestId('salary-xlsx').click();
  expect((await download).suggestedFilename()).toBe(`salary-${month}.xlsx`);
  await shots(page, state.admin, 'payroll-salary', () => expect(page.getByTestId('salary-row').first()).toBeVisible());

  // The teacher sees the same payslip and downloads its PDF.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await uiLogin(page, teacher.username, password);
  await page.goto(`/teacher/pay?month=${month}`);
  await expect(page.getByTestId('payslip-hours')).toHaveText('6.00');
  await expect(page.getByTestId('payslip-amount')).toHaveText('TWD 4,800.00');
  await expect(page.getByTestId('payslip-line')).toHaveCount(4);
  const pdf = page.waitForEvent('download');
  await page.getByTestId('payslip-pdf').click();
  expect((await pdf).suggestedFilename()).toBe(`payslip-${month}.pdf`);
  await shots(page, state.teacherToken, 'payroll-my-pay', () => expect(page.getByTestId('payslip-amount')).toBeVisible());
});

test('the teacher sends a progress report; the parent receives it with the PDF', async ({ page }) => {
  await uiLogin(page, teacher.username, password);
  await page.goto(`/courseDetail/${state.courseId}`);
  await page.getByTestId('course-progress').click();
  await expect(page).toHaveURL(new RegExp(`/teacher/progress/${state.courseId}$`));
  await page.getByTestId('progress-student').selectOption(String(state.student));
  await expect(page.getByTestId('attendance-summary')).toContainText('2');
  await expect(page.getByTestId('progress-parents')).toContainText('Hua Chen');
  await page.getByTestId('progress-comment').fill('Kai is steady in algebra; keep practising word problems.');
  await page.getByTestId('progress-send').click();
  await expect(page.getByTestId('progress-sent')).toBeVisible();
  await expect(page.getByTestId('progress-report')).toHaveCount(1);

  const mail = await waitForMail(parent.email, /wrote a progress report for Kai Chen/);
  expect(mail).toMatch(/Content-Type: application\/pdf/i);
  expect(mail).toContain(`progress-report-${student.username}-`);
  await shots(page, state.teacherToken, 'payroll-progress', async () => {
    await page.getByTestId('progress-student').selectOption(String(state.student));
    await expect(page.getByTestId('progress-report')).toHaveCount(1);
  });
});
