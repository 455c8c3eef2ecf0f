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
      if (p.localStorage) {
        await page.goto(new URL('/robots.txt', p.url).toString());
        // Runs in the page (no DOM types in the server's tsconfig): globalThis is the window there.
        await page.evaluate((entries) => {
          const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
          for (const [k, v] of Object.entries(entries)) storage.setItem(k, v);
        }, p.localStorage);
      }
      const result = await lighthouse(
        p.url,
        { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'seo'], disableStorageReset: Boolean(p.localStorage) },
        undefined,
        page,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${p.url}`);
      const { audits, categories, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`lighthouse on ${p.url}: ${runtimeError.code} ${runtimeError.message}`);
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
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** One line per page, with PASS/FAIL against TARGETS. */
export function describeAudit(a: PageAudit): string {
  const ok = (b: boolean) => (b ? 'PASS' : 'FAIL');
  return (
    `${a.name.padEnd(14)} LCP ${(a.lcpMs / 1000).toFixed(2)} s ${ok(a.lcpMs <= TARGETS.lcpMs)}   CLS ${a.cls.toFixed(3)} ${ok(a.cls <= TARGETS.cls)}   ` +
    `TBT ${a.tbtMs.toFixed(0)} ms ${ok(a.tbtMs <= TARGETS.tbtMs)}   scores: performance ${a.performance}, accessibility ${a.accessibility}, SEO ${a.seo}   ${a.url}`
  );
}
