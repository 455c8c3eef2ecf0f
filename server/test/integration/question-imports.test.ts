/**
 * Question import: an author uploads a PDF, a DOCX or pasted text; the analysis job (the parser here: no
 * AI_BASE_URL) reads drafts; the author fixes them (the shared key checker as typed) and imports the chosen
 * ones in bulk; the questions are in the bank. Validation per field, roles, another author's import (404),
 * the 20 MB limit, and a bulk import killed mid-way and resumed without duplicate questions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import request from 'supertest';
import { Worker } from 'bullmq';
import { QUESTION_IMPORT_LIMITS, Role, type QuestionImportDto, type QuestionSummaryDto } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';
import { createBullMqQueue, redisConnection } from '../../src/jobs/bullmq-queue';
import type { JobName } from '../../src/jobs/queue';
import { createJobHandlers } from '../../src/modules';
import { createMailer } from '../../src/lib/mail';
import { recoverImports, runImport } from '../../src/modules/question-imports/question-imports.service';
import { diskStorage } from '../../src/lib/storage';
import { questionImportsRepository } from '../../src/modules/question-imports/question-imports.repository';
import { numberedQuestions } from '../../bench/question-documents';

const SAMPLES = path.resolve(__dirname, '../fixtures/question-import');
const PDF = fs.readFileSync(path.join(SAMPLES, 'sample-set.pdf'));
const DOCX = fs.readFileSync(path.join(SAMPLES, 'sample-set.docx'));
const REDIS_URL = process.env.REDIS_URL;

let t: TestApp;
let author: CreatedUser;
let other: CreatedUser;
let student: CreatedUser;
beforeAll(async () => {
  t = await buildTestApp();
  author = await createUser(t.app, t.ctx.ds, [Role.Teacher], { verified: true });
  other = await createUser(t.app, t.ctx.ds, [Role.Teacher], { verified: true });
  student = await createUser(t.app, t.ctx.ds, [Role.Student], { verified: true });
});
afterAll(() => t.close());

const api = (u: CreatedUser) => ({
  upload: (file: Buffer, name: string, fields: Record<string, string> = {}) => {
    let req = request(t.app).post('/api/question-imports').set(bearer(u.token));
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('file', file, name);
  },
  paste: (body: Record<string, unknown>) => request(t.app).post('/api/question-imports').set(bearer(u.token)).send(body),
  list: () => request(t.app).get('/api/question-imports').set(bearer(u.token)),
  show: (id: number | string) => request(t.app).get(`/api/question-imports/${id}`).set(bearer(u.token)),
  patch: (id: number | string, draftId: number | string, body: Record<string, unknown>) =>
    request(t.app).patch(`/api/question-imports/${id}/drafts/${draftId}`).set(bearer(u.token)).send(body),
  start: (id: number | string, body: Record<string, unknown>) =>
    request(t.app).post(`/api/question-imports/${id}/import`).set(bearer(u.token)).send(body),
  remove: (id: number | string) => request(t.app).delete(`/api/question-imports/${id}`).set(bearer(u.token)),
});

/** Uploads, waits for the analysis job, answers the import. */
async function analysed(u: CreatedUser, send: Promise<request.Response>): Promise<QuestionImportDto> {
  const res = await send;
  expect(res.status).toBe(202);
  expect(res.body.status).toBe('analyzing');
  await t.ctx.queue.drain();
  return (await api(u).show(res.body.id).expect(200)).body as QuestionImportDto;
}

const TEXT = ['1. What is 2 + 3?', 'A) 4', 'B) 5', 'C) 6', 'D) 7', '', '2. Solve 4x = 12 for x.', '', 'Answer Key', '1 | B', '2 | 3'].join('\n');

