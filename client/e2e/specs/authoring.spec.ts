import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { shot as fullPageShot } from '../support/shots';
import { apiLogin, call } from '../support/api';
import { uiLogin } from '../support/ui';

// Unique per run: the e2e database is fresh, but a rerun against the same one must not collide.
const suffix = Date.now().toString(36);
/** A word in the stem the full-text search finds (word prefixes). */
const token = `zq${suffix}`;
const PASSWORD = 'demo-password';
const LANGS = ['EN-US', 'ZH-CN', 'ZH-TW'] as const;
type Lang = (typeof LANGS)[number];

const question = {
  stem: `<p>If \\( 3 \\le x < 4 \\) and \\( y = \\frac{x}{2} \\), what is one possible value of \\( y \\)? (${token})</p>`,
  key: '>=1.5&<2',
  badKey: '1/2, .5',
};
const passage = {
  title: `Fares ${suffix}`,
  body: `<p>A taxi ride costs \\( 2.5 + 0.5m \\) dollars for \\( m \\) miles. (${token})</p>`,
};
const practiceTitle = `Math module ${suffix}`;
/** demo-teacher's own draft (must show in their lists) and a second teacher's (must not). */
const ownDraft = { practice: `Tina draft ${suffix}`, token: `own${suffix}` };
const otherDraft = { practice: `Hidden draft ${suffix}`, token: `hid${suffix}` };

/** Filled in as the scenario goes. */
const state = { questionId: 0, practiceId: 0 };

