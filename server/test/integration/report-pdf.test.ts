/**
 * GET /api/results/{attemptId}/pdf on the real app and database: 402 print_pdf_forbidden until the
 * wallet unlocks the report, then the PDF rendered by the 'render-report-pdf' job (inline here, and on
 * BullMQ with a real worker when REDIS_URL is set), stored and served again without a second render;
 * a new render per language and per regrade; 409 while grading; 202 when the render outlasts the wait;
 * 404 for anyone but the taker and admins; 422 for bad input.
 */
import express, { type Express } from 'express';
import request from 'supertest';
import { ErrorCode, type ResultDto } from '@app/shared';
import { createApp } from '../../src/app';
import { createRequireAuth } from '../../src/auth/require-auth';
import { createBullMqQueue, startBullMqWorker } from '../../src/jobs/bullmq-queue';
import { createJobHandlers } from '../../src/modules';
import { createInlineQueue } from '../../src/jobs/inline-queue';
import type { JobHandlers, JobQueue } from '../../src/jobs/queue';
import { errorHandler } from '../../src/lib/error-handler';
import { createMailer } from '../../src/lib/mail';
import { cjkFontFor } from '../../src/modules/reports/report-fonts';
import { reportsModule } from '../../src/modules/reports/reports.module';
import { tenantMiddleware } from '../../src/modules/tenants/tenant-resolver';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';
import { giveCoins, insertAttempt } from '../helpers/wallet';
import { resultFixture } from './report-pdf-fixture';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('\n#### REDIS_URL is not set: the BullMQ test in report-pdf.test.ts DID NOT RUN. ####\n');

let t: TestApp;
/** The app with a queue whose render handler is counted. */
let app: Express;
let queue: JobQueue;
let renders = 0;

/** The database handlers main.ts gives its queue, with the render job counted. */
function countedHandlers(): JobHandlers {
  const handlers = createJobHandlers({ sendMail: createMailer(t.ctx.config.mail), ds: t.ctx.ds, clock: t.ctx.clock, logger: t.ctx.logger });
  const render = handlers['render-report-pdf']!;
  return {
    ...handlers,
    'render-report-pdf': async (data) => {
      renders++;
      await render(data);
    },
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  queue = createInlineQueue(countedHandlers(), t.ctx.logger, 20);
  app = createApp({ ...t.ctx, queue });
});
afterAll(async () => {
  await queue.close();
  await t.close();
});

const student = () => createUser(t.app, t.ctx.ds, ['student']);

/** The binary body of a PDF answer. */
const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => cb(null, Buffer.concat(chunks)));
};
const getPdf = (u: CreatedUser, attemptId: number | string, on: Express = app) =>
  request(on).get(`/api/results/${attemptId}/pdf`).set(bearer(u.token)).buffer(true).parse(binary);