describe('analysis', () => {
  it('pasted text: the parser reads numbered questions, lettered choices and the key table', async () => {
    const imp = await analysed(author, api(author).paste({ text: TEXT, title: 'Warm-up' }));
    expect(imp).toMatchObject({
      title: 'Warm-up',
      source_kind: 'text',
      status: 'saved',
      analyzer: 'parser',
      failure: null,
      ai_fallback: null,
      draft_count: 2,
    });
    expect(imp.progress).toEqual({ done: 1, total: 1 });
    expect(imp.source_text).toBe(TEXT);
    expect(imp.drafts.map((d) => [d.type, d.stem, d.answer_key, d.section])).toEqual([
      ['multiple-choice', 'What is 2 + 3?', 'B', 'math'],
      ['grid-in', 'Solve 4x = 12 for x.', '3', 'math'],
    ]);
    expect(imp.drafts[0].choices).toEqual([
      { label: 'A', text: '4' },
      { label: 'B', text: '5' },
      { label: 'C', text: '6' },
      { label: 'D', text: '7' },
    ]);
    expect(imp.drafts.every((d) => Object.keys(d.problems).length === 0)).toBe(true);
    const list = (await api(author).list().expect(200)).body;
    expect(list.data[0]).toMatchObject({ id: imp.id, status: 'saved', draft_count: 2, imported_count: 0 });
  });

  it('the sample PDF: a shared passage, suggested classification, a grid-in and the key table', async () => {
    const imp = await analysed(author, api(author).upload(PDF, 'sample-set.pdf'));
    expect(imp).toMatchObject({ title: 'sample-set', source_kind: 'pdf', status: 'saved', analyzer: 'parser', draft_count: 7 });
    expect(imp.source_text).toContain('Harbor Light Practice Set');
    expect(imp.drafts.map((d) => d.answer_key)).toEqual(['B', 'C', 'B', 'B', 'B', 'C', '9']);
    expect(imp.drafts.map((d) => d.section)).toEqual(['reading-writing', 'reading-writing', 'reading-writing', 'math', 'math', 'math', 'math']);
    expect(imp.drafts[0].passage?.body).toMatch(/^The lighthouse keepers/);
    expect(imp.drafts[1].passage).toEqual(imp.drafts[0].passage);
    expect(imp.drafts[2].passage).toBeNull();
    expect(imp.drafts[1]).toMatchObject({ domain: 'craft-and-structure', skill: 'words-in-context' });
    expect(imp.drafts[5]).toMatchObject({ domain: 'geometry-trigonometry', skill: 'circles' });
    expect(imp.drafts[6]).toMatchObject({ type: 'grid-in', choices: [] });
    expect(imp.drafts[3].source_excerpt).toContain('3x + 5 = 20');
  });

  it('a document that does not open fails as damaged; text without questions fails as no_questions', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 0x20)]);
    const bad = await analysed(author, api(author).upload(broken, 'broken.pdf'));
    expect(bad).toMatchObject({ status: 'failed', failure: 'damaged', drafts: [] });
    const none = await analysed(author, api(author).paste({ text: 'Just a note with no questions in it.' }));
    expect(none).toMatchObject({ status: 'failed', failure: 'no_questions', drafts: [] });
  });
});

