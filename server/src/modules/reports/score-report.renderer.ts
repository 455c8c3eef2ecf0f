/**
 * The score report PDF (A4): a pure function of the graded result and the branding, run by the
 * 'render-report-pdf' job so the web process never spends its event loop on it.
 *
 * Page 1: tenant header, the test and its taker, the total score, section scores and domain bars; then
 * the per-question table, continued over as many pages as it needs with its header repeated; every page
 * gets a footer with its number. Latin reports use the built-in Helvetica (nothing to embed: fast);
 * Chinese ones embed a subset of the machine's CJK font (report-fonts.ts).
 */
import PDFDocument from 'pdfkit';
import {
  BUSINESS_TIMEZONE,
  LEAVE_GRACE_SECONDS,
  rawShare,
  type Locale,
  type QuestionOutcome,
  type ResultDto,
  type ResultQuestionDto,
} from '@app/shared';
import { cjkFontFor, isChineseLocale, type CjkFont } from './report-fonts';
import { reportLabels, type ReportLabels } from './report-labels';
import type { ReportTheme } from './report-theme';

export interface RenderOptions {
  locale: Locale;
  theme: ReportTheme;
  /** Shown under the test title: the taker's name. */
  taker: string;
  /** Overrides the theme's logo (PNG or JPEG bytes). */
  logo?: Buffer | null;
  /** Dates are shown in this zone (default: the business zone, GMT+8). */
  timeZone?: string;
  /** Default: the machine's CJK font for Chinese locales (looked up once); null forces the Latin fallback. */
  cjkFont?: CjkFont | null;
  /** Tests read the page streams as plain text. */
  compress?: boolean;
  /** Told when a Chinese report falls back to English for want of a CJK font. */
  warn?: (message: string, details: Record<string, unknown>) => void;
}

type Doc = PDFKit.PDFDocument;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { top: 40, bottom: 52, left: 40, right: 40 };
const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;
const CONTENT_BOTTOM = A4.height - MARGIN.bottom;
const INK = '#1d2330';
const MUTED = '#5b6372';
const RULE = '#d7dbe3';
const OUTCOME_COLOR: Record<QuestionOutcome, string> = { correct: '#1e7b45', wrong: '#b3261e', omitted: '#6b7280', unscored: '#6b7280' };
/** Digital and paper totals both run from 400 to 1600 (EBRW + Math). */
const TOTAL_SCALE = { min: 400, max: 1600 };

/** What a table cell may need besides its question. */
interface CellContext {
  l: ReportLabels;
  /** 1, 2 within the question's section (module titles are long and repeat the test's name). */
  moduleNo: (q: ResultQuestionDto) => number;
}

/** The table: column widths (pt, summing to the content width) and what each cell shows. */
const COLUMNS: { id: string; width: number; cell: (q: ResultQuestionDto, c: CellContext) => string }[] = [
  { id: 'reports.pdf.colNumber', width: 36, cell: (q) => String(q.number) },
  {
    id: 'reports.pdf.colModule',
    width: 175,
    cell: (q, { l, moduleNo }) => l.text('reports.pdf.module', { section: l.section(q.section), n: moduleNo(q) }),
  },
  { id: 'reports.pdf.colAnswer', width: 90, cell: (q) => q.answer || '-' },
  { id: 'reports.pdf.colKey', width: 90, cell: (q) => q.answerKey },
  { id: 'reports.pdf.colOutcome', width: 78, cell: (q, { l }) => l.outcome(q.outcome) },
  { id: 'reports.pdf.colTime', width: 46, cell: (q, { l }) => l.duration(q.timeSpentSeconds) },
];
const ROW_HEIGHT = 15;

