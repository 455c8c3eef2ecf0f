/**
 * What an uploaded document is (from its bytes, not its name or Content-Type) and its text: PDF through
 * `unpdf` (pdf.js, no native code, text only), DOCX through `mammoth` (raw text of the Word XML). Anything else
 * is refused at upload; a PDF or DOCX that does not open is a failed analysis ("damaged").
 */
import type { QuestionImportSource } from '@app/shared';

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

/** The document's text with one line per line of the page (paragraphs of a DOCX). */
export async function extractText(kind: Exclude<QuestionImportSource, 'text'>, data: Buffer): Promise<string> {
  try {
    if (kind === 'pdf') {
      const { extractText: pdfText, getDocumentProxy } = await import('unpdf');
      const pdf = await getDocumentProxy(new Uint8Array(data));
      const { text } = await pdfText(pdf, { mergePages: false });
      await pdf.cleanup();
      return (text as string[]).join('\n\n');
    }
    const mammoth = await import('mammoth');
    const { value } = await mammoth.extractRawText({ buffer: data });
    return value;
  } catch (err) {
    throw new DamagedDocumentError((err as Error).message);
  }
}
