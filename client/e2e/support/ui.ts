import { expect, type Page } from '@playwright/test';

/** Logs in through the login page (identifier = username or e-mail) and waits for the user menu. */
export async function uiLogin(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="identifier"]').fill(identifier);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Fills the sign-up form (captcha from E2E_CAPTCHA) and submits it. */
export async function submitRegisterForm(
  page: Page,
  user: { first_name: string; last_name: string; username: string; email: string; password: string },
): Promise<void> {
  const form = page.getByTestId('register-form');
  await form.locator('input[name="first_name"]').fill(user.first_name);
  await form.locator('input[name="last_name"]').fill(user.last_name);
  await form.locator('input[name="username"]').fill(user.username);
  await form.locator('input[name="email"]').fill(user.email);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('input[name="password_confirmation"]').fill(user.password);
  await form.locator('input[name="captcha"]').fill(process.env.E2E_CAPTCHA!);
  await form.locator('button[type="submit"]').click();
}
