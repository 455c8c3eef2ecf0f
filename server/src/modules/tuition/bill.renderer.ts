/**
 * The family's bill (A4 PDF): a pure function of the bill's figures, its language and the tenant's
 * branding, drawn like the score report (reports module): the tenant's colour bar and logo or lettermark,
 * Helvetica for Latin bills and the machine's CJK font (reports' cjkFontFor) for Chinese ones.
 *
 * The figures come in as integers in minor units and are written with formatMinor, so the PDF shows
 * exactly what the tuition record holds. The document's Keywords carry the same figures in a machine
 * form (`currency=TWD total=… paid=… remaining=… status=…`) for whoever checks a bill without reading
 * its pages (the e2e test does).
 */
import PDFDocument from 'pdfkit';
import { formatMinor, type BillStatus, type Locale, type TuitionCurrency, type TuitionPaymentKind, type TuitionPaymentMethod } from '@app/shared';
import { t } from '../../lib/i18n';
import { cjkFontFor, type ReportTheme } from '../reports';

export interface BillData {
  billNo: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  family: { name: string; email: string; phone: string };
  course: string | null;
  students: string[];
  currency: TuitionCurrency;
  original: number;
  discounts: { label: string; amount: number }[];
  total: number;
  payments: { on: string; kind: TuitionPaymentKind; method: TuitionPaymentMethod; amount: number; comment: string }[];
  paid: number;
  remaining: number;
  status: BillStatus;
}

export interface BillOptions {
  locale: Locale;
  theme: ReportTheme;
  /** Tests read the page streams as plain text. */
  compress?: boolean;
  /** Default: the machine's CJK font for Chinese bills; null forces Helvetica (Chinese bills then fall back to English). */
  cjkFont?: ReturnType<typeof cjkFontFor>;
}

const A4 = { width: 595.28, height: 841.89 };
const M = { top: 40, bottom: 52, left: 48, right: 48 };
const W = A4.width - M.left - M.right;
const INK = '#1d2330';
const MUTED = '#5b6372';
const RULE = '#d7dbe3';
const STATUS_COLOR: Record<BillStatus, string> = { unpaid: '#b3261e', partly_paid: '#9a6700', paid: '#1e7b45', overpaid: '#1f5fbf' };

/** Helvetica writes WinAnsi only: anything beyond Latin-1 becomes "?" rather than a wrong glyph. */
const latin1 = (s: string) => [...s].map((ch) => (ch <= '\u00ff' ? ch : '?')).join('');

