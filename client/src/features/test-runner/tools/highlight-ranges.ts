/**
 * Passage highlights as character ranges of the passage's plain text (its textContent), kept as a
 * partition: no two highlights share a character. That makes drawing them one <mark> per piece simple
 * and lets an overlapping new highlight "paint over" the old ones, as a highlighter pen does.
 */
import type { HighlightDto } from '@app/shared';

export const HIGHLIGHT_COLORS = ['yellow', 'blue', 'pink'] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

export interface TextRange {
  start: number;
  end: number;
}

/** One stretch of text for drawing: the highlight that covers it (its index in the list) or none. */
export interface Piece extends TextRange {
  index: number | null;
}

const byStart = (a: HighlightDto, b: HighlightDto) => a.start - b.start || a.end - b.end;

/** Notes of merged highlights are kept, one per line, never silently dropped. */
function joinNotes(...notes: (string | undefined)[]): string | undefined {
  const kept = notes.map((n) => n?.trim()).filter((n): n is string => !!n);
  return kept.length ? [...new Set(kept)].join('\n') : undefined;
}

function withNote(h: HighlightDto, note: string | undefined): HighlightDto {
  const { note: _drop, ...rest } = h;
  return note ? { ...rest, note } : rest;
}

/**
 * Cleans a list that came from storage or an older client: clamps to the text, drops empty and
 * unknown-colour ranges, and resolves overlaps (the later highlight wins where two overlap).
 */
export function normalizeHighlights(list: HighlightDto[], textLength: number): HighlightDto[] {
  let out: HighlightDto[] = [];
  for (const h of list) {
    const start = Math.max(0, Math.min(h.start, textLength));
    const end = Math.max(0, Math.min(h.end, textLength));
    if (end <= start || !(HIGHLIGHT_COLORS as readonly string[]).includes(h.color)) continue;
    out = paint(out, { ...h, start, end });
  }
  return out;
}

/** Merges neighbours of the same colour that touch or overlap. */
function mergeSameColour(sorted: HighlightDto[]): HighlightDto[] {
  const out: HighlightDto[] = [];
  for (const h of sorted) {
    const last = out[out.length - 1];
    if (last && last.color === h.color && h.start <= last.end) {
      out[out.length - 1] = withNote({ ...last, end: Math.max(last.end, h.end) }, joinNotes(last.note, h.note));
    } else out.push(h);
  }
  return out;
}

/**
 * Lays `h` over the list: the parts of other highlights under it go (a highlight cut in two keeps its
 * note on the left part; one covered entirely hands its note to `h`), then same-colour neighbours merge.
 */
function paint(list: HighlightDto[], h: HighlightDto): HighlightDto[] {
  const kept: HighlightDto[] = [];
  const inherited: (string | undefined)[] = [];
  for (const old of list) {
    if (old.end <= h.start || old.start >= h.end) {
      kept.push(old);
      continue;
    }
    const left = old.start < h.start ? { ...old, end: h.start } : null;
    const right = old.end > h.end ? withNote({ ...old, start: h.end }, left ? undefined : old.note) : null;
    if (left) kept.push(left);
    if (right) kept.push(right);
    if (!left && !right) inherited.push(old.note);
  }
  kept.push(withNote(h, joinNotes(h.note, ...inherited)));
  return mergeSameColour(kept.sort(byStart));
}

/** Highlights `range` in `color` (with an optional note) over whatever was there. */
export function addHighlight(list: HighlightDto[], range: TextRange, color: HighlightColor, note?: string): HighlightDto[] {
  if (range.end <= range.start) return list;
  return paint(list, withNote({ start: range.start, end: range.end, color }, note?.trim() || undefined));
}

/** Recolours one highlight (it may then merge with a neighbour of the new colour). */
export function recolorHighlight(list: HighlightDto[], index: number, color: HighlightColor): HighlightDto[] {
  const h = list[index];
  if (!h) return list;
  return mergeSameColour(list.map((x, i) => (i === index ? { ...x, color } : x)).sort(byStart));
}

/** Sets or (with a blank text) removes one highlight's note. */
export function setHighlightNote(list: HighlightDto[], index: number, note: string): HighlightDto[] {
  return list.map((x, i) => (i === index ? withNote(x, note.trim() || undefined) : x));
}

export function removeHighlight(list: HighlightDto[], index: number): HighlightDto[] {
  return list.filter((_, i) => i !== index);
}

/**
 * Cuts [start, end) of the text into pieces at highlight edges. `list` must be normalized (sorted, no
 * overlaps). A text node of the passage is drawn as these pieces.
 */
export function piecesOf(start: number, end: number, list: HighlightDto[]): Piece[] {
  const pieces: Piece[] = [];
  let at = start;
  list.forEach((h, index) => {
    if (h.end <= at || h.start >= end) return;
    if (h.start > at) pieces.push({ start: at, end: h.start, index: null });
    const to = Math.min(h.end, end);
    pieces.push({ start: Math.max(h.start, at), end: to, index });
    at = to;
  });
  if (at < end) pieces.push({ start: at, end, index: null });
  return pieces;
}

/** Characters before a DOM position inside `root`, counting text nodes only and skipping UI markers. */
export function textOffset(root: Node, node: Node, offset: number): number {
  // A position between an element's children: count the text of the children before it.
  if (node.nodeType !== Node.TEXT_NODE) {
    const before = Array.from(node.childNodes).slice(0, offset);
    return textOffsetOfNode(root, node) + before.reduce((sum, child) => sum + countedText(child), 0);
  }
  return textOffsetOfNode(root, node) + offset;
}

/** Elements drawn by the annotator itself (note markers): not part of the passage's text. */
export const UI_ATTRIBUTE = 'data-annotation-ui';

const isUi = (node: Node) => node.nodeType === Node.ELEMENT_NODE && (node as Element).hasAttribute(UI_ATTRIBUTE);

function countedText(node: Node): number {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue?.length ?? 0;
  if (isUi(node)) return 0;
  let sum = 0;
  node.childNodes.forEach((child) => (sum += countedText(child)));
  return sum;
}

/** Characters of passage text that come before `target` in document order. */
function textOffsetOfNode(root: Node, target: Node): number {
  if (target === root) return 0;
  let sum = 0;
  let found = false;
  const walk = (node: Node) => {
    if (found) return;
    if (node === target) {
      found = true;
      return;
    }
    if (node.nodeType === Node.TEXT_NODE) {
      sum += node.nodeValue?.length ?? 0;
      return;
    }
    if (isUi(node)) return;
    node.childNodes.forEach(walk);
  };
  root.childNodes.forEach(walk);
  return sum;
}

/** The plain-text range a DOM selection covers inside `root`, or null when it is empty or leaves `root`. */
export function selectionToRange(root: Node, selection: Pick<Selection, 'rangeCount' | 'getRangeAt' | 'isCollapsed'> | null): TextRange | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const r = selection.getRangeAt(0);
  if (!root.contains(r.startContainer) || !root.contains(r.endContainer)) return null;
  const a = textOffset(root, r.startContainer, r.startOffset);
  const b = textOffset(root, r.endContainer, r.endOffset);
  const range = { start: Math.min(a, b), end: Math.max(a, b) };
  return range.end > range.start ? range : null;
}

/** Trims spaces off both ends of a range (a double-click or drag often takes the space after a word). */
export function trimRange(text: string, range: TextRange): TextRange | null {
  let { start, end } = range;
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return end > start ? { start, end } : null;
}
