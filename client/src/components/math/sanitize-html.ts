/** Tags an author may use in stems, choices, explanations and passages; everything else is stripped. */
const ALLOWED = new Set(['p', 'br', 'em', 'strong', 'u', 'sub', 'sup', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span']);
/** Elements whose content is never text for the reader: dropped with everything inside. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'button',
]);
const VOID = new Set(['br']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function serialize(node: Node, out: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    out.push(escapeText(node.nodeValue ?? ''));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
  const tag = (node as Element).localName;
  if (DROPPED.has(tag)) return;
  const keep = ALLOWED.has(tag);
  if (keep) out.push(`<${tag}>`);
  if (!VOID.has(tag)) node.childNodes.forEach((child) => serialize(child, out));
  if (keep && !VOID.has(tag)) out.push(`</${tag}>`);
}

/**
 * Trusted-author rich text reduced to a small HTML subset with no attributes at all: disallowed
 * elements are unwrapped (their text stays), scripts and the like go with their content. The result is
 * rebuilt from scratch rather than edited in place, so nothing the parser produced survives unexamined.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  // An inert document: nothing in it loads or runs.
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const out: string[] = [];
  doc.body.childNodes.forEach((child) => serialize(child, out));
  return out.join('');
}

/** Whether a text holds TeX between \( \), \[ \] or $$ $$ (only then is MathJax loaded). */
export function hasMath(text: string): boolean {
  return /\\\(|\\\[|\$\$/.test(text);
}

/** Rich text as plain text (list excerpts, titles). */
export function plainText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${sanitizeHtml(html)}`, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
