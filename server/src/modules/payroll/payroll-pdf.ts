/**
 * The module's PDFs (payslips, progress reports): A4 with the tenant's header like the score report (colour bar,
 * logo or lettermark, name), a title, labelled facts, tables that continue over pages with their header repeated,
 * and paragraphs. Chinese documents, and any document whose names do not fit the standard fonts, use the machine's
 * CJK font (reports module); without one the text falls back to Helvetica and the labels to English.
 */
import PDFDocument from 'pdfkit';
import type { Locale } from '@app/shared';
import { cjkFontFor, type ReportTheme } from '../reports';

type Doc = PDFKit.PDFDocument;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { top: 40, bottom: 52, left: 40, right: 40 };
const WIDTH = A4.width - MARGIN.left - MARGIN.right;
const BOTTOM = A4.height - MARGIN.bottom;
const INK = '#1d2330';
const MUTED = '#5b6372';
const RULE = '#d7dbe3';
const ROW = 16;

export interface Column {
  title: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfWriter {
  /** The locale the labels should be written in (English when a Chinese document has no CJK font). */
  locale: Locale;
  facts(pairs: [string, string][]): void;
  heading(text: string): void;
  table(columns: Column[], rows: string[][], total?: string[]): void;
  paragraph(text: string): void;
}

/** Whether the standard fonts can write `s` (Latin-1 and a few punctuation marks). */
const fitsLatin = (s: string) => [...s].every((ch) => ch.charCodeAt(0) <= 0xff || '\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026'.includes(ch));

export interface PdfOptions {
  locale: Locale;
  theme: ReportTheme;
  title: string;
  /** Texts that will appear (names, topics, comments): decide whether the CJK font is needed. */
  texts: string[];
  /** The document's date (kept in the file's info so a re-render is identical). */
  date: Date;
  compress?: boolean;
}

export async function renderPdf(opts: PdfOptions, draw: (w: PdfWriter) => void): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    compress: opts.compress ?? true,
    info: { Title: opts.title, Author: opts.theme.name, CreationDate: opts.date },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const chinese = opts.locale === 'zh-CN' || opts.locale === 'zh-TW';
  const wanted = chinese || ![opts.theme.name, opts.title, ...opts.texts].every(fitsLatin);
  const font = wanted ? cjkFontFor(chinese ? opts.locale : 'zh-CN') : null;
  if (font) doc.registerFont('cjk', font.data, font.postscriptName ?? undefined);
  const clean = (s: string) => (font ? s : [...s].map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : '?')).join(''));
  const face = (bold = false) => (font ? 'cjk' : bold ? 'Helvetica-Bold' : 'Helvetica');

  let y = MARGIN.top;
  const write = (
    text: string,
    x: number,
    top: number,
    o: { size: number; bold?: boolean; color?: string; width: number; align?: 'left' | 'right' | 'center' },
  ) => {
    doc
      .font(face(o.bold))
      .fontSize(o.size)
      .fillColor(o.color ?? INK);
    let s = clean(text);
    if (doc.widthOfString(s) > o.width) {
      while (s.length > 1 && doc.widthOfString(`${s}…`) > o.width) s = s.slice(0, -1);
      s = `${s}…`;
    }
    doc.text(s, x, top, { width: o.width, align: o.align ?? 'left', lineBreak: false });
  };
  const room = (h: number) => {
    if (y + h > BOTTOM) {
      doc.addPage();
      y = MARGIN.top;
    }
  };

  // Header: the tenant's bar, mark and name, then the document's title.
  const { theme } = opts;
  doc.rect(0, 0, A4.width, 8).fill(theme.color);
  let drewLogo = false;
  if (theme.logo) {
    try {
      doc.image(theme.logo, MARGIN.left, y, { fit: [40, 40] });
      drewLogo = true;
    } catch {
      // Not an image pdfkit reads: the lettermark stands in.
    }
  }
  if (!drewLogo) {
    doc.roundedRect(MARGIN.left, y, 40, 40, 9).fill(theme.color);
    write(theme.letters, MARGIN.left, y + 13, { size: 15, bold: true, color: '#ffffff', width: 40, align: 'center' });
  }
  write(theme.name, MARGIN.left + 52, y + 2, { size: 12, bold: true, color: theme.color, width: WIDTH - 52 });
  write(opts.title, MARGIN.left + 52, y + 18, { size: 18, bold: true, width: WIDTH - 52 });
  y += 58;

  const w: PdfWriter = {
    locale: chinese && !font ? 'en-US' : opts.locale,
    facts(pairs) {
      const half = WIDTH / 2;
      pairs.forEach(([label, value], i) => {
        if (i % 2 === 0) room(ROW);
        const x = MARGIN.left + (i % 2) * half;
        write(label, x, y, { size: 9, color: MUTED, width: 110 });
        write(value, x + 112, y, { size: 10, width: half - 118 });
        if (i % 2 === 1 || i === pairs.length - 1) y += ROW;
      });
      y += 6;
    },
    heading(text) {
      room(40);
      y += 6;
      write(text, MARGIN.left, y, { size: 12, bold: true, color: theme.color, width: WIDTH });
      y += 20;
    },
    table(columns, rows, total) {
      const xs: number[] = [];
      let x = MARGIN.left;
      for (const c of columns) {
        xs.push(x);
        x += c.width * WIDTH;
      }
      const line = (cells: string[], o: { bold?: boolean; color?: string }) =>
        cells.forEach((cell, i) =>
          write(cell, xs[i] + 3, y + 3, { size: 9, bold: o.bold, color: o.color, width: columns[i].width * WIDTH - 6, align: columns[i].align }),
        );
      const head = () => {
        doc.rect(MARGIN.left, y, WIDTH, ROW).fill('#eef1f6');
        line(
          columns.map((c) => c.title),
          { bold: true, color: MUTED },
        );
        y += ROW;
      };
      room(ROW * 2);
      head();
      for (const r of rows) {
        if (y + ROW > BOTTOM) {
          doc.addPage();
          y = MARGIN.top;
          head();
        }
        line(r, {});
        y += ROW;
        doc
          .moveTo(MARGIN.left, y)
          .lineTo(MARGIN.left + WIDTH, y)
          .lineWidth(0.5)
          .strokeColor(RULE)
          .stroke();
      }
      if (total) {
        room(ROW);
        line(total, { bold: true });
        y += ROW;
      }
      y += 8;
    },
    paragraph(text) {
      doc.font(face()).fontSize(10).fillColor(INK);
      for (const para of clean(text).split(/\n/)) {
        const h = doc.heightOfString(para || ' ', { width: WIDTH });
        room(Math.min(h, BOTTOM - MARGIN.top));
        doc
          .font(face())
          .fontSize(10)
          .fillColor(INK)
          .text(para || ' ', MARGIN.left, y, { width: WIDTH });
        y = doc.y + 4;
      }
      y += 6;
    },
  };
  draw(w);
  doc.end();
  return done;
}
