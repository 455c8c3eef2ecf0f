/**
 * CSV as spreadsheets read it (RFC 4180): CRLF rows, fields with a comma, quote or line break quoted and
 * their quotes doubled, and a UTF-8 byte order mark so Excel shows Chinese names instead of mojibake.
 * Text that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe: student
 * names are typed by students. Pure functions.
 */
export type CsvValue = string | number | null;

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsv = (rows: CsvValue[][]): string => CSV_BOM + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