/** Mixes a #rrggbb colour with white: the light fills behind the theme's colour. */
function tint(hex: string, amount: number): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(c + (255 - c) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/**
 * The standard fonts speak WinAnsi only: typographic spaces become spaces (dates in en-US carry a narrow
 * no-break space) and anything else outside Latin-1 becomes "?" instead of a wrong glyph.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const TYPOGRAPHIC_SPACE = /[\u2000-\u200b\u202f\u205f]/;
const inWinAnsi = (ch: string) => ch <= '\u00ff' || WIN_ANSI_EXTRAS.includes(ch) || TYPOGRAPHIC_SPACE.test(ch);
const fitsWinAnsi = (text: string) => [...text].every(inWinAnsi);
const winAnsi = (text: string): string => [...text].map((ch) => (TYPOGRAPHIC_SPACE.test(ch) ? ' ' : inWinAnsi(ch) ? ch : '?')).join('');

interface Fonts {
  regular: string;
  bold: string;
  clean: (text: string) => string;
}

/**
 * Helvetica unless the report is Chinese or its names and answers do not fit WinAnsi; then the CJK font (one
 * weight only: subsetting a second CFF font would double the render time). Without a CJK font, a
 * Chinese report is written in English and the caller is warned.
 */
function chooseFonts(doc: Doc, result: ResultDto, opts: RenderOptions): { fonts: Fonts; locale: Locale } {
  const dynamicText = [opts.theme.name, opts.taker, result.target.title, ...result.questions.flatMap((q) => [q.moduleTitle, q.answer, q.answerKey])];
  const wanted = isChineseLocale(opts.locale) || !dynamicText.every(fitsWinAnsi);
  const font = wanted ? (opts.cjkFont !== undefined ? opts.cjkFont : cjkFontFor(isChineseLocale(opts.locale) ? opts.locale : 'zh-CN')) : null;
  if (font) {
    doc.registerFont('cjk', font.data, font.postscriptName ?? undefined);
    return { fonts: { regular: 'cjk', bold: 'cjk', clean: (s) => s }, locale: opts.locale };
  }
  if (isChineseLocale(opts.locale)) {
    opts.warn?.('No CJK font on this machine (install fonts-noto-cjk): the score report is rendered in English', {
      locale: opts.locale,
      attemptId: result.attemptId,
    });
  }
  return { fonts: { regular: 'Helvetica', bold: 'Helvetica-Bold', clean: winAnsi }, locale: isChineseLocale(opts.locale) ? 'en-US' : opts.locale };
}

/** Writing helpers bound to one document: text at a position, cut to a width, in the chosen fonts. */
function pen(doc: Doc, fonts: Fonts) {
  const fit = (text: string, width: number): string => {
    let s = fonts.clean(text);
    if (doc.widthOfString(s) <= width) return s;
    while (s.length > 1 && doc.widthOfString(`${s}…`) > width) s = s.slice(0, -1);
    return `${s}…`;
  };
  return {
    write(
      text: string,
      x: number,
      y: number,
      o: { size: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' | 'center'; latin?: boolean },
    ) {
      // Scores and lettermarks stay in Helvetica in every language: the CJK font has one weight and a
      // taller ascent, which would push big digits onto the line below.
      const latin = o.latin && fitsWinAnsi(text);
      doc
        .font(latin ? (o.bold ? 'Helvetica-Bold' : 'Helvetica') : o.bold ? fonts.bold : fonts.regular)
        .fontSize(o.size)
        .fillColor(o.color ?? INK);
      const width = o.width ?? CONTENT_WIDTH;
      doc.text(fit(text, width), x, y, { width, align: o.align ?? 'left', lineBreak: false });
    },
  };
}
type Pen = ReturnType<typeof pen>;

function drawLogo(doc: Doc, p: Pen, theme: ReportTheme, logo: Buffer | null, x: number, y: number, size: number): void {
  if (logo) {
    try {
      doc.image(logo, x, y, { fit: [size, size] });
      return;
    } catch {
      // Not a PNG or JPEG pdfkit can read: the lettermark below stands in.
    }
  }
  doc.roundedRect(x, y, size, size, size * 0.22).fill(theme.color);
  p.write(theme.letters, x, y + size * 0.3, { size: size * 0.4, bold: true, color: '#ffffff', width: size, align: 'center', latin: true });
}

function drawHeader(doc: Doc, p: Pen, l: ReportLabels, result: ResultDto, opts: RenderOptions): number {
  const { theme } = opts;
  doc.rect(0, 0, A4.width, 8).fill(theme.color);
  drawLogo(doc, p, theme, opts.logo ?? theme.logo, MARGIN.left, MARGIN.top, 44);
  const textX = MARGIN.left + 56;
  p.write(theme.name, textX, MARGIN.top + 2, { size: 12, bold: true, color: theme.color, width: CONTENT_WIDTH - 56 });
  p.write(l.text('reports.pdf.title'), textX, MARGIN.top + 20, { size: 20, bold: true, width: CONTENT_WIDTH - 56 });

  let y = MARGIN.top + 62;
  p.write(result.target.title, MARGIN.left, y, { size: 14, bold: true });
  y += 22;
  const meta: [string, string][] = [
    [l.text('reports.pdf.taker'), opts.taker],
    [l.text('reports.pdf.started'), l.dateTime(result.startedAt)],
    [l.text('reports.pdf.finished'), l.dateTime(result.finishedAt)],
    [l.text('reports.pdf.graded'), l.dateTime(result.gradedAt)],
  ];
  const half = CONTENT_WIDTH / 2;
  meta.forEach(([label, value], i) => {
    const x = MARGIN.left + (i % 2) * half;
    const rowY = y + Math.floor(i / 2) * 15;
    p.write(l.text('reports.pdf.labelled', { label, value }), x, rowY, { size: 9.5, color: MUTED, width: half - 10 });
  });
  y += 30;
  p.write(l.text('reports.pdf.leaves', { count: result.leaveCount, seconds: LEAVE_GRACE_SECONDS }), MARGIN.left, y, {
    size: 9.5,
    color: result.leaveCount > 0 ? OUTCOME_COLOR.wrong : MUTED,
  });
  return y + 22;
}

/** "Score range a to b" when every section's table gives a range, else the scale of the total. */
function totalRange(result: ResultDto, l: ReportLabels): string {
  const ranged = result.sections.length > 0 && result.sections.every((s) => s.lower !== null && s.upper !== null);
  if (ranged) {
    const sum = (f: (s: ResultDto['sections'][number]) => number | null) => result.sections.reduce((acc, s) => acc + (f(s) ?? 0), 0);
    return l.text('reports.pdf.range', { lower: sum((s) => s.lower), upper: sum((s) => s.upper) });
  }
  return l.text('reports.pdf.scale', { min: TOTAL_SCALE.min, max: TOTAL_SCALE.max });
}

function drawScores(doc: Doc, p: Pen, l: ReportLabels, result: ResultDto, theme: ReportTheme, top: number): number {
  const boxWidth = 190;
  const boxHeight = 112;
  doc.roundedRect(MARGIN.left, top, boxWidth, boxHeight, 8).fill(tint(theme.color, 0.1));
  // Without a score table (a drill) the box holds the raw score and its percent, never an empty scaled score.
  const share = result.total === null ? rawShare(result.sections) : null;
  p.write(l.text(share ? 'reports.pdf.rawTotal' : 'reports.pdf.total'), MARGIN.left + 14, top + 12, {
    size: 10,
    bold: true,
    color: MUTED,
    width: boxWidth - 28,
  });
  p.write(share ? `${share.raw}/${share.max}` : String(result.total), MARGIN.left + 14, top + 28, {
    size: 40,
    bold: true,
    latin: true,
    color: theme.color,
    width: boxWidth - 28,
  });
  p.write(share ? l.text('reports.pdf.percent', { percent: share.percent }) : totalRange(result, l), MARGIN.left + 14, top + 74, {
    size: 9,
    color: MUTED,
    width: boxWidth - 28,
  });
  const { correct, wrong, omitted } = result.counts;
  p.write(l.text('reports.pdf.counts', { correct, wrong, omitted }), MARGIN.left + 14, top + 88, { size: 9, color: MUTED, width: boxWidth - 28 });

  // Section cards share the rest of the row.
  const x0 = MARGIN.left + boxWidth + 12;
  const cards = Math.max(result.sections.length, 1);
  const cardWidth = (CONTENT_WIDTH - boxWidth - 12 - (cards - 1) * 8) / cards;
  p.write(l.text('reports.pdf.sections'), x0, top - 2, { size: 10, bold: true, color: MUTED, width: CONTENT_WIDTH - boxWidth - 12 });
  result.sections.forEach((s, i) => {
    const x = x0 + i * (cardWidth + 8);
    const y = top + 14;
    const w = cardWidth - 20;
    doc
      .roundedRect(x, y, cardWidth, boxHeight - 14, 6)
      .lineWidth(0.8)
      .stroke(RULE);
    p.write(l.section(s.name), x + 10, y + 8, { size: 9.5, bold: true, width: w });
    p.write(s.scaled === null ? l.text('reports.pdf.percent', { percent: rawShare([s]).percent }) : String(s.scaled), x + 10, y + 24, {
      size: s.scaled === null ? 12 : 24,
      bold: true,
      latin: true,
      color: theme.color,
      width: w,
    });
    p.write(l.text('reports.pdf.raw', { raw: s.raw, max: s.maxRaw }), x + 10, y + 54, { size: 8.5, color: MUTED, width: w });
    if (s.lower !== null && s.upper !== null) {
      p.write(l.text('reports.pdf.range', { lower: s.lower, upper: s.upper }), x + 10, y + 67, { size: 8.5, color: MUTED, width: w });
    }
    if (s.route) p.write(l.route(s.route), x + 10, y + 80, { size: 8.5, color: MUTED, width: w });
  });
  return top + boxHeight + 24;
}

function drawDomains(doc: Doc, p: Pen, l: ReportLabels, result: ResultDto, theme: ReportTheme, top: number): number {
  p.write(l.text('reports.pdf.domains'), MARGIN.left, top, { size: 12, bold: true });
  let y = top + 20;
  const labelWidth = 200;
  const barWidth = CONTENT_WIDTH - labelWidth - 110;
  for (const d of result.domains) {
    const share = d.total > 0 ? d.correct / d.total : 0;
    p.write(l.domain(d.name), MARGIN.left, y + 1, { size: 9, width: labelWidth - 8 });
    doc.rect(MARGIN.left + labelWidth, y, barWidth, 10).fill('#eceff4');
    if (share > 0) doc.rect(MARGIN.left + labelWidth, y, barWidth * share, 10).fill(theme.color);
    p.write(`${d.correct}/${d.total}  ${Math.round(share * 100)}%`, MARGIN.left + labelWidth + barWidth + 8, y + 1, {
      size: 9,
      color: MUTED,
      width: 100,
    });
    y += 18;
  }
  return y + 14;
}

function drawTableHeader(doc: Doc, p: Pen, l: ReportLabels, theme: ReportTheme, y: number): number {
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, ROW_HEIGHT + 2).fill(theme.color);
  let x = MARGIN.left;
  for (const c of COLUMNS) {
    p.write(l.text(c.id), x + 4, y + 4.5, { size: 8, bold: true, color: '#ffffff', width: c.width - 8 });
    x += c.width;
  }
  return y + ROW_HEIGHT + 2;
}

/** Numbers each section's modules 1, 2... in the order the attempt took them. */
function moduleNumbers(questions: ResultQuestionDto[]): (q: ResultQuestionDto) => number {
  const bySection = new Map<string, number[]>();
  for (const q of [...questions].sort((a, b) => a.modulePosition - b.modulePosition)) {
    const positions = bySection.get(q.section) ?? [];
    if (!positions.includes(q.modulePosition)) positions.push(q.modulePosition);
    bySection.set(q.section, positions);
  }
  return (q) => (bySection.get(q.section) ?? []).indexOf(q.modulePosition) + 1;
}

function drawQuestions(doc: Doc, p: Pen, l: ReportLabels, result: ResultDto, theme: ReportTheme, top: number): void {
  const cells: CellContext = { l, moduleNo: moduleNumbers(result.questions) };
  let y = top;
  // The title and header stay with at least three rows; otherwise the table starts on a new page.
  if (y + 24 + 4 * ROW_HEIGHT > CONTENT_BOTTOM) {
    doc.addPage();
    y = MARGIN.top;
  }
  p.write(l.text('reports.pdf.questions'), MARGIN.left, y, { size: 12, bold: true });
  y = drawTableHeader(doc, p, l, theme, y + 20);
  result.questions.forEach((q, i) => {
    if (y + ROW_HEIGHT > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, p, l, theme, MARGIN.top);
    }
    if (i % 2 === 1) doc.rect(MARGIN.left, y, CONTENT_WIDTH, ROW_HEIGHT).fill('#f5f6f9');
    let x = MARGIN.left;
    for (const c of COLUMNS) {
      const isOutcome = c.id === 'reports.pdf.colOutcome';
      p.write(c.cell(q, cells), x + 4, y + 4, {
        size: 8,
        bold: isOutcome,
        color: isOutcome ? OUTCOME_COLOR[q.outcome] : INK,
        width: c.width - 8,
      });
      x += c.width;
    }
    y += ROW_HEIGHT;
  });
}

