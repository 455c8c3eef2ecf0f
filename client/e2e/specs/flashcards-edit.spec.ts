/**
 * Issue 16, flashcards follow-up: a card is edited in the deck page, and the card form shows the server's
 * 422 beside the field it names. Screenshots of the flashcard pages (library, deck, study) at 1366 and 375 px
 * in Traditional Chinese.
 */
import { expect, test } from '@playwright/test';
import type { DeckDetailDto } from '@app/shared';
import { call, registerAs } from '../support/api';
import { localeShots } from '../support/shots';
import { uiLogin } from '../support/ui';

const suffix = Date.now().toString(36);
const password = 'a-long-password-1';

test('a student edits a card of their deck; a field the server refuses shows its reason beside it', async ({ page, request }) => {
  const user = { username: `cato_${suffix}`, email: `cato_${suffix}@example.com`, password, first_name: 'Cato' };
  const s = await registerAs(request, 'student', user);
  const deck = await call<DeckDetailDto>(request, 'post', '/api/flashcards/decks', s.token, { name: `My words ${suffix}` });
  const card = await call<{ id: number }>(request, 'post', `/api/flashcards/decks/${deck.id}/cards`, s.token, {
    term: 'laconic',
    part_of_speech: 'adjective',
    definition: 'using many words',
    example: 'Her laconic reply ended the talk.',
    gloss_zh_cn: '简洁的',
    gloss_zh_tw: '簡潔的',
  });

  await uiLogin(page, user.username, password);
  await page.goto(`/flashCards/decks/${deck.id}`);
  const form = page.getByTestId('card-form');

  // A blank term is the server's to refuse: its message shows under the field.
  await form.locator('#card-term').fill('   ');
  await form.locator('#card-definition').fill('something');
  await page.getByTestId('card-save').click();
  await expect(page.getByTestId('card-error-term')).toHaveText('This field is required.');
  await expect(form.locator('#card-term')).toHaveClass(/is-invalid/);

  await page.getByTestId(`card-edit-${card.id}`).click();
  await expect(form.locator('#card-term')).toHaveValue('laconic');
  await expect(form.locator('#card-term')).not.toHaveClass(/is-invalid/);
  await form.locator('#card-definition').fill('using very few words');
  await page.getByTestId('card-save').click();
  await expect(page.getByTestId('deck-cards')).toContainText('using very few words');
  await expect(page.getByTestId('deck-cards')).not.toContainText('using many words');
  await expect(form.locator('#card-term')).toHaveValue('');

  await localeShots(page, request, s.token, 'flashcards-deck', () => expect(page.getByTestId('deck-cards')).toBeVisible(), ['ZH-TW']);
  await page.goto('/flashCards');
  await localeShots(page, request, s.token, 'flashcards-home', () => expect(page.getByTestId('flashcards-page')).toBeVisible(), ['ZH-TW']);
  await page.goto(`/flashCards/study/${deck.id}`);
  await localeShots(page, request, s.token, 'flashcards-study', () => expect(page.getByTestId('card-term')).toBeVisible(), ['ZH-TW']);
});