/** The editor's heading and the preview's title, per language (locales/*.json). */
const EDIT_TITLE: Record<Lang, RegExp> = { 'EN-US': /Edit question #/, 'ZH-CN': /编辑题目 #/, 'ZH-TW': /編輯題目 #/ };
const PREVIEW_TITLE: Record<Lang, RegExp> = { 'EN-US': /^Question #\d+/, 'ZH-CN': /^题目 #\d+/, 'ZH-TW': /^題目 #\d+/ };

/** Switches with the header's picker and waits until the profile has saved it. */
async function switchLanguage(page: Page, lang: Lang) {
  await page.getByTestId('language-picker').click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/lang') && r.request().method() === 'PATCH');
  await page.getByTestId(`language-option-${lang}`).click();
  expect((await saved).ok()).toBeTruthy();
}

/** The language the demo accounts started with, whatever a failed run left behind. */
async function restoreLanguage(username: string) {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const token = await apiLogin(api, username, PASSWORD);
    await api.patch('/api/lang', { data: { lang: 'EN-US' }, headers: { authorization: `Bearer ${token}` } });
  } finally {
    await api.dispose();
  }
}

/**
 * A full-page shot of a page with sticky bars paints them mid-page: the window is made as tall as the
 * page for the shot instead, so the header and the builder's save bar stay where a reader expects them.
 */
async function shot(page: Page, name: string) {
  const viewport = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  try {
    await fullPageShot(page, name);
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** MathJax has typeset inside `scope` (SVG output in an mjx-container). */
async function expectMath(scope: ReturnType<Page['getByTestId']>) {
  await expect(scope.locator('mjx-container svg').first()).toBeVisible();
}

test.describe.serial('authoring: a TeX grid-in question, a practice built from it, and who sees drafts', () => {
  test.afterAll(async () => {
    await restoreLanguage('demo-superadmin');
  });

  test('the super admin writes a grid-in Math question with a range key and a passage, and publishes it', async ({ page }) => {
    await uiLogin(page, 'demo-superadmin', PASSWORD);
    await page.goto('/admin/addQuestion');
    const form = page.getByTestId('question-form');
    await expect(form).toBeVisible();

    await page.getByTestId('select-section').selectOption('math');
    await page.getByTestId('select-type').selectOption('grid-in');
    await page.getByTestId('select-domain').selectOption('algebra');
    await page.getByTestId('select-skill').selectOption('linear-inequalities');
    await page.getByTestId('select-difficulty').selectOption('medium');
    await page.getByTestId('stem').fill(question.stem);

    // The live preview typesets the TeX.
    const preview = page.getByTestId('editor-preview');
    await expect(preview.getByTestId('question-view-stem')).toContainText(token);
    await expectMath(preview);

    // A key with a blank is refused as typed, and "try an answer" stays off until the key is fixed.
    const key = page.getByTestId('answer-key');
    await key.fill(question.badKey);
    await expect(key).toHaveClass(/is-invalid/);
    await expect(form.getByText('No blanks: remove the spaces from the answer key.')).toBeVisible();
    await expect(page.getByTestId('try-answer')).toBeDisabled();

    await key.fill(question.key);
    await expect(key).toHaveClass(/is-valid/);
    await expect(form.getByText(/No blanks/)).toHaveCount(0);
    const tryAnswer = page.getByTestId('try-answer');
    const result = page.getByTestId('try-answer-result');
    await tryAnswer.fill('1.75');
    await expect(result).toHaveAttribute('data-correct', 'true');
    await expect(result).toHaveText('Right');
    await tryAnswer.fill('2');
    await expect(result).toHaveAttribute('data-correct', 'false');
    await expect(result).toHaveText('Wrong');
    await tryAnswer.fill('3/2');
    await expect(result).toHaveAttribute('data-correct', 'true');

    // A new passage, written in the picker's dialog and attached to the question.
    await page.getByTestId('passage-open').click();
    await page.getByTestId('passage-new-tab').click();
    const passageForm = page.getByTestId('passage-inline-form');
    await passageForm.getByTestId('passage-title').fill(passage.title);
    await passageForm.getByTestId('passage-body').fill(passage.body);
    await expectMath(passageForm.getByTestId('passage-preview'));
    await passageForm.getByTestId('passage-save').click();
    await expect(passageForm).toBeHidden();
    await expect(page.getByTestId('passage-picked')).toContainText(passage.title);
    await expect(preview.getByTestId('question-view-passage')).toContainText(token);

    await page.getByTestId('question-save').click();
    await expect(page).toHaveURL(/\/admin\/editQuestion\?id=\d+/);
    state.questionId = Number(new URL(page.url()).searchParams.get('id'));
    const heading = page.locator('h1');
    await expect(heading).toContainText(`#${state.questionId}`);
    await expect(heading.locator('[data-status="draft"]')).toBeVisible();
    // The stored question comes back with its key and passage.
    await expect(page.getByTestId('answer-key')).toHaveValue(question.key);
    await expect(page.getByTestId('passage-picked')).toContainText(passage.title);

    await page.getByTestId('editor-status').click();
    await expect(heading.locator('[data-status="published"]')).toBeVisible();

    // The passage is listed with the others.
    await page.goto(`/browse/passages?q=${encodeURIComponent(passage.title)}`);
    await expect(page.getByText(passage.title)).toBeVisible();
  });

  test('the editor and the test-day preview in English, Simplified and Traditional Chinese', async ({ page }) => {
    await uiLogin(page, 'demo-superadmin', PASSWORD);
    for (const lang of LANGS) {
      await page.goto(`/admin/editQuestion?id=${state.questionId}`);
      await expect(page.getByTestId('question-form')).toBeVisible();
      if (lang !== 'EN-US') await switchLanguage(page, lang);
      await expect(page.locator('h1')).toContainText(EDIT_TITLE[lang]);
      await expect(page.getByTestId('answer-key')).toHaveValue(question.key);
      const preview = page.getByTestId('editor-preview');
      await expect(preview.getByTestId('question-view-passage')).toContainText(token);
      await expectMath(preview.getByTestId('question-view-stem'));
      await expectMath(preview.getByTestId('question-view-passage'));
      await expect(page.getByTestId('view-gridin-key')).toBeVisible();
      await shot(page, `authoring-editor-${lang}`);

      await page.goto(`/preview/question/${state.questionId}`);
      await expect(page.locator('h1')).toHaveText(PREVIEW_TITLE[lang]);
      const view = page.getByTestId('question-view');
      await expectMath(view.getByTestId('question-view-stem'));
      await expectMath(view.getByTestId('question-view-passage'));
      await expect(page.getByTestId('view-gridin')).toBeVisible();
      await shot(page, `authoring-preview-${lang}`);
    }
    await switchLanguage(page, 'EN-US');
    await expect(page.locator('h1')).toHaveText(PREVIEW_TITLE['EN-US']);
  });

  test('the super admin builds a Math practice from the new question and two seeded ones, and publishes it', async ({ page }) => {
    await uiLogin(page, 'demo-superadmin', PASSWORD);
    await page.goto('/admin/practice/addTest');
    const editor = page.getByTestId('practice-editor');
    await expect(editor).toBeVisible();
    await page.getByTestId('practice-title').fill(practiceTitle);
    await page.getByTestId('practice-section').selectOption('math');

    // The new question, found by the word in its stem.
    await page.getByTestId('picker-q').fill(token);
    await page.getByTestId('picker-search').click();
    const rows = page.locator('[data-testid^="picker-row-"]');
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId(`picker-row-${state.questionId}`)).toBeVisible();
    await page.getByTestId(`picker-add-${state.questionId}`).click();
    await expect(page.getByTestId(`picker-add-${state.questionId}`)).toBeDisabled();

    // Two seeded (published) Math questions from the unfiltered list.
    await page.getByTestId('picker-q').fill('');
    await page.getByTestId('picker-search').click();
    await expect(rows.nth(2)).toBeVisible();
    const seeded = (await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.replace('picker-row-', '')))))
      .filter((id) => id !== state.questionId)
      .slice(0, 2);
    expect(seeded).toHaveLength(2);
    for (const id of seeded) {
      await page.getByTestId(`picker-add-${id}`).click();
      await expect(page.getByTestId(`picker-add-${id}`)).toBeDisabled();
    }
    await shot(page, 'authoring-practice-builder');

    await page.getByTestId('practice-save').click();
    await expect(page).toHaveURL(/\/admin\/practice\/detail\?id=\d+/);
    state.practiceId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByTestId('practice-title')).toHaveValue(practiceTitle);

    await page.getByTestId('action-publish').click();
    await expect(page.getByTestId('confirm-modal')).toContainText(practiceTitle);
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('confirm-modal')).toBeHidden();
    await expect(page.getByTestId('action-unpublish')).toBeVisible();
    await expect(page.getByTestId('status-badge').first()).toHaveText('Published');

    await page.goto(`/admin/practices?q=${encodeURIComponent(practiceTitle)}`);
    const row = page.getByTestId(`row-${state.practiceId}`);
    await expect(row).toContainText(practiceTitle);
    await expect(row.locator('td').nth(3)).toHaveText('3');
    await expect(row.getByTestId('status-badge')).toHaveText('Published');
  });

  test("a teacher's drafts stay out of another teacher's lists and the student's", async ({ page, request }) => {
    // A second teacher, registered through the API with the test captcha answer.
    const captcha = await request.get('/api/auth/captcha/flat');
    expect(captcha.ok()).toBeTruthy();
    const { key: captchaKey } = (await captcha.json()) as { key: string };
    const other = { username: `tess_${suffix}`, email: `tess_${suffix}@example.com`, password: 'a-long-password-2' };
    const registered = await request.post('/api/auth/register', {
      data: {
        first_name: 'Tess',
        last_name: 'Other',
        username: other.username,
        email: other.email,
        password: other.password,
        password_confirmation: other.password,
        captcha: process.env.E2E_CAPTCHA,
        captcha_key: captchaKey,
        role: 'teacher',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const otherToken = ((await registered.json()) as { access_token: string }).access_token;
    const teacherToken = await apiLogin(request, 'demo-teacher', PASSWORD);

    const draftQuestion = (word: string) => ({
      type: 'grid-in',
      section: 'math',
      domain: 'algebra',
      skill: 'linear-equations-one-variable',
      difficulty: 'easy',
      stem: `<p>Solve \\( 2x = 8 \\) for \\( x \\). (${word})</p>`,
      answer_key: '4',
    });
    const draftPractice = (title: string, ids: number[]) => ({
      title,
      version: 'digital',
      kind: 'module',
      section: 'math',
      time_limit_seconds: 35 * 60,
      question_ids: ids,
    });
    const otherQ = await call<{ id: number; status: string }>(request, 'post', '/api/questions', otherToken, draftQuestion(otherDraft.token));
    const otherP = await call<{ id: number; status: string }>(
      request,
      'post',
      '/api/practices',
      otherToken,
      draftPractice(otherDraft.practice, [otherQ.id]),
    );
    const ownQ = await call<{ id: number; status: string }>(request, 'post', '/api/questions', teacherToken, draftQuestion(ownDraft.token));
    const ownP = await call<{ id: number; status: string }>(
      request,
      'post',
      '/api/practices',
      teacherToken,
      draftPractice(ownDraft.practice, [ownQ.id]),
    );
    for (const item of [otherQ, otherP, ownQ, ownP]) expect(item.status).toBe('draft');

    await uiLogin(page, 'demo-teacher', PASSWORD);
    await page.goto('/teacher/practices');
    await expect(page.getByTestId(`row-${ownP.id}`)).toContainText(ownDraft.practice);
    await expect(page.getByText(otherDraft.practice)).toHaveCount(0);
    await expect(page.getByTestId(`row-${otherP.id}`)).toHaveCount(0);
    await shot(page, 'authoring-teacher-practices');
    // Searched for by its exact title, it is still not there.
    await page.goto(`/teacher/practices?q=${encodeURIComponent(otherDraft.practice)}`);
    await expect(page.getByTestId('list-empty')).toBeVisible();

    await page.goto('/teacher/allQuestions');
    await expect(page.getByTestId(`question-row-${ownQ.id}`)).toContainText(ownDraft.token);
    await expect(page.getByTestId(`question-row-${otherQ.id}`)).toHaveCount(0);
    await expect(page.getByText(otherDraft.token)).toHaveCount(0);
    // The admin's published question is there for teachers to use.
    await expect(page.getByTestId(`question-row-${state.questionId}`)).toBeVisible();
    await page.goto(`/teacher/allQuestions?q=${otherDraft.token}`);
    await expect(page.getByTestId('question-list-empty')).toBeVisible();
  });

  test('the student sees the published practice and no draft', async ({ page }) => {
    await uiLogin(page, 'demo-student', PASSWORD);
    await page.goto('/practices');
    const list = page.getByTestId('published-tests');
    await expect(list).toBeVisible();
    await expect(page.getByTestId(`practice-card-${state.practiceId}`)).toContainText(practiceTitle);
    await expect(list.getByText(otherDraft.practice)).toHaveCount(0);
    await expect(list.getByText(ownDraft.practice)).toHaveCount(0);
    await shot(page, 'authoring-student-practices');
  });
});