describe('review and bulk import', () => {
  it('the sample DOCX: the author fixes the draft without a key (checked as typed) and imports all; the bank has them once', async () => {
    const imp = await analysed(author, api(author).upload(DOCX, 'sample-set.docx', { title: 'Tidewater' }));
    expect(imp).toMatchObject({ title: 'Tidewater', source_kind: 'docx', draft_count: 4 });
    expect(imp.drafts.map((d) => d.answer_key)).toEqual(['B', 'C', '60', '']);
    expect(imp.drafts[0].difficulty).toBe('easy');
    expect(imp.drafts[2]).toMatchObject({ type: 'grid-in', explanation: 'The sum is the mean times the count: 12 times 5 is 60.' });
    const last = imp.drafts[3];
    expect(last.problems).toHaveProperty('answer_key');

    // Not ready: refused before anything is queued.
    expectFieldError(await api(author).start(imp.id, { draft_ids: [last.id] }), 'draft_ids', 'questionImport.validation.notReady');
    // The key as typed: blanks and a letter without a choice are refused by the shared checker and the bank's rule.
    expectFieldError(await api(author).patch(imp.id, last.id, { answer_key: 'A, B' }), 'answer_key');
    expectFieldError(await api(author).patch(imp.id, last.id, { answer_key: 'E' }), 'answer_key', 'validation.question.answer_key.choice');
    const fixed = (await api(author).patch(imp.id, last.id, { answer_key: 'a', difficulty: 'easy' }).expect(200)).body;
    expect(fixed).toMatchObject({ answer_key: 'a', difficulty: 'easy', problems: {} });

    const started = (
      await api(author)
        .start(imp.id, { draft_ids: imp.drafts.map((d) => d.id) })
        .expect(202)
    ).body as QuestionImportDto;
    expect(started).toMatchObject({ status: 'importing', progress: { done: 0, total: 4 } });
    await t.ctx.queue.drain();
    const done = (await api(author).show(imp.id).expect(200)).body as QuestionImportDto;
    expect(done).toMatchObject({ status: 'completed', progress: { done: 4, total: 4 }, imported_count: 4 });
    expect(done.drafts.every((d) => d.question_id !== null)).toBe(true);

    const bank = (await request(t.app).get('/api/questions?mine=true&per_page=100').set(bearer(author.token)).expect(200)).body
      .data as QuestionSummaryDto[];
    const ids = done.drafts.map((d) => d.question_id!);
    expect(bank.filter((q) => ids.includes(q.id))).toHaveLength(4);
    const q4 = (await request(t.app).get(`/api/questions/${ids[3]}`).set(bearer(author.token)).expect(200)).body;
    expect(q4).toMatchObject({ answer_key: 'A', source: 'Tidewater', status: 'draft', difficulty: 'easy', owner_id: author.id });

    // Imported drafts are closed: no second import, no edit.
    expectFieldError(await api(author).start(imp.id, { draft_ids: [last.id] }), 'draft_ids', 'questionImport.validation.alreadyImported');
    expect((await api(author).patch(imp.id, last.id, { answer_key: 'B' })).status).toBe(409);
  });

  it('the sample PDF imported twice over: its two passage questions share one passage, created once', async () => {
    const imp = await analysed(author, api(author).upload(PDF, 'harbor.pdf'));
    await api(author)
      .start(imp.id, { draft_ids: imp.drafts.slice(0, 2).map((d) => d.id) })
      .expect(202);
    await t.ctx.queue.drain();
    const after = (await api(author).show(imp.id).expect(200)).body as QuestionImportDto;
    expect(after).toMatchObject({ status: 'completed', imported_count: 2 });
    const rows = (await t.ctx.ds.query(`SELECT passage_id FROM questions WHERE id = ANY($1::int[])`, [
      after.drafts.slice(0, 2).map((d) => d.question_id),
    ])) as {
      passage_id: number;
    }[];
    expect(rows[0].passage_id).not.toBeNull();
    expect(rows[1].passage_id).toBe(rows[0].passage_id);
    // The rest later, from the completed import.
    await api(author)
      .start(imp.id, { draft_ids: after.drafts.slice(2).map((d) => d.id) })
      .expect(202);
    await t.ctx.queue.drain();
    expect((await api(author).show(imp.id).expect(200)).body).toMatchObject({
      status: 'completed',
      imported_count: 7,
      progress: { done: 5, total: 5 },
    });
  });

  it('two import runs at once create each question once', async () => {
    const imp = await analysed(author, api(author).paste({ text: numberedQuestions(12).join('\n') }));
    expect(imp.draft_count).toBe(12);
    await questionImportsRepository(t.ctx.ds).startImport(
      imp.id,
      imp.drafts.map((d) => d.id),
      new Date(),
    );
    await Promise.all([runImport(t.ctx.ds, t.ctx.clock, imp.id), runImport(t.ctx.ds, t.ctx.clock, imp.id), runImport(t.ctx.ds, t.ctx.clock, imp.id)]);
    const [{ n, distinct }] = await t.ctx.ds.query(
      `SELECT count(*)::int AS n, count(DISTINCT import_draft_id)::int AS distinct FROM questions WHERE import_draft_id = ANY($1::int[])`,
      [imp.drafts.map((d) => d.id)],
    );
    expect({ n, distinct }).toEqual({ n: 12, distinct: 12 });
    expect((await api(author).show(imp.id).expect(200)).body).toMatchObject({ status: 'completed', progress: { done: 12, total: 12 } });
  });

  it('an import whose job was lost is finished by the recovery job once it has made no progress for 5 minutes', async () => {
    const imp = await analysed(author, api(author).paste({ text: numberedQuestions(3).join('\n') }));
    // As if the API died right after committing the bulk import, before queuing its job.
    await questionImportsRepository(t.ctx.ds).startImport(
      imp.id,
      imp.drafts.map((d) => d.id),
      new Date(),
    );
    const deps = { ds: t.ctx.ds, clock: t.ctx.clock, storage: diskStorage(os.tmpdir()), ai: null };
    expect(await recoverImports(deps)).toBe(0);
    expect((await api(author).show(imp.id).expect(200)).body.status).toBe('importing');
    await t.ctx.ds.query(`UPDATE question_imports SET updated_at = now() - interval '6 minutes' WHERE id = $1`, [imp.id]);
    expect(await recoverImports(deps)).toBeGreaterThanOrEqual(1);
    expect((await api(author).show(imp.id).expect(200)).body).toMatchObject({
      status: 'completed',
      imported_count: 3,
      progress: { done: 3, total: 3 },
    });
  });

  (REDIS_URL ? it : it.skip)(
    'a bulk import whose worker is SIGKILLed mid-way is resumed by another worker without duplicate questions',
    async () => {
      const imp = await analysed(author, api(author).paste({ text: numberedQuestions(10).join('\n') }));
      const draftIds = imp.drafts.map((d) => d.id);
      await questionImportsRepository(t.ctx.ds).startImport(imp.id, draftIds, new Date());
      const queueName = `question-import-test-${uid()}`;
      const producer = createBullMqQueue(REDIS_URL!, queueName);
      const LOCK_MS = 1000;
      let child: ChildProcess | null = null;
      let rescuer: Worker | null = null;
      const connection = redisConnection(REDIS_URL!);
      try {
        await producer.enqueue('import-question-drafts', { importId: imp.id });
        child = spawn(process.execPath, ['--import', 'tsx', path.resolve(__dirname, 'question-import-worker.child.ts')], {
          cwd: path.resolve(__dirname, '../..'),
          env: { ...process.env, REDIS_URL, QUEUE_NAME: queueName, LOCK_MS: String(LOCK_MS), PAUSE_AFTER: '4' },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        await new Promise<void>((resolve, reject) => {
          let out = '';
          const timer = setTimeout(() => reject(new Error(`worker never paused: ${out}`)), 25_000);
          child!.stdout!.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            if (!out.includes('PAUSED')) return;
            clearTimeout(timer);
            resolve();
          });
          child!.once('exit', (code) => reject(new Error(`worker exited early (${code}): ${out}`)));
        });
        const mid = (await api(author).show(imp.id).expect(200)).body as QuestionImportDto;
        expect(mid).toMatchObject({ status: 'importing', progress: { done: 4, total: 10 }, imported_count: 4 });
        const dead = new Promise((resolve) => child!.once('exit', resolve));
        child.kill('SIGKILL');
        await dead;

        const handlers = createJobHandlers({ sendMail: createMailer(t.ctx.config.mail), ds: t.ctx.ds, clock: t.ctx.clock, config: t.ctx.config });
        const stalled: string[] = [];
        rescuer = new Worker(queueName, async (job) => (handlers[job.name as JobName] as (d: unknown) => Promise<void>)(job.data), {
          connection,
          lockDuration: LOCK_MS,
          stalledInterval: LOCK_MS,
        });
        rescuer.on('stalled', (jobId) => stalled.push(jobId));
        const deadline = Date.now() + 20_000;
        while ((await api(author).show(imp.id)).body.status !== 'completed' && Date.now() < deadline)
          await new Promise((res) => setTimeout(res, 200));

        expect(stalled).toHaveLength(1);
        const done = (await api(author).show(imp.id).expect(200)).body as QuestionImportDto;
        expect(done).toMatchObject({ status: 'completed', progress: { done: 10, total: 10 }, imported_count: 10 });
        const [{ n, distinct }] = await t.ctx.ds.query(
          `SELECT count(*)::int AS n, count(DISTINCT import_draft_id)::int AS distinct FROM questions WHERE import_draft_id = ANY($1::int[])`,
          [draftIds],
        );
        expect({ n, distinct }).toEqual({ n: 10, distinct: 10 });
      } finally {
        if (child && child.exitCode === null) child.kill('SIGKILL');
        await rescuer?.close();
        connection.disconnect();
        await producer.close();
      }
    },
    60_000,
  );
});