/** A finished attempt of `u` with its graded result (the fixture's scores), as the grading job writes it. */
async function gradedAttempt(u: CreatedUser, gradedAt = '2026-11-20T03:15:00.000Z'): Promise<number> {
  const attemptId = await insertAttempt(t.ctx.ds, u.id);
  const r: ResultDto = resultFixture();
  await t.ctx.ds.query(
    `INSERT INTO results (attempt_id, status, total, sections, domains, skills, questions, correct_count, wrong_count, omitted_count, unscored_count, queued_at, graded_at)
     VALUES ($1, 'graded', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
    [
      attemptId,
      r.total,
      JSON.stringify(r.sections),
      JSON.stringify(r.domains),
      JSON.stringify(r.skills),
      JSON.stringify(r.questions),
      r.counts.correct,
      r.counts.wrong,
      r.counts.omitted,
      r.counts.unscored,
      gradedAt,
    ],
  );
  return attemptId;
}

/** Unlocks through the wallet's own endpoint, paying the 10 coins. */
async function unlock(u: CreatedUser, attemptId: number): Promise<void> {
  await giveCoins(t.ctx.ds, u.id, 10);
  await request(t.app).post(`/api/score-reports/${attemptId}/unlock`).set(bearer(u.token)).set('Idempotency-Key', `k-${uid()}`).expect(201);
}

const storedFiles = async (attemptId: number) =>
  (await t.ctx.ds.query(`SELECT locale, tenant, graded_at FROM report_files WHERE attempt_id = $1 ORDER BY id`, [attemptId])) as {
    locale: string;
    tenant: string;
    graded_at: Date;
  }[];

describe('GET /api/results/{attemptId}/pdf', () => {
  it('refuses without login and validates the id and the locale', async () => {
    const u = await student();
    await request(app).get('/api/results/1/pdf').expect(401);
    expectFieldError(await request(app).get('/api/results/x/pdf').set(bearer(u.token)), 'attemptId', 'validation.id');
    expectFieldError(await request(app).get('/api/results/0/pdf').set(bearer(u.token)), 'attemptId', 'validation.id');
    expectFieldError(await request(app).get('/api/results/1/pdf?locale=fr-FR').set(bearer(u.token)), 'locale', 'validation.lang');
    expectFieldError(await request(app).get('/api/results/1/pdf?locale=en-US&locale=zh-TW').set(bearer(u.token)), 'locale', 'validation.lang');
  });

  it('answers 402 print_pdf_forbidden while the report is locked, and 404 for unknown attempts', async () => {
    const u = await student();
    const attemptId = await gradedAttempt(u);
    const res = await request(app).get(`/api/results/${attemptId}/pdf`).set(bearer(u.token)).expect(402);
    expect(res.body.code).toBe(ErrorCode.PRINT_PDF_FORBIDDEN);
    await request(app).get(`/api/results/2147483000/pdf`).set(bearer(u.token)).expect(404);
    expect(renders).toBe(0);
  });

  it('renders once unlocked, serves the stored file again without rendering, and renders anew per language', async () => {
    const u = await student();
    const attemptId = await gradedAttempt(u);
    await unlock(u, attemptId);
    const before = renders;

    const first = await getPdf(u, attemptId).expect(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?score-report-${attemptId}\\.pdf"?$`));
    const pdf = first.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renders).toBe(before + 1);

    const again = await getPdf(u, attemptId).expect(200);
    expect((again.body as Buffer).equals(pdf)).toBe(true);
    expect(renders).toBe(before + 1);

    // Another language is another file; its Chinese file name comes with an ASCII fallback.
    const zh = await getPdf(u, attemptId).set('Accept-Language', 'zh-TW').expect(200);
    expect(zh.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`成績報告-${attemptId}.pdf`)}`);
    expect((zh.body as Buffer).equals(pdf)).toBe(false);
    expect(renders).toBe(before + 2);
    expect((await storedFiles(attemptId)).map((f) => [f.locale, f.tenant])).toEqual([
      ['en-US', 'sat'],
      ['zh-TW', 'sat'],
    ]);
    if (!cjkFontFor('zh-TW')) console.warn('No CJK font: the zh-TW file above was rendered in English');
  });

  it('brands the report with the tenant the request comes from (Host), as a file of its own', async () => {
    const u = await student();
    const attemptId = await gradedAttempt(u);
    await unlock(u, attemptId);
    await getPdf(u, attemptId).set('Host', 'edu.localhost').query({ locale: 'en-US' }).expect(200);
    expect((await storedFiles(attemptId)).map((f) => f.tenant)).toEqual(['edu']);
  });

  it('renders the regraded result anew and drops the file of the old grading', async () => {
    const u = await student();
    const attemptId = await gradedAttempt(u);
    await unlock(u, attemptId);
    const old = (await getPdf(u, attemptId).expect(200)).body as Buffer;
    const before = renders;
    await t.ctx.ds.query(`UPDATE results SET total = 1400, version = version + 1, graded_at = graded_at + interval '1 day' WHERE attempt_id = $1`, [
      attemptId,
    ]);
    const fresh = (await getPdf(u, attemptId).expect(200)).body as Buffer;
    expect(fresh.equals(old)).toBe(false);
    expect(renders).toBe(before + 1);
    const files = await storedFiles(attemptId);
    expect(files).toHaveLength(1);
    expect(files[0].graded_at.toISOString()).toBe('2026-11-21T03:15:00.000Z');
  });

  it('answers 409 while the result is still being graded', async () => {
    const u = await student();
    const attemptId = await insertAttempt(t.ctx.ds, u.id);
    await unlock(u, attemptId);
    const res = await request(app).get(`/api/results/${attemptId}/pdf`).set(bearer(u.token)).expect(409);
    expect(res.body).toEqual({ code: ErrorCode.CONFLICT, message: 'The score report is still being graded. Try again in a minute.' });
  });

  it("hides other takers' reports (404, unlocked or not) and lets admins read them", async () => {
    const owner = await student();
    const other = await student();
    const attemptId = await gradedAttempt(owner);
    await request(app).get(`/api/results/${attemptId}/pdf`).set(bearer(other.token)).expect(404);
    await unlock(owner, attemptId);
    await request(app).get(`/api/results/${attemptId}/pdf`).set(bearer(other.token)).expect(404);
    const teacher = await createUser(t.app, t.ctx.ds, ['teacher']);
    await request(app).get(`/api/results/${attemptId}/pdf`).set(bearer(teacher.token)).expect(404);
    const admin = await createUser(t.app, t.ctx.ds, ['admin']);
    const res = await getPdf(admin, attemptId).expect(200);
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 202 rendering when the render outlasts the wait, and the file once it is stored', async () => {
    const u = await student();
    const attemptId = await gradedAttempt(u);
    await unlock(u, attemptId);
    // The same module, waiting 0 ms: the job cannot have run before the answer.
    const impatient = express();
    impatient.use(tenantMiddleware({}));
    impatient.use('/api', reportsModule({ ...t.ctx, queue }, createRequireAuth(t.ctx.ds, t.ctx.config.jwt), { waitMs: 0 }).router);
    impatient.use(errorHandler(t.ctx.logger));

    const res = await request(impatient).get(`/api/results/${attemptId}/pdf`).set(bearer(u.token)).expect(202);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body).toEqual({ status: 'rendering', message: 'The PDF is being prepared. Try again in a few seconds.' });
    await queue.drain();
    const served = await getPdf(u, attemptId, impatient).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  (REDIS_URL ? it : it.skip)('renders in a BullMQ worker and serves the file it stored', async () => {
    const queueName = `report-pdf-test-${uid()}`;
    const producer = createBullMqQueue(REDIS_URL!, queueName);
    const worker = startBullMqWorker(REDIS_URL!, countedHandlers(), t.ctx.logger, queueName);
    try {
      const onBull = createApp({ ...t.ctx, queue: producer });
      const u = await student();
      const attemptId = await gradedAttempt(u);
      await unlock(u, attemptId);
      const before = renders;
      const res = await getPdf(u, attemptId, onBull).expect(200);
      expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      expect(renders).toBe(before + 1);
    } finally {
      await worker.close();
      await producer.close();
    }
  });
});
