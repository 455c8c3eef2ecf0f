/**
 * Issue 16, "Done when" (QTI 3): a practice exported as QTI 3 and imported again is the same practice. An
 * author downloads the package from the practice's page, imports it on the import page, and the new
 * practice has the same questions, choices, keys, explanations and passages; a broken package is refused
 * with the reason beside the file field. Screenshots of the import page at 1366 and 375 px in three languages.
 */
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { PracticeDto, QuestionDto } from '@app/shared';
import { apiLogin, call } from '../support/api';
import { localeShots } from '../support/shots';
import { uiLogin } from '../support/ui';

const suffix = Date.now().toString(36);

/** What a practice is, without ids and owners. */
async function content(api: APIRequestContext, token: string, id: number) {
  const p = await call<PracticeDto>(api, 'get', `/api/practices/${id}`, token);
  const questions = [];
  for (const { question } of p.questions) {
    const q = await call<QuestionDto>(api, 'get', `/api/questions/${question.id}`, token);
    const passage = q.passage
      ? await call<{ title: string; body: string; source: string | null }>(api, 'get', `/api/passages/${q.passage.id}`, token)
      : null;
    questions.push({
      type: q.type,
      domain: q.domain,
      skill: q.skill,
      difficulty: q.difficulty,
      stem: q.stem,
      choices: q.choices,
      answer_key: q.answer_key,
      explanation: q.explanation,
      passage: passage && { title: passage.title, body: passage.body, source: passage.source },
    });
  }
  return { kind: p.kind, section: p.section, time_limit_seconds: p.time_limit_seconds, tools: p.tools, questions };
}

test('a practice exported as QTI 3 and imported again is the same practice', async ({ page, request }) => {
  const token = await apiLogin(request, 'demo-superadmin', 'demo-password');
  const passage = await call<{ id: number }>(request, 'post', '/api/passages', token, {
    title: 'Tidal pools',
    body: `At low tide (${suffix}) the rocks show pools full of anemones, crabs and snails.`,
    source: null,
  });
  const mc = (stem: string, key: string, over: object = {}) => ({
    type: 'multiple-choice',
    section: 'reading-writing',
    domain: 'information-and-ideas',
    skill: 'inferences',
    difficulty: 'medium',
    stem,
    choices: ['A', 'B', 'C', 'D'].map((label) => ({ label, text: `Choice ${label} of “${stem}”` })),
    answer_key: key,
    explanation: `Because of line 1 & line 2 <see the text>.`,
    ...over,
  });
  const ids: number[] = [];
  for (const q of [
    mc('Which creatures does the text name?', 'A,C', { passage_id: passage.id }),
    mc('What can be inferred about low tide?', 'B', { passage_id: passage.id, difficulty: 'hard' }),
    mc('Pick the best transition.', 'D', { domain: 'expression-of-ideas', skill: 'transitions', difficulty: 'easy' }),
  ])
    ids.push((await call<{ id: number }>(request, 'post', '/api/questions', token, q)).id);
  const practice = await call<PracticeDto>(request, 'post', '/api/practices', token, {
    title: `Tide drill ${suffix}`,
    version: 'digital',
    kind: 'drill',
    section: 'reading-writing',
    time_limit_seconds: 900,
    tools: ['highlighter'],
    question_ids: ids,
  });

  await uiLogin(page, 'demo-superadmin', 'demo-password');
  await page.goto(`/admin/practice/detail?id=${practice.id}`);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('qti-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Tide-drill-${suffix}-qti3.zip`);
  const zipPath = `/tmp/qti-e2e-${suffix}.zip`;
  await download.saveAs(zipPath);
  const files = unzipSync(new Uint8Array(fs.readFileSync(zipPath)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['imsmanifest.xml', 'assessment-test.xml', 'items/item-1.xml', 'stimuli/passage-1.xml']));

  // A broken package first: an unknown element is refused, and the page says where.
  const broken = { ...files, 'items/item-2.xml': strToU8(strFromU8(files['items/item-2.xml']).replaceAll('qti-simple-choice', 'qti-simple-chioce')) };
  const brokenPath = `/tmp/qti-e2e-broken-${suffix}.zip`;
  fs.writeFileSync(brokenPath, zipSync(broken));
  await page.goto('/admin/practices');
  await page.getByTestId('qti-import-link').click();
  await expect(page).toHaveURL(/\/admin\/practice\/import$/);
  await page.getByTestId('qti-file').setInputFiles(brokenPath);
  await page.getByTestId('qti-import-submit').click();
  await expect(page.getByTestId('qti-file-error')).toHaveText('items/item-2.xml: <qti-simple-chioce> is not a QTI 3 element.');

  await page.getByTestId('qti-file').setInputFiles(zipPath);
  await page.getByTestId('qti-import-submit').click();
  await expect(page.getByTestId('qti-import-result')).toContainText('3 questions');
  await expect(page.getByTestId('qti-import-result')).toContainText('1 existing passage reused');
  await page.getByTestId('qti-imported-link').click();
  await expect(page).toHaveURL(/\/admin\/practice\/detail\?id=\d+$/);
  const importedId = Number(new URL(page.url()).searchParams.get('id'));
  expect(importedId).not.toBe(practice.id);
  expect(await content(request, token, importedId)).toEqual(await content(request, token, practice.id));

  await page.goto('/admin/practice/import');
  await localeShots(page, request, token, 'qti-import', () => expect(page.getByTestId('qti-file')).toBeVisible(), ['ZH-CN', 'ZH-TW', 'EN-US']);
});
