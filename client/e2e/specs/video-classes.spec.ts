/**
 * Issue 16, "Done when" (video classes): a video resumes where it stopped after a reload. An admin makes a
 * file lesson with chapters and uploads a WebM made by this Chromium at test time; a student plays it,
 * pauses, reloads, and the player is back at that point; the list shows the progress. Screenshots of both
 * pages at 1366 and 375 px in English, Simplified and Traditional Chinese.
 */
import { expect, test, type Page } from '@playwright/test';
import type { VideoLessonDetailDto } from '@app/shared';
import { apiLogin, call, registerAs } from '../support/api';
import { localeShots } from '../support/shots';
import { tinyWebm } from '../support/tiny-webm';
import { uiLogin } from '../support/ui';

const suffix = Date.now().toString(36);
const password = 'a-long-password-1';

const videoTime = (page: Page) => page.getByTestId('video-element').evaluate((v: HTMLVideoElement) => v.currentTime);

test('a video resumes where it stopped after a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'demo-superadmin', 'demo-password');
  const lesson = await call<VideoLessonDetailDto>(request, 'post', '/api/video-lessons', admin, {
    title: `Reading graphs ${suffix}`,
    description: 'How to read a scatterplot, then a line of best fit.',
    access: 'preview',
    source_kind: 'file',
    chapters: [
      { title: 'Scatterplots', start_seconds: 0 },
      { title: 'Line of best fit', start_seconds: 4 },
    ],
  });
  await page.goto('/login');
  const video = await tinyWebm(page, 8);
  const up = await request.put(`/api/video-lessons/${lesson.id}/file`, {
    headers: { authorization: `Bearer ${admin}` },
    multipart: { file: { name: 'graphs.webm', mimeType: 'video/webm', buffer: video } },
  });
  expect(up.status(), await up.text()).toBe(200);

  const student = { username: `vic_${suffix}`, email: `vic_${suffix}@example.com`, password, first_name: 'Vic' };
  const s = await registerAs(request, 'student', student);
  await uiLogin(page, student.username, password);
  await page.goto('/video-classes');
  const card = page.getByTestId('video-lesson-card').filter({ hasText: lesson.title });
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/video-classes/detail\\?id=${lesson.id}$`));
  await expect(page.getByTestId('video-chapters')).toContainText('Line of best fit');

  // The player knows the length from the file (its duration and cues), then plays past the second chapter.
  await expect.poll(() => page.getByTestId('video-element').evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(8, 0);
  await page.locator('.plyr__control--overlaid').click();
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(5);
  await expect(page.getByTestId('video-chapters').locator('.active')).toHaveText(/Line of best fit/);
  const saved = page.waitForResponse((r) => r.url().includes(`/video-lessons/${lesson.id}/progress`) && r.request().method() === 'PUT');
  await page.getByTestId('video-element').evaluate((v: HTMLVideoElement) => v.pause());
  const progress = (await (await saved).json()) as { position_seconds: number; watched_percent: number };
  expect(progress.position_seconds).toBeGreaterThanOrEqual(5);
  expect(progress.watched_percent).toBeGreaterThanOrEqual(60);

  await page.reload();
  await expect.poll(() => page.getByTestId('video-element').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => videoTime(page)).toBeCloseTo(progress.position_seconds, 0);
  await expect(page.getByTestId('video-lesson-progress')).toContainText(`${progress.watched_percent}% watched`);

  // A chapter click seeks.
  await page.getByTestId('video-chapters').getByText('Scatterplots').click();
  await expect.poll(() => videoTime(page)).toBeLessThan(1);

  await localeShots(page, request, s.token, 'video-lesson', () => expect(page.getByTestId('video-player')).toBeVisible(), ['ZH-CN', 'ZH-TW']);
  await page.goto('/video-classes');
  await expect(card.getByTestId('video-progress')).toBeVisible();
  await expect(card).toContainText(`${progress.watched_percent}% watched`);
  await localeShots(page, request, s.token, 'video-classes', () => expect(card).toBeVisible(), ['EN-US', 'ZH-CN', 'ZH-TW']);
});

test('a pro lesson is locked for a free student; an admin adds a lesson with chapters through the editor', async ({ page, request }) => {
  const admin = await apiLogin(request, 'demo-superadmin', 'demo-password');
  const pro = await call<VideoLessonDetailDto>(request, 'post', '/api/video-lessons', admin, {
    title: `Pro strategies ${suffix}`,
    access: 'pro',
    source_kind: 'youtube',
    source_url: 'https://youtu.be/dQw4w9WgXcQ',
  });
  const student = { username: `fay_${suffix}`, email: `fay_${suffix}@example.com`, password, first_name: 'Fay' };
  const s = await registerAs(request, 'student', student);
  await uiLogin(page, student.username, password);
  await page.goto(`/video-classes/detail?id=${pro.id}`);
  await expect(page.getByTestId('video-locked-panel')).toBeVisible();
  await expect(page.getByTestId('video-player')).toHaveCount(0);
  await localeShots(page, request, s.token, 'video-locked', () => expect(page.getByTestId('video-locked-panel')).toBeVisible(), ['ZH-CN']);

  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await page.goto('/video-classes');
  await page.getByTestId('video-new').click();
  const editor = page.getByTestId('video-editor');
  await editor.getByTestId('video-title').fill(`Vimeo lesson ${suffix}`);
  await editor.getByTestId('video-source').selectOption('vimeo');
  await editor.getByTestId('video-url').fill('https://vimeo.com/about');
  await editor.getByTestId('video-add-chapter').click();
  await editor.locator('input[name="chapter-title-0"]').fill('Start');
  await editor.getByTestId('video-add-chapter').click();
  await editor.locator('input[name="chapter-start-1"]').fill('1:xx');
  await editor.locator('input[name="chapter-title-1"]').fill('Middle');
  await editor.getByTestId('video-save').click();
  // The malformed time is caught in the form; then the server refuses the link with its reason beside the field.
  await expect(editor).toContainText('Write a time like 1:15 or 1:02:05.');
  await editor.locator('input[name="chapter-start-1"]').fill('1:30');
  await editor.getByTestId('video-save').click();
  await expect(editor).toContainText('Enter a Vimeo video link');
  await editor.getByTestId('video-url').fill('https://vimeo.com/76979871');
  await editor.getByTestId('video-save').click();
  await expect(page).toHaveURL(/\/video-classes\/detail\?id=\d+$/);
  await expect(page.getByTestId('video-chapters')).toContainText('1:30');
  await expect(page.getByTestId('video-chapters')).toContainText('Middle');
});

test("a teacher attaches a video to their class's materials; the class's student finds it", async ({ page, request }) => {
  const teacher = await apiLogin(request, 'demo-teacher', 'demo-password');
  const classes = await call<{ id: number; name: string }[]>(request, 'get', '/api/classes/created', teacher);
  const cls = classes.find((c) => c.name === 'Demo SAT Cohort')!;
  await uiLogin(page, 'demo-teacher', 'demo-password');
  await page.goto(`/classes-i-created?class=${cls.id}&tab=materials`);
  await page.getByTestId('class-video-add').click();
  const editor = page.getByTestId('video-editor');
  await expect(editor.getByTestId('video-access')).toHaveValue('class');
  await expect(editor.getByTestId('video-class')).toHaveValue(String(cls.id));
  await editor.getByTestId('video-title').fill(`Cohort recap ${suffix}`);
  await editor.getByTestId('video-source').selectOption('youtube');
  await editor.getByTestId('video-url').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await editor.getByTestId('video-save').click();
  await expect(page).toHaveURL(/\/video-classes\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Cohort recap ${suffix}`);

  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await uiLogin(page, 'demo-student', 'demo-password');
  await page.goto('/classes');
  await page.getByRole('button', { name: 'Materials' }).first().click();
  await expect(page.getByTestId('class-videos')).toContainText(`Cohort recap ${suffix}`);
  await page.goto('/video-classes');
  await expect(page.getByTestId('video-lesson-card').filter({ hasText: `Cohort recap ${suffix}` })).toContainText('Demo SAT Cohort');
});
