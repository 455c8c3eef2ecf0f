import { expect, test, type Page } from '@playwright/test';
import { waitForMailLink } from '../support/mail';
import { shot } from '../support/shots';
import { submitRegisterForm, uiLogin } from '../support/ui';

const suffix = Date.now().toString(36);
const student = { username: `stella_${suffix}`, email: `stella_${suffix}@example.com`, password: 'a-long-password-1' };

async function logout(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
}

test.describe.serial('a student account from registration to roles', () => {
  test('registers with the captcha and fills in the student details', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByTestId('register-captcha-image')).toBeVisible();
    await shot(page, 'register-en');
    await submitRegisterForm(page, { ...student, first_name: 'Stella', last_name: 'Chen' });

    // A new student owes the role-specific details before anything else.
    await expect(page).toHaveURL(/\/register\/details/);
    const details = page.getByTestId('student-details-form');
    await details.locator('input[name="school"]').fill('Taipei American School');
    await details.locator('input[name="phone"]').fill('+886 912 345 678');
    await shot(page, 'register-details-student');
    await details.locator('button[type="submit"]').click();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('verify-banner')).toBeVisible();
    await shot(page, 'home-unverified');
  });

  test('verifies the e-mail through the link that arrived by mail', async ({ page }) => {
    await uiLogin(page, student.username, student.password);
    const link = await waitForMailLink(student.email, /verify/i);
    await page.goto(link.pathname + link.search);
    await expect(page.getByTestId('verify-success')).toBeVisible();
    await shot(page, 'email-verified');
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('verify-banner')).toHaveCount(0);
  });

  test('logs out, then logs in by username and by e-mail', async ({ page }) => {
    await uiLogin(page, student.username.toUpperCase(), student.password);
    await logout(page);
    await shot(page, 'login-en');
    await uiLogin(page, student.email, student.password);
    await expect(page.getByTestId('home-greeting')).toContainText('Stella');
  });

  test('refuses a wrong password with a clear message', async ({ page }) => {
    await page.goto('/login');
    await page.locator('input[name="identifier"]').fill(student.username);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Incorrect username or password')).toBeVisible();
  });

  test('switches to Traditional Chinese and the header follows, and it is remembered', async ({ page }) => {
    await uiLogin(page, student.username, student.password);
    await expect(page.getByTestId('nav-practice')).toHaveText(/Practice/);
    await page.getByTestId('language-picker').click();
    await page
      .getByRole('button', { name: '繁體中文' })
      .or(page.getByRole('menuitem', { name: '繁體中文' }))
      .first()
      .click();
    await expect(page.getByTestId('nav-practice')).toHaveText('練習');
    await expect(page.getByTestId('nav-plans')).toContainText('方案');
    await shot(page, 'home-zh-TW');
    // Saved on the profile: a fresh load in a new context shows the same language.
    await page.reload();
    await expect(page.getByTestId('nav-practice')).toHaveText('練習');
  });

  test('a student who opens /admin sees the 403 page', async ({ page }) => {
    await uiLogin(page, student.username, student.password);
    await page.goto('/admin');
    await expect(page.getByTestId('forbidden-page')).toBeVisible();
    await shot(page, 'forbidden-student-admin');
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });
});

test('the login screen in every language', async ({ page }) => {
  for (const [lang, title] of [
    ['EN-US', /Log in/i],
    ['ZH-CN', /登录/],
    ['ZH-TW', /登入/],
  ] as const) {
    await page.goto('/login');
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    await expect(page.getByTestId('auth-tab-login')).toHaveText(title);
    await shot(page, `login-${lang}`);
  }
});
