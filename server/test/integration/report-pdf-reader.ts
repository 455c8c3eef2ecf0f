/**
 * Just enough PDF reading for the report tests, on files rendered with `compress: false`: the page
 * count, and the text of every TJ/Tj string. Standard-font text is WinAnsi bytes; an embedded CJK font
 * writes 2-byte glyph ids, turned back into characters through the font's ToUnicode map.
 */

/** Page objects (`/Type /Page`, not `/Pages`). */
export const pageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page(?![a-z])/g) ?? []).length;

/** Glyph id -> text, from pdfkit's ToUnicode CMaps (`<first> <last> [<u1> <u2> ...]` ranges). */
function toUnicode(src: string): Map<number, string> | null {
  const map = new Map<number, string>();
  for (const range of src.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    const first = parseInt(range[1], 16);
    [...range[2].matchAll(/<([0-9a-f]+)>/gi)].forEach((u, i) => {
      const codes = u[1].match(/.{4}/g) ?? [];
      map.set(first + i, String.fromCharCode(...codes.map((c) => parseInt(c, 16))));
    });
  }
  return map.size ? map : null;
}

/** Each text-showing operator's string, in page order. */
export function pdfTexts(pdf: Buffer): string[] {
  const src = pdf.toString('latin1');
  const glyphs = toUnicode(src);
  const decode = (hex: string): string =>
    glyphs ? (hex.match(/.{4}/g) ?? []).map((g) => glyphs.get(parseInt(g, 16)) ?? '?').join('') : Buffer.from(hex, 'hex').toString('latin1');
  // Linear patterns only: the file also holds binary font data these must not backtrack over.
  return [...src.matchAll(/\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/gi)].map((m) =>
    m[1] ? [...m[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => decode(h[1])).join('') : decode(m[2]),
  );
}
