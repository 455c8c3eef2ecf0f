/**
 * The job queue port and both drivers: the inline queue (retries with backoff, drain) and BullMQ on real
 * Redis with a real worker delivering 'send-email' to a real SMTP mailbox. The BullMQ block runs only
 * when REDIS_URL is set; otherwise a loud warning says so.
 */
import { Writable } from 'node:stream';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import pino from 'pino';
import { createBullMqQueue, startBullMqWorker } from '../../src/jobs/bullmq-queue';
import { createJobHandlers } from '../../src/modules';
import { createInlineQueue } from '../../src/jobs/inline-queue';
import { JOB_ATTEMPTS, type JobHandlers, type JobPayloads } from '../../src/jobs/queue';
import { createLogger } from '../../src/lib/logger';
import { createMailer } from '../../src/lib/mail';
import { testConfig } from '../helpers/context';
import { uid } from '../helpers/factories';
import { startMailbox, type Mailbox } from '../helpers/mailbox';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) {
  console.warn(
    [
      '',
      '#'.repeat(78),
      '#  REDIS_URL is not set: the BullMQ tests in jobs.test.ts DID NOT RUN.',
      '#  Only the inline queue was tested. Set REDIS_URL=redis://127.0.0.1:6379 to run them.',
      '#'.repeat(78),
      '',
    ].join('\n'),
  );
}

const silent = createLogger('silent');
const mail = (to = `jobs-${uid()}@example.com`): JobPayloads['send-email'] => ({ to, subject: `Job ${uid()}`, text: 'Hello from a job.' });

/** A logger whose JSON lines the test can read. */
function capturingLogger(): { logger: pino.Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      chunks.push(chunk.toString('utf8'));
      cb();
    },
  });
  return {
    logger: pino({ level: 'info' }, stream),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

/** A handler that fails its first `failures` calls, then succeeds; it records when it was called. */
function flaky(failures: number) {
  const calls: { at: number; data: JobPayloads['send-email'] }[] = [];
  const delivered: JobPayloads['send-email'][] = [];
  const handlers: JobHandlers = {
    'send-email': async (data) => {
      calls.push({ at: Date.now(), data });
      if (calls.length <= failures) throw new Error(`transient failure ${calls.length}`);
      delivered.push(data);
    },
  };
  return { handlers, calls, delivered };
}

describe('inline queue', () => {
  it('runs a job after the caller returns, retries a failing handler, and drain waits for the success', async () => {
    const { handlers, calls, delivered } = flaky(2);
    const queue = createInlineQueue(handlers, silent, 10);
    expect(queue.driver).toBe('inline');
    const job = mail();
    await queue.enqueue('send-email', job);
    // Not run inside enqueue: the request that enqueued it answers first.
    expect(calls).toHaveLength(0);
    await queue.drain();
    expect(calls).toHaveLength(3);
    expect(delivered).toEqual([job]);
    await queue.close();
  });

  it('backs off exponentially between attempts', async () => {
    const { handlers, calls } = flaky(3);
    const queue = createInlineQueue(handlers, silent, 20);
    await queue.enqueue('send-email', mail());
    await queue.drain();
    const gaps = calls.slice(1).map((c, i) => c.at - calls[i].at);
    expect(gaps).toHaveLength(3);
    // 20, 40, 80 ms (timers may fire a millisecond early).
    expect(gaps[0]).toBeGreaterThanOrEqual(19);
    expect(gaps[1]).toBeGreaterThanOrEqual(39);
    expect(gaps[2]).toBeGreaterThanOrEqual(79);
  });

  it(`gives up after ${JOB_ATTEMPTS} attempts, logs the failure, and drain still resolves`, async () => {
    const { handlers, calls, delivered } = flaky(Infinity);
    const { logger, lines } = capturingLogger();
    const queue = createInlineQueue(handlers, logger, 1);
    const job = mail();
    await queue.enqueue('send-email', job);
    await expect(queue.drain()).resolves.toBeUndefined();
    expect(calls).toHaveLength(JOB_ATTEMPTS);
    expect(delivered).toEqual([]);
    const failed = lines().filter((l) => l.msg === 'job failed for good');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ job: 'send-email', level: 50 });
  });

  it('drains many jobs, including ones enqueued while draining', async () => {
    const delivered: string[] = [];
    const handlers: JobHandlers = {
      'send-email': async (data) => {
        await new Promise((r) => setTimeout(r, 5));
        delivered.push(data.to);
        if (data.to === 'first@example.com') await queue.enqueue('send-email', { ...data, to: 'follow-up@example.com' });
      },
    };
    // The handler reaches the queue only when it runs, after this line.
    const queue = createInlineQueue(handlers, silent, 1);
    await queue.enqueue('send-email', { ...mail(), to: 'first@example.com' });
    for (let i = 0; i < 20; i++) await queue.enqueue('send-email', { ...mail(), to: `n${i}@example.com` });
    await queue.drain();
    expect(delivered).toHaveLength(22);
    expect(delivered).toContain('follow-up@example.com');
  });

  it('delivers send-email over real SMTP through the real handlers', async () => {
    const mailbox = await startMailbox();
    try {
      const config = testConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailbox.port) });
      const queue = createInlineQueue(createJobHandlers({ sendMail: createMailer(config.mail) }), silent, 10);
      const job = mail();
      await queue.enqueue('send-email', job);
      await queue.drain();
      const got = mailbox.mails.find((m) => m.to.includes(job.to));
      expect(got).toMatchObject({ to: [job.to], subject: job.subject });
      expect(got!.text).toContain('Hello from a job.');
    } finally {
      await mailbox.close();
    }
  });
});

