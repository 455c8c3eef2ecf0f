import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from '../support/api';
import { localeShots } from '../support/shots';
import { uiLogin } from '../support/ui';

/**
 * Question import (issue 16): a teacher imports the sample PDF and the sample DOCX kept in the repository,
 * watching the job's progress bar, fixes the one draft the DOCX has no key for, and finds the imported
 * questions in the question bank. Screens at 1366 and 375 px in English and Simplified Chinese.
 */
const SAMPLES = path.resolve(process.cwd(), 'server/test/fixtures/question-import');
const PASSWORD = 'demo-password';
const suffix = Date.now().toString(36);

async function upload(page: Page, file: string, title: string) {
  await page.goto('/teacher/importQuestions');
  await page.getByTestId('import-file').setInputFiles(path.join(SAMPLES, file));
  await page.getByTestId('import-title').fill(title);
  await page.getByTestId('import-analyze').click();
  // Analysis of a short sample can finish before the first paint, so only its end is waited for.
  await expect(page.getByTestId('import-status')).toHaveAttribute('data-status', 'saved');
}

/** The draft editor with a refused key, at both widths (viewport shots: the editor is the point). */
async function fixShots(page: Page) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.getByTestId('draft-editor-4').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.resolve(process.cwd(), `screenshots/e2e/question-import-fix-en-us-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** Chooses every ready draft, imports them, watches the bar until the import completes. */
async function importReady(page: Page, count: number) {
  await page.getByTestId('import-select-all').check();
  await expect(page.getByTestId('import-start')).toContainText(`Import ${count} questions`);
  await page.getByTestId('import-start').click();
  // The job may finish before the first poll; the bar stays, full, once it has.
  await expect(page.getByTestId('import-status')).toHaveAttribute('data-status', 'completed');
  const bar = page.getByTestId('import-progress');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-total', String(count));
  await expect(bar).toHaveAttribute('data-done', String(count));
  await expect(page.getByTestId('import-completed-note')).toContainText(`${count} questions are in the question bank`);
}

test('an author imports the sample PDF and DOCX, fixes a draft, and finds the questions in the bank', async ({ page, request }) => {
  test.setTimeout(180_000);
  await uiLogin(page, 'demo-teacher', PASSWORD);
  await page.goto('/teacher/allQuestions');
  await page.getByTestId('question-import').click();
  await expect(page).toHaveURL(/\/teacher\/importQuestions$/);

  // The PDF: seven drafts, all with their keys from the table; the source text beside them.
  await upload(page, 'sample-set.pdf', `Harbor ${suffix}`);
  await expect(page.locator('[data-testid^="draft-"][data-ready]')).toHaveCount(7);
  await expect(page.getByTestId('import-source-text')).toContainText('Harbor Light Practice Set');
  await expect(page.getByTestId('draft-key-7')).toHaveText('9');
  await importReady(page, 7);

  // The DOCX: question 4 has no key; the author fixes it, the key checked as typed.
  await upload(page, 'sample-set.docx', `Tidewater ${suffix}`);
  await expect(page.getByTestId('draft-needs-fix-4')).toBeVisible();
  await expect(page.getByTestId('import-select-all')).toHaveAccessibleName('Choose all ready (3)');
  const token = await apiLogin(request, 'demo-teacher', PASSWORD);
  await localeShots(page, request, token, 'question-import-review', () => expect(page.getByTestId('draft-problems-4')).toBeVisible(), [
    'EN-US',
    'ZH-CN',
  ]);
  await page.getByTestId('draft-edit-4').click();
  const editor = page.getByTestId('draft-editor-4');
  const key = editor.getByTestId('answer-key');
  await key.fill('A, B');
  await expect(editor.locator('.invalid-feedback')).toBeVisible();
  await editor.scrollIntoViewIfNeeded();
  await fixShots(page);
  await key.fill('A');
  await expect(editor.locator('.invalid-feedback')).toHaveCount(0);
  await editor.getByTestId('draft-save').click();
  await expect(page.getByTestId('draft-4')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('draft-key-4')).toHaveText('A');
  await importReady(page, 4);

  // The bank lists them (search by words of their stems).
  await page.getByTestId('import-to-bank-link').click();
  await expect(page).toHaveURL(/\/teacher\/allQuestions/);
  for (const words of ['satisfies', 'recipe', 'radius']) {
    await page.goto(`/teacher/allQuestions?q=${words}&mine=true`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
  }
  await page.goto('/teacher/allQuestions?q=satisfies&mine=true');
  await expect(page.locator('tbody')).toContainText('Which value of x satisfies x + 9 = 4?');

  // Screens: the import list, and a completed import.
  await page.goto('/teacher/importQuestions');
  await localeShots(page, request, token, 'question-import-list', () => expect(page.getByTestId('imports-table')).toBeVisible(), ['EN-US', 'ZH-CN']);
  await page.getByTestId('imports-table').locator('a').first().click();
  await expect(page.getByTestId('import-status')).toBeVisible();
  await localeShots(page, request, token, 'question-import-detail', () => expect(page.getByTestId('draft-1')).toBeVisible(), ['EN-US', 'ZH-CN']);

  // /browse/examination: the exam's structure, each skill a link to the bank filtered to it.
  await page.goto('/browse/examination');
  await localeShots(page, request, token, 'browse-examination', () => expect(page.getByTestId('exam-section-math')).toBeVisible(), [
    'EN-US',
    'ZH-CN',
  ]);
  await page.getByTestId('exam-skill-math-linear-equations-one-variable').click();
  await expect(page).toHaveURL(/\/browse\/questions\?section=math&domain=algebra&skill=linear-equations-one-variable/);
  await expect(page.locator('tbody')).toContainText('Which value of x satisfies x + 9 = 4?');
});