describe('validation, limits and access', () => {
  it('refuses a document of 20 MB + 1 byte (413) and takes one of exactly 20 MB', async () => {
    const head = Buffer.from('%PDF-1.4\n');
    const big = Buffer.concat([head, Buffer.alloc(QUESTION_IMPORT_LIMITS.fileMaxBytes + 1 - head.length, 0x20)]);
    expect(big.length).toBe(20 * 1024 * 1024 + 1);
    expect((await api(author).upload(big, 'big.pdf').expect(413)).body.code).toBe('PAYLOAD_TOO_LARGE');
    const exactly = big.subarray(0, QUESTION_IMPORT_LIMITS.fileMaxBytes);
    await api(author).upload(exactly, 'max.pdf').expect(202);
    await t.ctx.queue.drain();
  });

  it('422 per field on upload', async () => {
    expectFieldError(await api(author).paste({}), 'file', 'questionImport.validation.fileOrText');
    expectFieldError(await api(author).paste({ text: 42 }), 'text', 'validation.string');
    expectFieldError(await api(author).paste({ text: '   ' }), 'text', 'validation.required');
    expectFieldError(await api(author).paste({ text: 'x'.repeat(QUESTION_IMPORT_LIMITS.textMax + 1) }), 'text', 'validation.too_long');
    expectFieldError(await api(author).paste({ text: TEXT, title: 'x'.repeat(201) }), 'title', 'validation.too_long');
    expectFieldError(await api(author).paste({ text: TEXT, title: ['a'] }), 'title');
    expectFieldError(await api(author).upload(Buffer.from('#!/bin/sh\necho hi\n'), 'evil.pdf'), 'file', 'questionImport.validation.fileType');
    expectFieldError(
      await api(author).upload(Buffer.from('PK\u0003\u0004[Content_Types].xml xl/ sheet'), 'a.docx'),
      'file',
      'questionImport.validation.fileType',
    );
    expectFieldError(await api(author).upload(PDF, 'a.pdf', { text: TEXT }), 'text', 'questionImport.validation.fileOrText');
  });

  it('422 per field on a draft fix and on the bulk import', async () => {
    const imp = await analysed(author, api(author).paste({ text: TEXT }));
    const [mc, grid] = imp.drafts;
    const p = (body: Record<string, unknown>) => api(author).patch(imp.id, mc.id, body);
    expectFieldError(await api(author).patch(imp.id, 'x', { stem: 'a' }), 'draftId');
    expectFieldError(await api(author).patch('x', mc.id, { stem: 'a' }), 'id');
    expectFieldError(await p({ type: 'essay' }), 'type', 'validation.question.type');
    expectFieldError(await p({ section: 'science' }), 'section', 'validation.question.section');
    expectFieldError(await p({ difficulty: 'brutal' }), 'difficulty', 'validation.question.difficulty');
    expectFieldError(await p({ stem: '  ' }), 'stem', 'validation.required');
    expectFieldError(await p({ stem: 'x'.repeat(20001) }), 'stem', 'validation.too_long');
    expectFieldError(await p({ domain: 'craft-and-structure' }), 'domain', 'validation.question.domain');
    expectFieldError(await p({ skill: 'circles' }), 'skill', 'validation.question.skill');
    expectFieldError(await p({ choices: 'A) 1' }), 'choices', 'validation.question.choices');
    expectFieldError(await p({ choices: [{ label: 'A', text: '1' }] }), 'choices', 'validation.question.choices.count');
    expectFieldError(await p({ passage: { title: '', body: 'x' } }), 'passage', 'questionImport.validation.passage');
    expectFieldError(await p({ passage: 'text' }), 'passage', 'questionImport.validation.passage');
    expectFieldError(await p({ answer_key: 42 }), 'answer_key', 'validation.string');
    expectFieldError(await p({ explanation: 'x'.repeat(20001) }), 'explanation', 'validation.too_long');
    expectFieldError(await api(author).patch(imp.id, grid.id, { answer_key: 'B' }), 'answer_key');
    expectFieldError(
      await api(author).patch(imp.id, grid.id, { section: 'reading-writing', domain: 'craft-and-structure', skill: 'words-in-context' }),
      'type',
    );
    // A passage added, then dropped with null.
    const withPassage = (await p({ passage: { title: 'Numbers', body: 'Some numbers.' } }).expect(200)).body;
    expect(withPassage.passage).toEqual({ title: 'Numbers', body: 'Some numbers.' });
    expect((await p({ passage: null }).expect(200)).body.passage).toBeNull();

    const s = (body: Record<string, unknown>) => api(author).start(imp.id, body);
    expectFieldError(await s({}), 'draft_ids', 'validation.required');
    expectFieldError(await s({ draft_ids: [] }), 'draft_ids', 'questionImport.validation.draftIds');
    expectFieldError(await s({ draft_ids: 'all' }), 'draft_ids', 'questionImport.validation.draftIds');
    expectFieldError(await s({ draft_ids: ['x'] }), 'draft_ids[0]', 'questionImport.validation.draftIds');
    expectFieldError(await s({ draft_ids: [2147483000] }), 'draft_ids', 'questionImport.validation.unknownDraft');
    expectFieldError(await api(author).start('x', { draft_ids: [mc.id] }), 'id');
    // Busy while another import of it runs.
    await t.ctx.ds.query(`UPDATE question_imports SET status = 'importing' WHERE id = $1`, [imp.id]);
    expect((await s({ draft_ids: [mc.id] })).status).toBe(409);
    expect((await p({ stem: 'New stem' })).status).toBe(409);
    expect((await api(author).remove(imp.id)).status).toBe(409);
    await t.ctx.ds.query(`UPDATE question_imports SET status = 'saved' WHERE id = $1`, [imp.id]);
  });

  it("another author's import is 404 everywhere; students are refused (403); no token is 401", async () => {
    const imp = await analysed(author, api(author).paste({ text: TEXT }));
    const draftId = imp.drafts[0].id;
    await api(other).show(imp.id).expect(404);
    await api(other).patch(imp.id, draftId, { stem: 'Mine now' }).expect(404);
    await api(other)
      .start(imp.id, { draft_ids: [draftId] })
      .expect(404);
    await api(other).remove(imp.id).expect(404);
    expect((await api(other).list().expect(200)).body.data.find((x: { id: number }) => x.id === imp.id)).toBeUndefined();
    // A draft of another import under this one's id is not found either.
    const mine = await analysed(other, api(other).paste({ text: TEXT }));
    await api(other).patch(mine.id, draftId, { stem: 'x' }).expect(404);

    for (const res of [
      await api(student).paste({ text: TEXT }),
      await api(student).list(),
      await api(student).show(imp.id),
      await api(student).patch(imp.id, draftId, { stem: 'x' }),
      await api(student).start(imp.id, { draft_ids: [draftId] }),
      await api(student).remove(imp.id),
    ])
      expect(res.status).toBe(403);
    await request(t.app).get('/api/question-imports').expect(401);
    await request(t.app).post('/api/question-imports').send({ text: TEXT }).expect(401);

    // Admins author too (their imports are their own as well); the author deletes it, the bank keeps imported questions.
    const admin = await createUser(t.app, t.ctx.ds, [Role.Admin], { verified: true });
    await api(admin).show(imp.id).expect(404);
    await api(author).remove(imp.id).expect(204);
    await api(author).show(imp.id).expect(404);
  });
});
