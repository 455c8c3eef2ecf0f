/**
 * Author HTML as plain text (excerpts, duplicate detection). A tag must start with a letter or
 * `/letter`: math like `x < 4` or `2 <= y` is text, not the start of a tag.
 */
const TAG = /<\/?[A-Za-z][^<>]*>/g;
const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

export function htmlToText(html: string): string {
  return html
    .replace(TAG, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/gi, (_m, e: string) => ENTITIES[e.toLowerCase()])
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text (or an attribute value in double quotes) safe inside server-rendered HTML. */
export const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
