/**
 * Writes question documents for the question import: a PDF (pdfkit, one paragraph per line given) and a
 * minimal DOCX (an OOXML zip with the three parts Word and mammoth need, stored without compression). Used by
 * the sample generator (server/test/fixtures/question-import/make-samples.ts) and the import benchmark.
 */
import PDFDocument from 'pdfkit';

/** A PDF with each entry as its own paragraph; an empty entry is a blank line. */
export function writePdf(lines: string[], title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A fixed creation date keeps the committed sample byte-stable across runs.
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, CreationDate: new Date('2026-01-01T00:00:00Z') } });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(11);
    for (const line of lines) {
      if (line === '') doc.moveDown(0.6);
      else doc.text(line, { lineGap: 2 });
    }
    doc.end();
  });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const byte of b) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip of stored (uncompressed) entries: enough for an OOXML package. */
export function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00, fixed for stable bytes
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0x00210000, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Word document with one paragraph per entry (an empty entry is an empty paragraph). */
export function writeDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => (p ? `<w:p><w:r><w:t xml:space="preserve">${xmlText(p)}</w:t></w:r></w:p>` : '<w:p/>')).join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: '_rels/.rels', data: Buffer.from(rels) },
    { name: 'word/document.xml', data: Buffer.from(document) },
  ]);
}

/** `n` numbered questions (math ones with four choices, every fifth a grid-in) and their answer-key table. */
export function numberedQuestions(n: number): string[] {
  const lines: string[] = ['Generated practice set', '', 'Math', ''];
  const key: string[] = [];
  for (let i = 1; i <= n; i++) {
    const a = (i % 7) + 2;
    const b = (i % 5) + 3;
    if (i % 5 === 0) {
      lines.push(`${i}. If ${a}x + ${b} = ${a * 4 + b}, what is the value of x?`, '');
      key.push(`${i}. 4`);
    } else {
      lines.push(
        `${i}. What is the value of ${a} times ${b} plus ${i}?`,
        `A) ${a * b + i}`,
        `B) ${a * b + i + 1}`,
        `C) ${a + b + i}`,
        `D) ${a * b}`,
        '',
      );
      key.push(`${i}. A`);
    }
  }
  return [...lines, 'Answer Key', ...key];
}
