/**
 * The score report renderer on its own: a valid A4 PDF with the header, scores, domain bars and a
 * question table that runs over pages with its header repeated; the tenant's lettermark or logo; the
 * report's language, with the machine's CJK font for Chinese and an English fallback without one.
 */
import { renderScoreReport, type RenderOptions } from '../../src/modules/reports/score-report.renderer';
import { cjkFontFor } from '../../src/modules/reports/report-fonts';
import { reportTheme } from '../../src/modules/reports/report-theme';
import { findTenant } from '../../src/modules/tenants/tenant-resolver';
import { resultFixture } from './report-pdf-fixture';
import { pageCount, pdfTexts } from './report-pdf-reader';

const edu = reportTheme(findTenant('edu')!);
const render = (overrides: Partial<RenderOptions> = {}, result = resultFixture()) =>
  renderScoreReport(result, { locale: 'en-US', theme: edu, taker: 'Ada Lovelace', compress: false, ...overrides });
const joined = async (pdf: Promise<Buffer>) => pdfTexts(await pdf).join('\n');
/** 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const CJK = cjkFontFor('zh-TW');
if (!CJK) {
  console.warn('\n#### No CJK font on this machine (fonts-noto-cjk): the zh-TW rendering test DID NOT RUN. ####\n');
}

describe('score report renderer', () => {
  it('writes an A4 PDF: header, taker, dates, scores, domains, and 98 questions over three pages with the table header on each', async () => {
    const pdf = await render();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pageCount(pdf)).toBe(3);
    const texts = pdfTexts(pdf);
    const all = texts.join('\n');
    for (const s of [
      'Bright Path Education Centre',
      'Score report',
      'Digital SAT Practice Test 4',
      'Test taker: Ada Lovelace',
      'Started: Nov 20, 2026, 9:00 AM (Asia/Taipei)',
      'Times the test page was left for 10 seconds or longer (reloads not counted): 2',
      '1260',
      'Score range 1200 to 1320',
      'Reading and Writing',
      'Module 2: harder',
      'Performance by domain',
      'Problem-Solving and Data Analysis',
      'Reading and Writing · Module 1',
      'Math · Module 2',
      '3/4, .75, 0.75',
      'Omitted',
      'Page 1 of 3',
      'Page 3 of 3',
    ]) {
      expect(all).toContain(s);
    }
    expect(texts.filter((s) => s === 'Your answer')).toHaveLength(3);
    // Every question has its row: 98 outcomes.
    expect(texts.filter((s) => ['Correct', 'Wrong', 'Omitted'].includes(s))).toHaveLength(98);
  });

  it('fits a short result on one page and reports the raw score and percent where no score table applies', async () => {
    const short = resultFixture();
    const sections = short.sections.map((s) => ({ ...s, scaled: null, lower: null, upper: null, route: null }));
    const pdf = await render({}, { ...short, total: null, sections, questions: short.questions.slice(0, 5) });
    expect(pageCount(pdf)).toBe(1);
    const texts = pdfTexts(pdf);
    const all = texts.join('\n');
    // 31/54 and 26/44: 57 of 98, 58%; each section its own percent.
    for (const s of ['Raw score', '57/98', '58% correct', '57% correct', '59% correct', 'Page 1 of 1']) expect(all).toContain(s);
    for (const s of ['Not scored', 'Total score', 'On a scale of 400 to 1600']) expect(all).not.toContain(s);
  });

  it("writes the dates in the taker's own time zone, and names it", async () => {
    const all = await joined(render({ timeZone: 'America/New_York' }));
    expect(all).toContain('Started: Nov 19, 2026, 8:00 PM (America/New_York)');
  });

  it("draws the tenant's lettermark, or embeds a PNG logo when there is one", async () => {
    expect(edu).toMatchObject({ letters: 'BP', color: '#0f8a6a', logo: null });
    expect(reportTheme({ ...findTenant('edu')!, image: `data:image/png;base64,${PNG.toString('base64')}` }).logo).toEqual(PNG);
    expect(reportTheme({ ...findTenant('edu')!, logo: '', name: 'North Star Academy', themeColor: 'red' })).toMatchObject({
      letters: 'NS',
      color: '#1f5fbf',
    });
    const lettermark = await render();
    expect(pdfTexts(lettermark)).toContain('BP');
    expect(lettermark.toString('latin1')).not.toContain('/Subtype /Image');
    const withLogo = await render({ logo: PNG });
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    expect(pdfTexts(withLogo)).not.toContain('BP');
  });

  (CJK ? it : it.skip)('renders zh-TW in Traditional Chinese with the embedded Noto Sans CJK TC', async () => {
    const pdf = await render({ locale: 'zh-TW' });
    expect(pageCount(pdf)).toBe(3);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKtc-Regular/);
    const all = pdfTexts(pdf).join('\n');
    for (const s of ['成績報告', '考生：Ada Lovelace', '總分', '各領域表現', '閱讀與寫作', '你的答案', '第 1 頁，共 3 頁', '正確']) {
      expect(all).toContain(s);
    }
  });

  it('falls back to English, with a warning, when a Chinese report has no CJK font', async () => {
    const warnings: unknown[] = [];
    const pdf = await render({ locale: 'zh-CN', cjkFont: null, warn: (message, details) => warnings.push({ message, details }) });
    expect(warnings).toEqual([{ message: expect.stringMatching(/No CJK font.*English/), details: { locale: 'zh-CN', attemptId: 1 } }]);
    const all = pdfTexts(pdf).join('\n');
    expect(all).toContain('Score report');
    expect(all).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps a Chinese name readable in an English report (CJK font), or marks it "?" without one', async () => {
    const withoutFont = await joined(render({ taker: '王小明', cjkFont: null }));
    expect(withoutFont).toContain('Test taker: ???');
    if (CJK) expect(await joined(render({ taker: '王小明' }))).toContain('Test taker: 王小明');
  });
});
