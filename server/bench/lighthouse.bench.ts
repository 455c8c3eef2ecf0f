/**
 * `npm run bench` (Lighthouse, mobile): the login page and the test runner page of the built app
 * (`npm run build` first), and the public site's landing and course pages, served by app-server.ts with the client on a bench database, a student with a
 * running attempt for the runner. Targets (issue 17): LCP <= 2.5 s, CLS <= 0.1, TBT <= 200 ms.
 *
 * LIGHTHOUSE_PAGES=runner audits only the named pages (see `wantedPages`).
 *
 * Any other pages: `node dist/server/bench/lighthouse.bench.js URL...` audits those URLs as they are
 * (no app is started); BENCH_TOKEN=<bearer> logs them in.
 */
import http from 'node:http';
import { loadConfig } from '../src/config/env';
import { createDataSource } from '../src/db/data-source';
import { ENTITIES } from '../src/modules';
import { auditPages, describeAudit, describeDetails, TARGETS, type AuditPage, type PageAudit } from './lighthouse-audit';
import { callApi } from './bench-api';
import { benchDatabase } from './bench-db';
import { BENCH_JWT_SECRET, startChild } from './bench-processes';
import { createTakers, samplePractice, startAttempts } from './bench-takers';

const PAGE_KEYS = ['login', 'runner', 'landing', 'course'] as const;
type PageKey = (typeof PAGE_KEYS)[number];

/**
 * LIGHTHOUSE_PAGES=runner (or a comma list of login, runner, landing, course) audits only those pages: one
 * page's before/after while iterating, without the other three's minutes on a shared machine. Checked
 * before the bench database is made, so a typo costs nothing.
 */
function wantedPages(): PageKey[] {
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (!wanted?.length) return [...PAGE_KEYS];
  const unknown = wanted.filter((k) => !(PAGE_KEYS as readonly string[]).includes(k));
  if (unknown.length) throw new Error(`LIGHTHOUSE_PAGES: unknown ${unknown.join(', ')} (known: ${PAGE_KEYS.join(', ')})`);
  return wanted as PageKey[];
}

function print(audits: PageAudit[]): void {
  console.log(`\nLighthouse 12.2.3, mobile settings (simulated slow 4G, 4x CPU slowdown), Chromium headless`);
  for (const a of audits) {
    console.log(describeAudit(a));
    if (process.env.LIGHTHOUSE_DETAILS === '1') console.log(describeDetails(a.details));
  }
  console.log(`targets: LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}, TBT <= ${TARGETS.tbtMs} ms\n`);
}

async function main(): Promise<void> {
  const urls = process.argv.slice(2);
  if (urls.length) {
    const token = process.env.BENCH_TOKEN;
    print(await auditPages(urls.map((url) => ({ name: new URL(url).pathname, url, localStorage: token ? { id_token: token } : undefined }))));
    return;
  }
  const wanted = wantedPages();
  const db = await benchDatabase();
  const config = loadConfig({ ...process.env, DATABASE_URL: db.url, JWT_SECRET: BENCH_JWT_SECRET, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const ds = createDataSource(db.url, 2, ENTITIES);
  await ds.initialize();
  const port = 3941;
  const app = await startChild('app-server.js', {
    DATABASE_URL: db.url,
    JWT_SECRET: BENCH_JWT_SECRET,
    NODE_ENV: 'production',
    BENCH_PORT: String(port),
    BENCH_SERVE_CLIENT: '1',
  });
  try {
    const base = new URL(`http://127.0.0.1:${port}`);
    const practiceId = await samplePractice(ds, config);
    const [taker] = await createTakers(ds, config.jwt, `lighthouse-${Date.now()}`, 1);
    // A student who has filled in their details, as a real one has: without them the guard sends the runner
    // page to the details form (what the bench measured before).
    const bound = await callApi(http.globalAgent, base, 'POST', '/api/bind-student', taker.token, { school: 'Bench High', phone: '0912345678' });
    if (bound.status !== 200) throw new Error(`bind-student answered ${bound.status}`);
    await startAttempts(base, () => http.globalAgent, [taker], practiceId, 1);
    const pages: Record<PageKey, AuditPage> = {
      login: { name: 'login', url: new URL('/login', base).toString() },
      runner: { name: 'test runner', url: new URL(`/test/practice/${practiceId}`, base).toString(), localStorage: { id_token: taker.token } },
      // The public site (issue 15): the landing page and one course page, as a visitor meets them.
      landing: { name: 'landing', url: new URL('/home', base).toString() },
      course: { name: 'course page', url: new URL('/others/sat-summer', base).toString() },
    };
    print(await auditPages(wanted.map((k) => pages[k])));
  } finally {
    app.kill();
    await ds.destroy();
  }
  await db.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
