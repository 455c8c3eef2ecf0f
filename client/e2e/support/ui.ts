import { expect, type Page } from '@playwright/test';

/** Logs in through the login page (identifier = username or e-mail) and waits for the user menu. */
export async function uiLogin(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="identifier"]').fill(identifier);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
