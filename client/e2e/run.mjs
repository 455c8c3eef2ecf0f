// `npm run test:e2e`: starts what a user gets from `npm start` (the built app on one port) against a
// fresh database and a real SMTP mailbox, then runs Playwright in Debian's Chromium. Needs `npm run build`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { Client } = require('pg');
const { SMTPServer } = require('smtp-server');

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function createDatabase(url) {
  const name = `sat_e2e_${Date.now()}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Received mails are written as JSON files; the specs read them (see e2e/support/mail.ts). */
async function startMailbox(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
        fs.writeFileSync(
          file,
          JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') }),
        );
        cb();
      });
    },
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { port, close: () => new Promise((r) => server.close(r)) };
}

async function waitForHealth(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the app did not answer ${url}/api/health within ${timeoutMs} ms`);
}

async function main() {
  const mailDir = path.join(root, '.data', 'e2e-mail');
  const mailbox = await startMailbox(mailDir);
  const db = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : null;
  if (!db) console.warn('[e2e] DATABASE_URL is not set: the app starts its embedded PostgreSQL in .data/e2e-postgres');
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    APP_URL: baseURL,
    CAPTCHA_TEST_ANSWER: 'e2e-pass',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailbox.port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PREFIX: `rl-e2e-${Date.now()}:`,
    // Its own BullMQ queue: another run on the same Redis (a second checkout) must not take this run's jobs.
    QUEUE_NAME: `e2e-jobs-${Date.now()}`,
    EMBEDDED_PG_DIR: '.data/e2e-postgres',
    EMBEDDED_PG_PORT: '54349',
    UPLOAD_DIR: '.data/e2e-uploads',
    // Deposits by bank transfer only (no Stripe here): the deposit panel offers what is set up.
    BANK_TRANSFER_BANK: 'First Harbour Bank',
    BANK_TRANSFER_ACCOUNT_NAME: 'Summit Prep Ltd',
    BANK_TRANSFER_ACCOUNT_NUMBER: '0123-4567-8901',
    BANK_TRANSFER_NOTE: 'SWIFT FHBKTWTP',
  };
  if (db) env.DATABASE_URL = db.url;
  const app = spawn(process.execPath, [path.join(root, 'server/dist/server/src/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let code;
  try {
    await waitForHealth(baseURL, app);
    code = await new Promise((resolve) => {
      const pw = spawn(
        process.execPath,
        // Extra arguments pick specs or tests: `npm run test:e2e -- test-runner -g "plans"`.
        [require.resolve('@playwright/test/cli'), 'test', '--config', path.join(root, 'client/e2e/playwright.config.ts'), ...process.argv.slice(2)],
        {
          cwd: root,
          env: {
            ...env,
            E2E_BASE_URL: baseURL,
            E2E_MAIL_DIR: mailDir,
            E2E_CAPTCHA: 'e2e-pass',
            // The app's database, for specs that move a deadline instead of waiting for it (test-day.spec.ts).
            E2E_DATABASE_URL: env.DATABASE_URL ?? `postgres://postgres:embedded@127.0.0.1:${env.EMBEDDED_PG_PORT}/sat_platform`,
          },
          stdio: 'inherit',
        },
      );
      pw.on('exit', (c) => resolve(c ?? 1));
    });
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => (app.exitCode !== null ? r() : app.once('exit', r)));
    await mailbox.close();
    await db?.drop().catch((e) => console.warn('[e2e] could not drop the database:', e.message));
  }
  process.exit(code);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
