import { expect, test, type Page } from '@playwright/test';
import { apiLogin, setLanguage } from '../support/api';
import { shot } from '../support/shots';
import { uiLogin } from '../support/ui';

/**
 * "Add subject" (issue 16): an admin adds a skill under a built-in domain on admin/subjects, and a visitor
 * (no account) finds it on /browse/examination in their language. Both screens at 1366 and 375 px in
 * English and Simplified Chinese.
 */
const word = Date.now().toString(36);
const SKILL = { en: `Reading bar charts ${word}`, cn: `读条形图 ${word}`, tw: `讀長條圖 ${word}` };
const CODE = `reading-bar-charts-${word}`;

const setLang = (page: Page, lang: string) => page.addInitScript((value) => window.localStorage.setItem('lang', value), lang);

async function widths(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.waitForTimeout(300);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

test('an admin adds a skill; a visitor sees it on /browse/examination', async ({ page, browser, request }) => {
  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await page.goto('/admin/subjects');
  await expect(page.getByTestId('admin-nav').getByRole('link', { name: 'Subjects' })).toHaveAttribute('aria-current', 'page');

  // Nothing chosen: each missing field says so.
  await page.getByTestId('subject-add').click();
  await expect(page.locator('#subject-parent.is-invalid')).toBeVisible();
  await expect(page.locator('#subject-new-name_en.is-invalid')).toBeVisible();

  await page.getByTestId('subject-kind').selectOption('skill');
  await page.getByTestId('subject-parent').selectOption('problem-solving-data-analysis');
  await page.getByTestId('subject-new-name_en').fill(SKILL.en);
  await page.getByTestId('subject-new-name_zh_cn').fill(SKILL.cn);
  await page.getByTestId('subject-new-name_zh_tw').fill(SKILL.tw);
  await page.getByTestId('subject-add').click();
  const row = page.getByTestId(`subject-row-${CODE}`);
  await expect(row).toContainText(SKILL.en);
  await expect(row).toContainText('Problem-Solving and Data Analysis');

  // The same code again is refused next to the field, in the admin's language.
  await page.getByTestId('subject-parent').selectOption('algebra');
  await page.getByTestId('subject-code').fill(CODE);
  for (const f of ['name_en', 'name_zh_cn', 'name_zh_tw']) await page.getByTestId(`subject-new-${f}`).fill('x');
  await page.getByTestId('subject-add').click();
  await expect(page.locator('#subject-code.is-invalid')).toBeVisible();
  await expect(page.getByText('This code is already used by another domain or skill.')).toBeVisible();
  await page.getByTestId('subject-code').fill('');

  const token = await apiLogin(request, 'demo-superadmin', 'demo-password');
  for (const lang of ['EN-US', 'ZH-CN'] as const) {
    await setLanguage(request, token, lang);
    await page.reload();
    await expect(row).toBeVisible();
    await widths(page, `subjects-admin-${lang.toLowerCase()}`);
  }
  await setLanguage(request, token, 'EN-US');

  // A visitor, no account: the page opens without a login and lists the new skill in every Math section.
  for (const [lang, name] of [
    ['EN-US', SKILL.en],
    ['ZH-CN', SKILL.cn],
  ] as const) {
    const context = await browser.newContext({ baseURL: page.url() });
    const visitor = await context.newPage();
    await setLang(visitor, lang);
    await visitor.goto('/browse/examination');
    await expect(visitor).toHaveURL(/\/browse\/examination$/);
    for (const section of ['math', 'math-calculator', 'math-no-calculator']) {
      await expect(visitor.getByTestId(`exam-skill-${section}-${CODE}`)).toHaveText(name);
    }
    await expect(visitor.getByTestId('exam-section-reading-writing')).not.toContainText(name);
    await widths(visitor, `subjects-examination-${lang.toLowerCase()}`);
    await context.close();
  }

  // Archived: gone from the visitor's page.
  await page.getByTestId(`subject-archive-${CODE}`).click();
  await expect(row.getByTestId('subject-archived')).toBeVisible();
  const visitor = await browser.newPage({ baseURL: page.url() });
  await visitor.goto('/browse/examination');
  await expect(visitor.getByTestId('exam-section-math')).toBeVisible();
  await expect(visitor.getByTestId(`exam-skill-math-${CODE}`)).toHaveCount(0);
  await visitor.close();
});
