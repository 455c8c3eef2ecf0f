/**
 * What an uploaded document is (from its bytes, not its name or Content-Type) and its text: PDF through
 * `unpdf` (pdf.js, no native code), DOCX through `mammoth` (the raw text of the Word XML). Anything else is
 * refused at upload; a PDF or DOCX that does not open is a failed analysis ("damaged").
 *
 * pdf.js runs in a worker thread: a large or hostile PDF can keep it busy for long, and a thread can be
 * stopped at PDF_TIMEOUT_MS while the job's process goes on. (It also gives pdf.js, which is ESM only, a
 * plain Node module loader whatever runs this file.)
 */
import { Worker } from 'node:worker_threads';
import mammoth from 'mammoth';
import type { QuestionImportSource } from '@app/shared';

const PDF_TIMEOUT_MS = 120_000;

const ascii = (b: Buffer, text: string, at = 0) => b.subarray(at, at + text.length).toString('latin1') === text;

/** 'pdf' or 'docx' when the bytes are one, null otherwise. */
export function detectDocument(b: Buffer): Exclude<QuestionImportSource, 'text'> | null {
  if (ascii(b, '%PDF-')) return 'pdf';
  if (b.length > 4 && b.readUInt32LE(0) === 0x04034b50) {
    // A Word document is a zip holding [Content_Types].xml and word/document.xml (names are stored in clear).
    const names = b.toString('latin1');
    if (names.includes('[Content_Types].xml') && names.includes('word/document.xml')) return 'docx';
  }
  return null;
}

export class DamagedDocumentError extends Error {}

// The thread's code: unpdf's CommonJS entry (by absolute path), one page of text per entry.
const PDF_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { extractText, getDocumentProxy } = require(workerData.unpdf);
(async () => {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(workerData.data));
    const { text } = await extractText(pdf, { mergePages: false });
    parentPort.postMessage({ text: text.join('\\n\\n') });
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
})();
`;

function pdfText(data: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const bytes = new Uint8Array(data).slice().buffer;
    const worker = new Worker(PDF_WORKER, { eval: true, workerData: { unpdf: require.resolve('unpdf'), data: bytes }, transferList: [bytes] });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new DamagedDocumentError(`no text after ${PDF_TIMEOUT_MS} ms`));
    }, PDF_TIMEOUT_MS);
    worker.once('message', (m: { text?: string; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (m.text !== undefined) resolve(m.text);
      else reject(new DamagedDocumentError(m.error ?? 'unreadable'));
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      reject(new DamagedDocumentError(err.message));
    });
  });
}

/** The document's text with one line per line of the page (paragraphs of a DOCX). */
export async function extractText(kind: Exclude<QuestionImportSource, 'text'>, data: Buffer): Promise<string> {
  if (kind === 'pdf') return pdfText(data);
  try {
    // mammoth ends every paragraph with a blank line: one line per paragraph reads like the page (an empty paragraph stays blank).
    return (await mammoth.extractRawText({ buffer: data })).value.replace(/\n\n/g, '\n');
  } catch (err) {
    throw new DamagedDocumentError((err as Error).message);
  }
}
