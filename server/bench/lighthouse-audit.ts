/**
 * Lighthouse audits of any pages (issue 17; reusable: the public pages' issue runs it on its own URLs):
 * `lighthouse` 12.2.3 (13 needs Node 22) driving Debian's Chromium headless, with Lighthouse's default
 * mobile settings (a Moto G Power-sized screen, simulated slow 4G and a 4x slower CPU). A page that needs
 * a logged-in user gets its localStorage entries (the bearer token under `id_token`) set on its origin
 * first, and storage is then not reset. Answers LCP, CLS, TBT and the performance, accessibility and SEO
 * scores (0-100) per page.
 */
import type { Browser } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface AuditPage {
  name: string;
  url: string;
  /** Set on the page's origin before the audit, e.g. { id_token: '…' }. */
  localStorage?: Record<string, string>;
}

export interface PageAudit {
  name: string;
  url: string;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  performance: number;
  accessibility: number;
  seo: number;
  /** Why the figures are what they are (LIGHTHOUSE_DETAILS=1 prints them): Lighthouse's own diagnostics. */
  details: AuditDetails;
}

export interface AuditDetails {
  /** The LCP element (its selector and snippet) and the LCP phases (TTFB, load delay, render delay), ms. */
  lcpElement: string;
  lcpPhases: string;
  /** Elements that moved, with their share of the CLS. */
  shifts: string[];
  /** Main-thread tasks of 50 ms or more (simulated), with the script they ran. */
  longTasks: string[];
  /** Render-blocking resources and the main-thread time per category. */
  renderBlocking: string[];
  mainThread: string[];
  /** Accessibility and SEO audits that did not pass. */
  failing: string[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof import('lighthouse', { with: { 'resolution-mode': 'import' } }).default>>>['lhr'];
type Item = Record<string, unknown>;

const itemsOf = (lhr: Lhr, id: string): Item[] => ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
const nodeText = (n: unknown) => {
  const node = n as { selector?: string; snippet?: string } | undefined;
  return node ? `${node.selector ?? ''} ${String(node.snippet ?? '').slice(0, 100)}` : '';
};

/** Lighthouse's diagnostics for one page, as short strings. */
export function auditDetails(lhr: Lhr): AuditDetails {
  const lcpItems = itemsOf(lhr, 'largest-contentful-paint-element');
  // 12.x: the first table is the element, the second the phases.
  const tables = lcpItems as unknown as Array<{ items?: Item[] }>;
  const element = tables[0]?.items?.[0]?.node ?? lcpItems[0]?.node;
  const phases = (tables[1]?.items ?? []).map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))}`).join(', ');
  const failing = (['accessibility', 'seo'] as const).flatMap((cat) =>
    (lhr.categories[cat]?.auditRefs ?? [])
      .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
      .map((r) => `${cat}: ${r.id} (${lhr.audits[r.id]?.title})`),
  );
  return {
    lcpElement: nodeText(element),
    lcpPhases: phases,
    shifts: itemsOf(lhr, 'layout-shifts').map((i) => `${Number(i.score).toFixed(3)} ${nodeText(i.node)}`),
    longTasks: itemsOf(lhr, 'long-tasks').map((i) => `${Math.round(Number(i.duration))} ms at ${Math.round(Number(i.startTime))} ${String(i.url)}`),
    renderBlocking: itemsOf(lhr, 'render-blocking-resources').map((i) => `${String(i.url)} ${Math.round(Number(i.wastedMs))} ms`),
    mainThread: itemsOf(lhr, 'mainthread-work-breakdown').map((i) => `${String(i.groupLabel)} ${Math.round(Number(i.duration))} ms`),
    failing,
  };
}

/** Lighthouse's mobile targets of issue 17. */
export const TARGETS = { lcpMs: 2500, cls: 0.1, tbtMs: 200 };

export async function auditPages(pages: readonly AuditPage[]): Promise<PageAudit[]> {
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const browser: Browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const out: PageAudit[] = [];
  try {
    for (const p of pages) {
      const page = await browser.newPage();
      // The origin's localStorage is what the page is given, and only that: Lighthouse's storage reset leaves
      // localStorage alone, so a visitor's page audited after a logged-in one used to be logged in too.
      await page.goto(new URL('/robots.txt', p.url).toString());
      // Runs in the page (no DOM types in the server's tsconfig): globalThis is the window there.
      await page.evaluate((entries) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void; clear(): void } }).localStorage;
        storage.clear();
        for (const [k, v] of Object.entries(entries)) storage.setItem(k, v);
      }, p.localStorage ?? {});
      const result = await lighthouse(
        p.url,
        { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'seo'], disableStorageReset: Boolean(p.localStorage) },
        undefined,
        page,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${p.url}`);
      const { audits, categories, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`lighthouse on ${p.url}: ${runtimeError.code} ${runtimeError.message}`);
      // LIGHTHOUSE_JSON_DIR=/tmp/x keeps each page's full report (open it in the Lighthouse viewer).
      if (process.env.LIGHTHOUSE_JSON_DIR) {
        const fs = await import('node:fs');
        const file = `${process.env.LIGHTHOUSE_JSON_DIR}/${p.name.replace(/\W+/g, '-')}.json`;
        fs.writeFileSync(file, JSON.stringify(result.lhr));
      }
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      out.push({
        name: p.name,
        url: p.url,
        lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
        cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
        tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        details: auditDetails(result.lhr),
      });
      await page.close();
      const d = out[out.length - 1].details;
      if (process.env.LIGHTHOUSE_DETAILS === '1' && !d.lcpElement) Object.assign(d, await observePaints(browser, p));
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * The LCP candidates and layout shifts as the page itself reports them (PerformanceObserver, 4x CPU, no
 * network throttling): Lighthouse 12.2.3's element audits fail on Debian's current Chromium (its RootCauses
 * gatherer), so this names the elements instead.
 */
