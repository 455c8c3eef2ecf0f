/**
 * `npm run bench` (score report PDF): the time to render one report of a 98-question digital full test
 * (the renderer alone, as the 'render-report-pdf' job runs it, without the database round trips), RENDERS
 * times after WARMUP renders, one at a time. Target (issue): p95 <= 200 ms for the English report.
 * Chinese reports embed a subset of the CJK font and are timed too, for information (CJK_RENDERS; 0 or a
 * machine without the font skips them).
 */
import type { Locale } from '@app/shared';
import { cjkFontFor } from '../src/modules/reports/report-fonts';
import { reportTheme } from '../src/modules/reports/report-theme';
import { renderScoreReport } from '../src/modules/reports/score-report.renderer';
import { MAIN_TENANT } from '../src/modules/tenants/tenants.config';
import { resultFixture } from '../test/integration/report-pdf-fixture';
import { passFail, percentile } from './bench-stats';

const RENDERS = Number(process.env.BENCH_PDF_RENDERS ?? 30);
const CJK_RENDERS = Number(process.env.BENCH_PDF_CJK_RENDERS ?? 10);
const WARMUP = 3;
const TARGET_P95_MS = 200;

async function timeRenders(locale: Locale, count: number): Promise<{ times: number[]; bytes: number }> {
  const result = resultFixture();
  const opts = { locale, theme: reportTheme(MAIN_TENANT), taker: 'Ada Lovelace' };
  for (let i = 0; i < WARMUP; i++) await renderScoreReport(result, opts);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    bytes = (await renderScoreReport(result, opts)).length;
    times.push(performance.now() - start);
  }
  return { times: times.sort((a, b) => a - b), bytes };
}

function line(label: string, times: number[], bytes: number): string {
  const ms = (x: number) => `${x.toFixed(0).padStart(4)} ms`;
  return `${label.padEnd(7)} p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   max ${ms(times[times.length - 1])}   ${(bytes / 1024).toFixed(0)} kB`;
}

async function main(): Promise<void> {
  console.log(`\nScore report PDF: ${resultFixture().questions.length} questions, ${RENDERS} renders after ${WARMUP} warm-up, one at a time`);
  const en = await timeRenders('en-US', RENDERS);
  console.log(line('en-US', en.times, en.bytes));
  if (CJK_RENDERS > 0 && cjkFontFor('zh-TW')) {
    const zh = await timeRenders('zh-TW', CJK_RENDERS);
    console.log(`${line('zh-TW', zh.times, zh.bytes)}   (embeds a CJK font subset; informational)`);
  } else {
    console.log('zh-TW   skipped (no CJK font on this machine, or BENCH_PDF_CJK_RENDERS=0)');
  }
  const p95 = percentile(en.times, 95);
  console.log(`p95 ${p95.toFixed(0)} ms (target <= ${TARGET_P95_MS} ms) ${passFail(p95 <= TARGET_P95_MS)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
