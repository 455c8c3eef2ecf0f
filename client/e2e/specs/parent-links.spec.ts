/**
 * Issue 11: a parent's link waits for the student (the prompt on the practice home), and the admin's
 * grader switch opens the grading queue to a teacher. Screenshots at 1366 and 375 px, in English and
 * Simplified Chinese.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, call, registerStudent } from '../support/api';
import { shot } from '../support/shots';
import { uiLogin } from '../support/ui';

const suffix = Date.now().toString(36);
const PASSWORD = 'a-long-password-1';
const student = { username: `kid_${suffix}`, email: `kid_${suffix}@example.com`, password: PASSWORD, first_name: 'Kim' };
const WIDTHS = [1366, 375];
const LANGS = [
  ['EN-US', 'en'],
  ['ZH-CN', 'zh'],
] as const;

async function register(api: APIRequestContext, role: 'parent' | 'teacher', first: string): Promise<{ id: number; token: string }> {
  const name = `${role}_${suffix}`;
  const captcha = (await (await api.get('/api/auth/captcha/flat')).json()) as { key: string };
  const res = await api.post('/api/auth/register', {
    data: {
      first_name: first,
      last_name: 'Lee',
      username: name,
      email: `${name}@example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      captcha: process.env.E2E_CAPTCHA,
      captcha_key: captcha.key,
      role,
    },
  });
  expect(res.ok(), `register ${role}: ${await res.text()}`).toBeTruthy();
  const body = (await res.json()) as { access_token: string; user: { id: number } };
  return { id: body.user.id, token: body.access_token };
}

async function shotsAt(page: Page, name: string, lang: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${lang}-${width}`);
  }
  // The login helper waits for the user menu, which a phone-width header folds away.
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
}

test.describe.serial('issue 11: parent links and graders', () => {
  let parent: { id: number; token: string };
  let studentId: number;

  test('the student sees the waiting parent on the home page and confirms; only then does the parent see the child', async ({ page, request }) => {
    const studentToken = await registerStudent(request, student);
    studentId = (await call<{ user: { id: number } }>(request, 'get', '/api/auth/me', studentToken)).user.id;
    parent = await register(request, 'parent', 'Pat');
    await call(request, 'post', '/api/bind-parent', parent.token, { phone: '0987654321', student_emails: [student.email] });
    const before = await request.get(`/api/child/profile/${studentId}`, { headers: { authorization: `Bearer ${parent.token}` } });
    expect(before.status()).toBe(404);

    for (const [lang, short] of LANGS) {
      await request.patch('/api/lang', { data: { lang }, headers: { authorization: `Bearer ${studentToken}` } });
      await uiLogin(page, student.username, PASSWORD);
      await expect(page.getByTestId('parent-link-prompt')).toBeVisible();
      await expect(page.getByTestId(`parent-link-${parent.id}`)).toContainText('Pat Lee');
      await shotsAt(page, 'parent-link-prompt', short);
      await page.evaluate(() => localStorage.clear());
    }
    await request.patch('/api/lang', { data: { lang: 'EN-US' }, headers: { authorization: `Bearer ${studentToken}` } });
    await uiLogin(page, student.username, PASSWORD);
    await page.getByTestId('parent-link-confirm').click();
    await expect(page.getByText('Confirmed: this parent can now follow your results.')).toBeVisible();
    await expect(page.getByTestId('parent-link-prompt')).toHaveCount(0);
    const after = await request.get(`/api/child/profile/${studentId}`, { headers: { authorization: `Bearer ${parent.token}` } });
    expect(after.status()).toBe(200);
  });

  test('a super-admin opens the grading queue to a teacher with the grader switch', async ({ page, request }) => {
    const teacher = await register(request, 'teacher', 'Tom');
    const queue = () => request.get('/api/teacher-grading/queue', { headers: { authorization: `Bearer ${teacher.token}` } });
    expect((await queue()).status()).toBe(403);
    const admin = await apiLogin(request, 'demo-superadmin', 'demo-password');
    for (const [lang, short] of LANGS) {
      await request.patch('/api/lang', { data: { lang }, headers: { authorization: `Bearer ${admin}` } });
      await uiLogin(page, 'demo-superadmin', 'demo-password');
      await page.goto(`/admin/user/${teacher.id}`);
      await expect(page.getByTestId('grader-control')).toBeVisible();
      await page.getByTestId('grader-control').scrollIntoViewIfNeeded();
      await shotsAt(page, 'admin-grader-switch', short);
      await page.evaluate(() => localStorage.clear());
    }
    await request.patch('/api/lang', { data: { lang: 'EN-US' }, headers: { authorization: `Bearer ${admin}` } });
    await uiLogin(page, 'demo-superadmin', 'demo-password');
    await page.goto(`/admin/user/${teacher.id}`);
    // The switch follows the server's answer (it is controlled), so it turns on once the grant is saved.
    await page.getByLabel('Grader').click();
    await expect(page.getByLabel('Grader')).toBeChecked();
    await expect(page.getByText('The grading queue is now open to this teacher.')).toBeVisible();
    expect((await queue()).status()).toBe(200);
  });
});
