import { sanitizeHtml } from '../../../components/math/sanitize-html';

/** Table parts where a text node is invalid HTML (React warns, browsers move it): whitespace there is layout only. */
const NO_TEXT_INSIDE = new Set(['table', 'thead', 'tbody', 'tr']);

export interface ParsedPassage {
  /** The sanitized passage as an inert DOM tree (a <body>). */
  root: HTMLElement;
  /** Its plain text: what highlight offsets count. */
  text: string;
}

function dropLayoutWhitespace(node: Node): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE && NO_TEXT_INSIDE.has((node as Element).localName) && !child.nodeValue?.trim()) child.remove();
    else dropLayoutWhitespace(child);
  }
}

/**
 * The passage sanitized exactly as MathText sanitizes rich text (same tag subset, no attributes), parsed
 * into an inert document. Offsets are counted on this tree's text, which is also what is drawn, so a
 * highlight lands on the same words after every re-render.
 */
export function parsePassage(html: string): ParsedPassage {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${sanitizeHtml(html)}`, 'text/html');
  dropLayoutWhitespace(doc.body);
  return { root: doc.body, text: doc.body.textContent ?? '' };
}
