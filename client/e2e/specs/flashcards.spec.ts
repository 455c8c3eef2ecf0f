/**
 * Issue 16, "Done when" (flashcards): a visitor studies ten library cards without an account, signs up, and
 * finds the progress in the account; a teacher assigns a vocabulary quiz to a class, a student takes it,
 * and the teacher sees the score. Screenshots at 1366 and 375 px in English and Simplified Chinese.
 */
import { expect, test, type Page } from '@playwright/test';
import { call, registerAs } from '../support/api';
import { shot } from '../support/shots';
import { submitRegisterForm, uiLogin } from '../support/ui';

const suffix = Date.now().toString(36);
const password = 'a-long-password-1';
const who = (name: string) => ({ username: `${name}_${suffix}`, email: `${name}_${suffix}@example.com`, password, first_name: name });

async function openLibraryDeck(page: Page) {
  await page.goto('/flashCards');
  const deck = page.locator('[data-testid^="deck-"]', { hasText: 'SAT Core Vocabulary' }).first();
  await expect(deck).toBeVisible();
  return deck;
}

test('a visitor studies ten cards, signs up, and finds the progress in the account', async ({ page }) => {
  const deck = await openLibraryDeck(page);
  await expect(page.getByTestId('visitor-note')).toBeVisible();
  await expect(page.getByTestId('notification-banner')).toHaveCount(0);
  await deck.getByTestId('deck-study').click();
  await expect(page.getByTestId('card-term')).toBeVisible();
  for (let i = 0; i < 10; i++) {
    const term = await page.getByTestId('card-term').textContent();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('card-back')).toBeVisible();
    await expect(page.getByTestId('rate-good')).toContainText('10');
    await page.keyboard.press('3');
    await expect(page.getByTestId('card-back')).toBeHidden();
    if (i < 9) await expect(page.getByTestId('card-term')).not.toHaveText(term!);
  }
  await expect(page.getByTestId('study-progress')).toContainText('10 new cards left today');
  const kept = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('flashcards.visitorProgress.v1')!).states).length);
  expect(kept).toBe(10);

  await page.goto('/flashCards');
  await page.getByTestId('visitor-signup').click();
  const user = who('vera');
  await submitRegisterForm(page, { first_name: 'Vera', last_name: 'Lin', username: user.username, email: user.email, password });
  await expect(page).toHaveURL(/\/register\/details/);
  const details = page.getByTestId('student-details-form');
  await details.locator('input[name="school"]').fill('Taipei American School');
  await details.locator('input[name="phone"]').fill('+886 912 345 678');
  await details.locator('button[type="submit"]').click();
  // Back where the visitor left for the sign-up (the last path remembered).
  await expect(page.getByTestId('flashcards-page')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('flashcards.visitorProgress.v1'))).toBeNull();

  const accountDeck = await openLibraryDeck(page);
  const total = Number((await accountDeck.getByTestId('deck-counts').textContent())!.match(/(\d+) cards/)![1]);
  await expect(accountDeck.getByTestId('deck-new')).toHaveText(`${total - 10} new`);
  await accountDeck.getByTestId('deck-study').click();
  await expect(page.getByTestId('study-progress')).toContainText('20 new cards left today');
});

test('a teacher assigns a vocabulary quiz, a student takes it, the teacher sees the score', async ({ page, request }) => {
  const teacher = who('tamsin');
  const student = who('sol');
  const t = await registerAs(request, 'teacher', teacher);
  const s = await registerAs(request, 'student', student);
  const cls = await call<{ id: number; class_code: string }>(request, 'post', '/api/classes', t.token, {
    name: `Vocab ${suffix}`,
    method: 'online',
    capacity: 20,
  });
  await call(request, 'post', '/api/classes/join', s.token, { code: cls.class_code });

  await uiLogin(page, teacher.username, password);
  await page.goto('/flashCards');
  // Logged in, the notification banner still stays off the flashcard pages (spec section 4).
  await expect(page.getByTestId('flashcards-page')).toBeVisible();
  await expect(page.getByTestId('notification-banner')).toHaveCount(0);
  await page.getByTestId('flash-quizzes-link').click();
  const form = page.getByTestId('assign-form');
  await expect(form).toBeVisible();
  // Every weekday, so today (in any time zone) is a quiz day.
  for (const d of ['tue', 'thu', 'sat', 'sun']) await form.locator(`#quiz-day-${d}`).check();
  await form.locator('#quiz-count').fill('5');
  await page.getByTestId('assign-submit').click();
  const assignment = page.locator('[data-testid^="assignment-"]').first();
  await expect(assignment).toContainText(`Vocab ${suffix}`);
  await shot(page, 'flashcards-quizzes-teacher-en');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await uiLogin(page, student.username, password);
  await page.goto('/');
  await expect(page.getByTestId('assigned-quizzes')).toBeVisible();
  await page.getByTestId('assigned-open').first().click();
  for (let i = 0; i < 5; i++) await page.getByTestId(`quiz-q-${i}-c-0`).check();
  await page.getByTestId('quiz-submit').click();
  const score = page.getByTestId('quiz-score');
  await expect(score).toBeVisible();
  const got = (await score.textContent())!.match(/(\d+) \/ 5/)![1];
  await shot(page, 'flashcards-quiz-result-en');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await uiLogin(page, teacher.username, password);
  await page.goto('/flashCards/quizzes');
  await page.getByTestId('assignment-scores').first().click();
  await expect(page.getByTestId('quiz-scores')).toContainText(`${got} / 5`);
  await shot(page, 'flashcards-quiz-scores-en');
});

for (const lang of ['EN-US', 'ZH-CN'] as const) {
  for (const width of [1366, 375]) {
    test(`flashcard pages at ${width}px in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 860 });
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const deck = await openLibraryDeck(page);
      await shot(page, `flashcards-home-${lang}-${width}`);
      await deck.getByTestId('deck-study').click();
      await page.getByTestId('study-show').click();
      await expect(page.getByTestId('study-ratings')).toBeVisible();
      await shot(page, `flashcards-study-${lang}-${width}`);
      await page.goto('/flashCards');
      await (await openLibraryDeck(page)).getByTestId('deck-quiz').click();
      await expect(page.getByTestId('quiz-q-0')).toBeVisible();
      await shot(page, `flashcards-quiz-${lang}-${width}`);
    });
  }
}