async function observePaints(browser: Browser, p: AuditPage): Promise<Pick<AuditDetails, 'lcpElement' | 'shifts'>> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    // The code below runs in the page, whose globals the server's tsconfig does not type.
    await page.evaluateOnNewDocument(() => {
      const w = globalThis as unknown as Record<string, unknown> & { PerformanceObserver: typeof PerformanceObserver };
      const lcp: string[] = [];
      const shifts: string[] = [];
      w.__paints = { lcp, shifts };
      const name = (n: unknown) => {
        const el = n as { tagName?: string; className?: string; textContent?: string } | null;
        return el
          ? `${el.tagName ?? '#text'}.${String(el.className ?? '').replace(/ /g, '.')} "${(el.textContent ?? '').slice(0, 60)}"`
          : '(removed)';
      };
      new w.PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { startTime: number; size: number; element: unknown }[])
          lcp.push(`${Math.round(e.startTime)} ms, ${e.size} px²: ${name(e.element)}`);
      }).observe({ type: 'largest-contentful-paint', buffered: true } as never);
      new w.PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { startTime: number; value: number; sources: { node: unknown }[] }[])
          shifts.push(`${e.value.toFixed(3)} at ${Math.round(e.startTime)} ms: ${e.sources.map((s) => name(s.node)).join(' | ')}`);
      }).observe({ type: 'layout-shift', buffered: true } as never);
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(p.url, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1000));
    const seen = (await page.evaluate(() => (globalThis as unknown as { __paints: { lcp: string[]; shifts: string[] } }).__paints)) ?? {
      lcp: [],
      shifts: [],
    };
    return { lcpElement: `(page's own observer) ${seen.lcp.join(' → ')}`, shifts: seen.shifts };
  } finally {
    await page.close();
  }
}

/** The diagnostics of one page, indented, for LIGHTHOUSE_DETAILS=1. */
export function describeDetails(d: AuditDetails): string {
  const block = (title: string, lines: string[]) => (lines.length ? [`  ${title}:`, ...lines.map((l) => `    ${l}`)] : []);
  return [
    `  LCP element: ${d.lcpElement}`,
    ...(d.lcpPhases ? [`  LCP phases: ${d.lcpPhases}`] : []),
    ...block('layout shifts', d.shifts),
    ...block('long tasks (simulated)', d.longTasks),
    ...block('render-blocking', d.renderBlocking),
    ...block('main thread', d.mainThread),
    ...block('not passing', d.failing),
  ].join('\n');
}

/** One line per page, with PASS/FAIL against TARGETS. */
export function describeAudit(a: PageAudit): string {
  const ok = (b: boolean) => (b ? 'PASS' : 'FAIL');
  return (
    `${a.name.padEnd(14)} LCP ${(a.lcpMs / 1000).toFixed(2)} s ${ok(a.lcpMs <= TARGETS.lcpMs)}   CLS ${a.cls.toFixed(3)} ${ok(a.cls <= TARGETS.cls)}   ` +
    `TBT ${a.tbtMs.toFixed(0)} ms ${ok(a.tbtMs <= TARGETS.tbtMs)}   scores: performance ${a.performance}, accessibility ${a.accessibility}, SEO ${a.seo}   ${a.url}`
  );
}