/** Written last, when the page count is known; the bottom margin is lifted so pdfkit adds no page. */
function drawFooters(doc: Doc, p: Pen, l: ReportLabels, theme: ReportTheme): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = A4.height - MARGIN.bottom + 16;
    doc
      .moveTo(MARGIN.left, y - 6)
      .lineTo(A4.width - MARGIN.right, y - 6)
      .lineWidth(0.5)
      .stroke(RULE);
    p.write(theme.name, MARGIN.left, y, { size: 8, color: MUTED, width: CONTENT_WIDTH / 2 });
    p.write(l.text('reports.pdf.page', { page: i - start + 1, pages: count }), MARGIN.left + CONTENT_WIDTH / 2, y, {
      size: 8,
      color: MUTED,
      width: CONTENT_WIDTH / 2,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
}

/** The report as PDF bytes. */
export async function renderScoreReport(result: ResultDto, opts: RenderOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    compress: opts.compress ?? true,
    // Fixed dates keep the bytes of a re-render identical for the same result.
    info: { Title: result.target.title, Author: opts.theme.name, CreationDate: new Date(result.gradedAt ?? result.finishedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { fonts, locale } = chooseFonts(doc, result, opts);
  const l = reportLabels(locale, opts.timeZone ?? BUSINESS_TIMEZONE);
  const p = pen(doc, fonts);
  let y = drawHeader(doc, p, l, result, opts);
  y = drawScores(doc, p, l, result, opts.theme, y);
  y = drawDomains(doc, p, l, result, opts.theme, y);
  drawQuestions(doc, p, l, result, opts.theme, y);
  drawFooters(doc, p, l, opts.theme);
  doc.end();
  return done;
}
