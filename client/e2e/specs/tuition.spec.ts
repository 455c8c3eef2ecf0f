import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AttemptDto, CatalogEntryDto, PagedDto, PlacementLockDto } from '@app/shared';
import { answerKeys, apiLogin, call, finishAttempt, registerStudent, setLanguage } from '../support/api';
import { billKeywords, TRANSFER_PNG } from '../support/back-office';
import { waitForMailLink } from '../support/mail';
import { shot } from '../support/shots';
import { uiLogin } from '../support/ui';

/**
 * Placement and tuition (issue 14): a family's enrollment of two siblings is sent; the admin opens it, places both
 * siblings into a class of the course (the students are mailed), records a deposit with a screenshot, downloads the
 * family's bill (a PDF with the right total) and finds the family in the orders list. Screenshots of the arrange
 * screen, the tuition panel and the orders list at 1366 and 375 px in English and Simplified Chinese.
 */
const RAW_ID = /\b(tuition|tuitionApi|enrollment|app|validation|error)\.[a-zA-Z][a-zA-Z.]*\b/;
async function looksRight(page: Page, what: string) {
  expect(await page.locator('body').innerText(), what).not.toMatch(RAW_ID);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${what} fits`).toBeTruthy();
}

/** A family's enrollment sent through the public form's API (the enrollment spec drives the form itself). */
async function sendEnrollment(request: APIRequestContext, courseId: number, stamp: number) {
  const family = `lin-${stamp}@example.com`;
  const created = await request.post('/api/enrollment-forms', {
    data: { course_id: courseId, role: 'parent', name: 'Mei', email: family, phone: '+886 912 345 678' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { token } = (await created.json()) as { token: string };
  const put = async (step: number, data: object) => {
    const res = await request.put(`/api/enrollment-forms/${token}/steps/${step}`, { data });
    expect(res.ok(), `step ${step}: ${await res.text()}`).toBeTruthy();
  };
  const students = [
    { name: 'Amy Lin', email: `amy-${stamp}@example.com` },
    { name: 'Ben Lin', email: `ben-${stamp}@example.com` },
  ];
  await put(2, { students, parent: { name: 'Mei Lin', email: family, phone: '+886 912 345 678' } });
  await put(3, {
    class_type: 'group',
    tutor_mode: 'in_person',
    mandarin_help: 'none',
    heard_from: 'friend',
    payment_method: 'bank_transfer',
    payment_currency: 'TWD',
  });
  const captcha = (await (await request.get('/api/auth/captcha/flat')).json()) as { key: string };
  const sent = await request.post(`/api/enrollment-forms/${token}/submit`, {
    data: { captcha_key: captcha.key, captcha: process.env.E2E_CAPTCHA ?? 'e2e-pass' },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  return { family, students };
}

test('the admin places both siblings into a class, records a deposit with a screenshot and downloads the bill', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const crashes: string[] = [];
  page.on('pageerror', (e) => crashes.push(e.message));
  const adminToken = await apiLogin(request, 'demo-superadmin', 'demo-password');
  const stamp = Date.now();

  // The course (NT$45,000 a student), a class of 5 seats, and a session of the course in that class.
  const course = await call<{ id: number }>(request, 'post', '/api/courses', adminToken, {
    type: 'group',
    title: { 'en-US': `SAT Fall ${stamp}`, 'zh-CN': `SAT 秋季班 ${stamp}`, 'zh-TW': `SAT 秋季班 ${stamp}` },
    description: { 'en-US': 'Saturdays', 'zh-CN': '每周六', 'zh-TW': '每週六' },
    fee: 4_500_000,
    currency: 'TWD',
    capacity: 12,
    active: true,
  });
  const cls = await call<{ id: number; name: string }>(request, 'post', '/api/classes', adminToken, {
    name: `Fall cohort ${stamp}`,
    description: 'Saturday mornings',
    method: 'in_person',
    capacity: 5,
  });
  await call(request, 'post', `/api/courses/${course.id}/sessions`, adminToken, {
    title: 'Saturday class',
    city: 'Taipei',
    fee: 0,
    prepay: false,
    mode: 'in_class',
    start_date: '2030-03-02',
    end_date: '2030-03-30',
    time_from: '09:00',
    time_to: '12:00',
    repeat: { freq: 'weekly', interval: 1, weekdays: ['sa'] },
    tags: [],
    class_id: cls.id,
  });
  const { students } = await sendEnrollment(request, course.id, stamp);
  const list = await call<{ data: { id: number }[] }>(request, 'get', `/api/enrollments?course_id=${course.id}`, adminToken);
  const enrollmentId = list.data[0].id;

  // The admin opens the enrollment: the tuition panel suggests NT$90,000 less the group discount.
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN-US'));
  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await page.goto(`/admin/enrollments/${enrollmentId}`);
  const panel = page.getByTestId('tuition-panel');
  await expect(panel.getByTestId('tuition-total')).toHaveText('NT$86,000.00');
  await expect(panel.getByTestId('bill-status')).toHaveAttribute('data-status', 'unpaid');

  // Placement: both siblings into the class; the seats go down and both are told.
  await panel.getByTestId('tuition-arrange').click();
  await expect(page).toHaveURL(new RegExp(`/admin/enrollments/${enrollmentId}/arrange$`));
  const cards = page.getByTestId('arrange-student');
  await expect(cards).toHaveCount(2);
  for (const i of [0, 1]) {
    const card = cards.nth(i);
    await expect(card.getByTestId('arrange-not-placed')).toBeVisible();
    await card.getByTestId('arrange-class').selectOption(String(cls.id));
    await card.getByTestId('arrange-place').click();
    await expect(card.getByTestId('arrange-placement')).toContainText(cls.name);
  }
  await expect(cards.nth(1).getByTestId('arrange-class').locator(`option[value="${cls.id}"]`)).toHaveCount(0);
  for (const s of students) await waitForMailLink(s.email, /You have been placed in the class/);

  // The deposit: NT$20,000 by bank transfer with the transfer's screenshot.
  await page.getByRole('link', { name: 'Back to the enrollment' }).click();
  await expect(panel).toBeVisible();
  await panel.getByTestId('payment-kind').selectOption('deposit');
  await panel.getByTestId('payment-method').selectOption('bank_transfer');
  await panel.getByTestId('payment-amount').fill('20000');
  await panel.getByTestId('payment-comment').fill('Transfer, last 5 digits 12345');
  await panel.getByTestId('payment-screenshot').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: TRANSFER_PNG });
  await panel.getByTestId('payment-record').click();
  await expect(panel.getByTestId('tuition-payment')).toHaveCount(1);
  await expect(panel.getByTestId('tuition-payment')).toContainText('Transfer, last 5 digits 12345');
  await expect(panel.getByTestId('tuition-screenshot')).toBeVisible();
  await expect(panel.getByTestId('tuition-deposit')).toHaveText('NT$20,000.00');
  await expect(panel.getByTestId('tuition-remaining')).toHaveText('NT$66,000.00');
  await expect(panel.getByTestId('bill-status')).toHaveAttribute('data-status', 'partly_paid');

  // The family's bill: a PDF whose figures are the record's, to the cent.
  const download = page.waitForEvent('download');
  await panel.getByTestId('tuition-bill').click();
  const file = await (await download).path();
  const pdf = fs.readFileSync(file!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(billKeywords(pdf)).toBe('currency=TWD total=8600000 paid=2000000 remaining=6600000 status=partly_paid');

  // The orders list has the family, partly paid.
  await page.goto('/admin');
  await page.getByTestId('admin-nav').getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.getByTestId('orders-status').selectOption('partly_paid');
  const row = page.getByTestId('order-row').filter({ hasText: 'Mei Lin' }).first();
  await expect(row).toContainText('NT$66,000.00');

  // Screens at 1366 and 375 px in English and Simplified Chinese (the admin's profile language decides).
  const screens: [string, string, string][] = [
    ['tuition-arrange', `/admin/enrollments/${enrollmentId}/arrange`, 'arrange-page'],
    ['tuition-panel', `/admin/enrollments/${enrollmentId}`, 'tuition-panel'],
    ['tuition-orders', '/admin/orders', 'orders'],
  ];
  const view = await browser.newPage();
  await uiLogin(view, 'demo-superadmin', 'demo-password');
  try {
    for (const lang of ['EN-US', 'ZH-CN'] as const) {
      await setLanguage(request, adminToken, lang);
      for (const width of [1366, 375]) {
        await view.setViewportSize({ width, height: width > 500 ? 900 : 800 });
        for (const [name, path, testId] of screens) {
          await view.goto(path);
          await expect(view.locator('html')).toHaveAttribute('lang', lang === 'EN-US' ? 'en-US' : 'zh-CN');
          await expect(view.getByTestId(testId)).toBeVisible();
          await view.waitForTimeout(300);
          await looksRight(view, `${name} ${lang} ${width}`);
          await shot(view, `${name}-${lang.toLowerCase()}-${width}`);
        }
      }
    }
  } finally {
    await setLanguage(request, adminToken, 'EN-US');
    await view.close();
  }
  expect(crashes).toEqual([]);
});

test('the admin marks a placement test, invites a student, who takes it from the mailed link; the score shows on the arrange screen', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const crashes: string[] = [];
  page.on('pageerror', (e) => crashes.push(e.message));
  const adminToken = await apiLogin(request, 'demo-superadmin', 'demo-password');
  const stamp = Date.now();
  const course = await call<{ id: number }>(request, 'post', '/api/courses', adminToken, {
    type: 'group',
    title: { 'en-US': `SAT Placement ${stamp}`, 'zh-CN': `SAT 分班 ${stamp}`, 'zh-TW': `SAT 分班 ${stamp}` },
    description: { 'en-US': 'Saturdays', 'zh-CN': '每周六', 'zh-TW': '每週六' },
    fee: 4_500_000,
    currency: 'TWD',
    capacity: 12,
    active: true,
  });
  // Amy has an account already (her e-mail is the enrollment's); the placement test is a published drill.
  const amy = { username: `amy${stamp}`, email: `amy-${stamp}@example.com`, password: 'Sat-pass-2030' };
  const amyToken = await registerStudent(request, amy);
  const drill = (await call<PagedDto<CatalogEntryDto>>(request, 'get', '/api/catalog?kind=drill', amyToken)).data[0];
  await sendEnrollment(request, course.id, stamp);
  const list = await call<{ data: { id: number }[] }>(request, 'get', `/api/enrollments?course_id=${course.id}`, adminToken);
  const enrollmentId = list.data[0].id;

  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN-US'));
  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await page.goto(`/admin/enrollments/${enrollmentId}/arrange`);
  const box = page.getByTestId('arrange-placement-test');
  await expect(box.getByTestId('arrange-placement-test-title')).toHaveText('This course has no placement test yet.');
  await box.getByTestId('placement-test-type').selectOption('practice');
  await box.getByTestId('placement-test-id').fill(String(drill.id));
  await box.getByTestId('placement-test-set').click();
  await expect(box.getByTestId('arrange-placement-test-title')).toContainText('4.5 hours in all');
  const amyCard = page.getByTestId('arrange-student').filter({ hasText: 'Amy Lin' });
  await amyCard.getByTestId('arrange-invite').click();
  await expect(amyCard.getByTestId('arrange-test-status')).toContainText('not started');

  // Amy follows the mailed link, logs in, and starts it in the runner.
  const link = await waitForMailLink(amy.email, /placement test/);
  expect(link.pathname).toMatch(/^\/placement\/\d+$/);
  const student = await browser.newPage();
  await uiLogin(student, amy.username, amy.password);
  await student.goto(link.pathname);
  await expect(student.getByTestId('placement-rules')).toContainText('4.5 hours');
  for (const width of [1366, 375]) {
    await student.setViewportSize({ width, height: 800 });
    await looksRight(student, `placement lock ${width}`);
    await shot(student, `placement-lock-en-us-${width}`);
  }
  await student.getByTestId('placement-start').click();
  await expect(student).toHaveURL(new RegExp(`/test/practice/${drill.id}`));
  const lock = await call<PlacementLockDto>(request, 'get', `/api${link.pathname.replace('/placement/', '/placement-tests/')}`, amyToken);
  expect(lock.status).toBe('in_progress');
  await student.close();
  const keys = await answerKeys(request, adminToken, [drill.id]);
  const attempt = await call<AttemptDto>(request, 'get', `/api/attempts/${lock.attempt_id}`, amyToken);
  await finishAttempt(request, amyToken, attempt, (id) => keys.get(id) ?? null);

  // Graded by the ordinary grading job: the admin places by the score shown next to Amy.
  await expect(async () => {
    await page.reload();
    await expect(amyCard.getByTestId('arrange-test-status')).toContainText('Placement score:', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await looksRight(page, `arrange with placement test ${width}`);
    await shot(page, `placement-arrange-en-us-${width}`);
  }
  await setLanguage(request, adminToken, 'ZH-CN');
  const zh = await browser.newPage();
  try {
    await uiLogin(zh, 'demo-superadmin', 'demo-password');
    await zh.setViewportSize({ width: 375, height: 800 });
    await zh.goto(`/admin/enrollments/${enrollmentId}/arrange`);
    await expect(zh.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(zh.getByTestId('arrange-student').filter({ hasText: 'Amy Lin' }).getByTestId('arrange-test-status')).toContainText('分班成绩');
    await looksRight(zh, 'arrange zh-CN');
    await shot(zh, 'placement-arrange-zh-cn-375');
  } finally {
    await setLanguage(request, adminToken, 'EN-US');
    await zh.close();
  }
  expect(crashes).toEqual([]);
});