function bullMqSuite(redisUrl: string): void {
  describe('BullMQ driver (real Redis, real worker)', () => {
    let mailbox: Mailbox;
    let connectSpy: jest.SpyInstance;
    const queueNames: string[] = [];

    beforeAll(async () => {
      mailbox = await startMailbox();
      // Observes every Redis connection opened (it calls through), so a test can see which ones outlive close().
      connectSpy = jest.spyOn(IORedis.prototype, 'connect');
    });

    afterAll(async () => {
      const admin = new IORedis(redisUrl, { maxRetriesPerRequest: null });
      for (const name of queueNames) {
        const q = new Queue(name, { connection: admin });
        await q.obliterate({ force: true });
        await q.close();
      }
      admin.disconnect();
      // Whatever a driver left open would keep this process alive.
      for (const client of connectSpy.mock.contexts as IORedis[]) if (client.status !== 'end') client.disconnect();
      connectSpy.mockRestore();
      await mailbox.close();
    });

    const newQueueName = () => {
      const name = `test-jobs-${uid()}`;
      queueNames.push(name);
      return name;
    };
    const smtpHandlers = () =>
      createJobHandlers({ sendMail: createMailer(testConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailbox.port) }).mail) });

    it("delivers a 'send-email' job through a worker to the SMTP mailbox; drain waits for it", async () => {
      const name = newQueueName();
      const queue = createBullMqQueue(redisUrl, name);
      const worker = startBullMqWorker(redisUrl, smtpHandlers(), silent, name);
      try {
        expect(queue.driver).toBe('bullmq');
        const job = mail();
        await queue.enqueue('send-email', job);
        await queue.drain();
        // drain() returned only after the worker finished, so the mail is already there.
        const got = mailbox.mails.find((m) => m.to.includes(job.to));
        expect(got).toMatchObject({ to: [job.to], subject: job.subject });
        const conn = new IORedis(redisUrl, { maxRetriesPerRequest: null });
        const inspect = new Queue(name, { connection: conn });
        expect(await inspect.getJobCounts('completed', 'failed', 'waiting', 'active')).toEqual({ completed: 1, failed: 0, waiting: 0, active: 0 });
        await inspect.close();
        conn.disconnect();
      } finally {
        await worker.close();
        await queue.close();
      }
    });

    it('keeps a job until a worker starts, then delivers it', async () => {
      const name = newQueueName();
      const queue = createBullMqQueue(redisUrl, name);
      const job = mail();
      await queue.enqueue('send-email', job);
      await new Promise((r) => setTimeout(r, 100));
      expect(mailbox.mails.find((m) => m.to.includes(job.to))).toBeUndefined();
      const worker = startBullMqWorker(redisUrl, smtpHandlers(), silent, name);
      try {
        const got = await mailbox.waitFor(job.to, undefined, 10_000);
        expect(got.subject).toBe(job.subject);
      } finally {
        await worker.close();
        await queue.close();
      }
    });

    it('retries a failing handler (with backoff) until it succeeds', async () => {
      const name = newQueueName();
      const { handlers, calls, delivered } = flaky(1);
      const queue = createBullMqQueue(redisUrl, name);
      const worker = startBullMqWorker(redisUrl, handlers, silent, name);
      try {
        const job = mail();
        await queue.enqueue('send-email', job);
        await queue.drain();
        expect(calls).toHaveLength(2);
        expect(delivered).toEqual([job]);
        expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(900);
      } finally {
        await worker.close();
        await queue.close();
      }
    });

    it('closing the queue and the worker releases every Redis connection they opened', async () => {
      const before = connectSpy.mock.contexts.length;
      const name = newQueueName();
      const queue = createBullMqQueue(redisUrl, name);
      const worker = startBullMqWorker(redisUrl, { 'send-email': async () => undefined }, silent, name);
      await queue.enqueue('send-email', mail());
      await queue.drain();
      await worker.close();
      await queue.close();
      await new Promise((r) => setTimeout(r, 200));
      const opened = (connectSpy.mock.contexts as IORedis[]).slice(before);
      expect(opened.length).toBeGreaterThan(0);
      expect(opened.map((c) => c.status).filter((s) => s !== 'end')).toEqual([]);
    });
  });
}

if (REDIS_URL) bullMqSuite(REDIS_URL);
