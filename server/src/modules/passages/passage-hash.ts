import crypto from 'node:crypto';

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/**
 * The text that identifies a passage: tags stripped (as a space, so `<p>a</p><p>b</p>` reads "a b"),
 * the common entities decoded, whitespace collapsed, lower-cased. Two bodies differing only in markup,
 * spacing or case are the same passage.
 */
export function normalizePassageBody(body: string): string {
  return body
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/gi, (_m, e: string) => ENTITIES[e.toLowerCase()])
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export const passageBodyHash = (body: string): string => crypto.createHash('sha256').update(normalizePassageBody(body)).digest('hex');