export async function renderBill(bill: BillData, opts: BillOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: M,
    compress: opts.compress ?? true,
    info: {
      Title: `${bill.billNo}`,
      Author: latin1(opts.theme.name),
      Subject: 'Tuition bill',
      Keywords: `currency=${bill.currency} total=${bill.total} paid=${bill.paid} remaining=${bill.remaining} status=${bill.status}`,
      CreationDate: new Date(`${bill.issuedOn}T00:00:00+08:00`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const chinese = opts.locale === 'zh-CN' || opts.locale === 'zh-TW';
  const dynamic = [
    opts.theme.name,
    bill.family.name,
    bill.course ?? '',
    ...bill.students,
    ...bill.discounts.map((d) => d.label),
    ...bill.payments.map((p) => p.comment),
  ];
  const needsCjk = chinese || dynamic.some((s) => [...s].some((ch) => ch > '\u00ff'));
  const font = needsCjk ? (opts.cjkFont !== undefined ? opts.cjkFont : cjkFontFor(opts.locale === 'zh-TW' ? 'zh-TW' : 'zh-CN')) : null;
  if (font) doc.registerFont('cjk', font.data, font.postscriptName ?? undefined);
  const locale: Locale = chinese && !font ? 'en-US' : opts.locale;
  const regular = font ? 'cjk' : 'Helvetica';
  const bold = font ? 'cjk' : 'Helvetica-Bold';
  const clean = font ? (s: string) => s : latin1;
  const tx = (id: string, values?: Record<string, string | number>) => t(locale, `tuitionApi.bill.${id}`, values);
  const money = (minor: number) => formatMinor(minor, bill.currency, locale);

  const write = (
    text: string,
    x: number,
    y: number,
    o: { size: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' },
  ) => {
    doc
      .font(o.bold ? bold : regular)
      .fontSize(o.size)
      .fillColor(o.color ?? INK);
    doc.text(clean(text), x, y, { width: o.width ?? W, align: o.align ?? 'left', lineBreak: false, ellipsis: true, height: o.size * 1.6 });
  };
  const rule = (y: number) =>
    doc
      .moveTo(M.left, y)
      .lineTo(A4.width - M.right, y)
      .lineWidth(0.5)
      .stroke(RULE);

  // Header: the tenant's bar, logo (or lettermark), name and the document's title.
  const { theme } = opts;
  doc.rect(0, 0, A4.width, 8).fill(theme.color);
  let drewLogo = false;
  if (theme.logo) {
    try {
      doc.image(theme.logo, M.left, M.top, { fit: [44, 44] });
      drewLogo = true;
    } catch {
      // Not an image pdfkit reads: the lettermark stands in.
    }
  }
  if (!drewLogo) {
    doc.roundedRect(M.left, M.top, 44, 44, 10).fill(theme.color);
    doc
      .font('Helvetica-Bold')
      .fontSize(17)
      .fillColor('#ffffff')
      .text(latin1(theme.letters), M.left, M.top + 13, { width: 44, align: 'center', lineBreak: false });
  }
  write(theme.name, M.left + 56, M.top + 2, { size: 12, bold: true, color: theme.color, width: W - 56 });
  write(tx('title'), M.left + 56, M.top + 20, { size: 20, bold: true, width: W - 56 });

  let y = M.top + 64;
  const meta: [string, string][] = [
    [tx('billNo'), bill.billNo],
    [tx('issuedOn'), bill.issuedOn],
    [tx('family'), bill.family.name],
    [tx('email'), bill.family.email],
    [tx('phone'), bill.family.phone || '-'],
    [tx('course'), bill.course ?? '-'],
  ];
  meta.forEach(([label, value], i) => {
    const x = M.left + (i % 2) * (W / 2);
    write(`${label}: ${value}`, x, y + Math.floor(i / 2) * 15, { size: 9.5, color: MUTED, width: W / 2 - 10 });
  });
  y += Math.ceil(meta.length / 2) * 15 + 6;
  write(`${tx('students')}: ${bill.students.join(', ') || '-'}`, M.left, y, { size: 9.5, color: MUTED });
  y += 24;

  // The charges: original price, each discount, the total.
  const amountX = M.left + W - 140;
  const line = (label: string, amount: string, o: { bold?: boolean; color?: string } = {}) => {
    write(label, M.left, y, { size: 10.5, bold: o.bold, color: o.color, width: W - 150 });
    write(amount, amountX, y, { size: 10.5, bold: o.bold, color: o.color, width: 140, align: 'right' });
    y += 18;
  };
  write(tx('charges'), M.left, y, { size: 12, bold: true, color: theme.color });
  y += 20;
  rule(y - 4);
  line(tx('original', { count: bill.students.length }), money(bill.original));
  for (const d of bill.discounts) line(d.label, money(-d.amount), { color: MUTED });
  rule(y - 2);
  y += 2;
  line(tx('total'), money(bill.total), { bold: true });
  y += 12;

  // The payments against it, then where the bill stands.
  write(tx('payments'), M.left, y, { size: 12, bold: true, color: theme.color });
  y += 20;
  rule(y - 4);
  if (bill.payments.length === 0) {
    write(tx('noPayments'), M.left, y, { size: 10, color: MUTED });
    y += 18;
  }
  for (const p of bill.payments) {
    if (y > A4.height - M.bottom - 120) {
      doc.addPage();
      y = M.top;
    }
    const label = `${p.on}  ${tx(`kind.${p.kind}`)} · ${tx(`method.${p.method}`)}${p.comment ? ` · ${p.comment}` : ''}`;
    line(label, money(p.kind === 'refund' ? -p.amount : p.amount), { color: p.kind === 'refund' ? MUTED : INK });
  }
  rule(y - 2);
  y += 2;
  line(tx('paid'), money(bill.paid), { bold: true });
  line(bill.remaining < 0 ? tx('credit') : tx('remaining'), money(Math.abs(bill.remaining)), { bold: true });
  y += 6;
  doc.roundedRect(M.left, y, W, 30, 6).fill(STATUS_COLOR[bill.status]);
  write(tx(`status.${bill.status}`), M.left + 12, y + 9, { size: 12, bold: true, color: '#ffffff', width: W - 24 });
  y += 46;
  write(tx('currencyNote', { currency: bill.currency }), M.left, y, { size: 8.5, color: MUTED });

  doc.end();
  return done;
}
