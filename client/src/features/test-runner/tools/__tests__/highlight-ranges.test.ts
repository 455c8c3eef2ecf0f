import { describe, expect, it } from 'vitest';
import type { HighlightDto } from '@app/shared';
import {
  addHighlight,
  normalizeHighlights,
  piecesOf,
  recolorHighlight,
  removeHighlight,
  selectionToRange,
  setHighlightNote,
  textOffset,
  trimRange,
  UI_ATTRIBUTE,
} from '../highlight-ranges';
import { parsePassage } from '../passage-dom';

const y = (start: number, end: number, note?: string): HighlightDto =>
  note ? { start, end, color: 'yellow', note } : { start, end, color: 'yellow' };
const b = (start: number, end: number, note?: string): HighlightDto => (note ? { start, end, color: 'blue', note } : { start, end, color: 'blue' });

describe('addHighlight', () => {
  it('adds a range and keeps the list sorted', () => {
    expect(addHighlight([y(20, 30)], { start: 2, end: 5 }, 'pink')).toEqual([{ start: 2, end: 5, color: 'pink' }, y(20, 30)]);
  });

  it('ignores an empty range', () => {
    expect(addHighlight([y(1, 3)], { start: 4, end: 4 }, 'blue')).toEqual([y(1, 3)]);
  });

  it('merges overlapping and touching highlights of the same colour', () => {
    expect(addHighlight([y(0, 10)], { start: 5, end: 15 }, 'yellow')).toEqual([y(0, 15)]);
    expect(addHighlight([y(0, 10)], { start: 10, end: 12 }, 'yellow')).toEqual([y(0, 12)]);
    expect(addHighlight([y(0, 4), y(8, 12)], { start: 3, end: 9 }, 'yellow')).toEqual([y(0, 12)]);
  });

  it('paints a different colour over the middle of a highlight, splitting it', () => {
    expect(addHighlight([y(0, 20)], { start: 5, end: 10 }, 'blue')).toEqual([y(0, 5), b(5, 10), y(10, 20)]);
  });

  it('trims highlights a new colour overlaps at one end', () => {
    expect(addHighlight([y(0, 10), { start: 15, end: 25, color: 'pink' }], { start: 8, end: 18 }, 'blue')).toEqual([
      y(0, 8),
      b(8, 18),
      { start: 18, end: 25, color: 'pink' },
    ]);
  });

  it('replaces a highlight it covers entirely, keeping its note', () => {
    expect(addHighlight([y(5, 10, 'key claim')], { start: 0, end: 20 }, 'blue')).toEqual([b(0, 20, 'key claim')]);
  });

  it('keeps a split highlight note once, on its left part', () => {
    expect(addHighlight([y(0, 20, 'why')], { start: 5, end: 10 }, 'blue')).toEqual([y(0, 5, 'why'), b(5, 10), y(10, 20)]);
  });

  it('joins the notes of merged highlights instead of dropping one', () => {
    expect(addHighlight([y(0, 5, 'first'), y(10, 15, 'second')], { start: 4, end: 11 }, 'yellow')).toEqual([y(0, 15, 'first\nsecond')]);
    expect(addHighlight([y(0, 5, 'same')], { start: 3, end: 8 }, 'yellow', 'same')).toEqual([y(0, 8, 'same')]);
  });

  it('adds a note with the highlight; a blank note is no note', () => {
    expect(addHighlight([], { start: 1, end: 2 }, 'yellow', '  see line 3 ')).toEqual([y(1, 2, 'see line 3')]);
    expect(addHighlight([], { start: 1, end: 2 }, 'yellow', '   ')).toEqual([y(1, 2)]);
  });
});

describe('recolor, note, remove', () => {
  it('recolours one highlight and merges it with a touching neighbour of that colour', () => {
    expect(recolorHighlight([y(0, 5), b(5, 9)], 1, 'yellow')).toEqual([y(0, 9)]);
    expect(recolorHighlight([y(0, 5), b(6, 9)], 1, 'pink')).toEqual([y(0, 5), { start: 6, end: 9, color: 'pink' }]);
    expect(recolorHighlight([y(0, 5)], 3, 'pink')).toEqual([y(0, 5)]);
  });

  it('sets, edits and clears a note', () => {
    const withNote = setHighlightNote([y(0, 5), b(6, 9)], 1, ' main idea ');
    expect(withNote).toEqual([y(0, 5), b(6, 9, 'main idea')]);
    expect(setHighlightNote(withNote, 1, '')).toEqual([y(0, 5), b(6, 9)]);
  });

  it('removes one highlight', () => {
    expect(removeHighlight([y(0, 5), b(6, 9)], 0)).toEqual([b(6, 9)]);
  });
});

describe('normalizeHighlights', () => {
  it('clamps to the text, drops empty and unknown-colour ranges, sorts', () => {
    const list = [y(30, 50), { start: 2, end: 2, color: 'yellow' }, { start: 0, end: 3, color: 'green' }, b(-4, 3)];
    expect(normalizeHighlights(list, 40)).toEqual([b(0, 3), y(30, 40)]);
  });

  it('resolves overlaps in stored data: the later one wins where they meet', () => {
    expect(normalizeHighlights([y(0, 10), b(5, 15)], 100)).toEqual([y(0, 5), b(5, 15)]);
  });
});

describe('piecesOf', () => {
  const list = [y(2, 4), b(6, 12)];
  it('cuts a stretch of text at highlight edges', () => {
    expect(piecesOf(0, 10, list)).toEqual([
      { start: 0, end: 2, index: null },
      { start: 2, end: 4, index: 0 },
      { start: 4, end: 6, index: null },
      { start: 6, end: 10, index: 1 },
    ]);
  });

  it('handles a text node that starts inside a highlight', () => {
    expect(piecesOf(8, 15, list)).toEqual([
      { start: 8, end: 12, index: 1 },
      { start: 12, end: 15, index: null },
    ]);
    expect(piecesOf(13, 13, list)).toEqual([]);
  });
});

describe('DOM offsets', () => {
  /** Renders the passage tree the way AnnotatedPassage does (same text nodes). */
  const mount = (html: string) => {
    const root = document.createElement('div');
    root.append(...Array.from(parsePassage(html).root.childNodes));
    document.body.append(root);
    return root;
  };

  it('counts characters of the plain text across elements', () => {
    const root = mount('<p>One <em>two</em> three</p><p>Four</p>');
    const em = root.querySelector('em')!.firstChild!;
    expect(textOffset(root, em, 0)).toBe(4);
    expect(textOffset(root, em, 3)).toBe(7);
    const four = root.querySelectorAll('p')[1].firstChild!;
    expect(textOffset(root, four, 2)).toBe('One two three'.length + 2);
    // An element-and-child-index position (what a triple click gives).
    expect(textOffset(root, root, 1)).toBe('One two three'.length);
    expect(textOffset(root, root.querySelector('p')!, 2)).toBe('One two'.length);
  });

  it('skips the annotator markers, which are not passage text', () => {
    const root = mount('<p>Alpha beta</p>');
    const p = root.querySelector('p')!;
    const marker = document.createElement('button');
    marker.setAttribute(UI_ATTRIBUTE, '');
    marker.textContent = 'note';
    p.insertBefore(marker, p.firstChild);
    expect(textOffset(root, p.lastChild!, 5)).toBe(5);
  });

  it('turns a DOM selection into a plain-text range, whichever way it was dragged', () => {
    const root = mount('<p>The <strong>quick</strong> fox</p>');
    const range = document.createRange();
    range.setStart(root.querySelector('strong')!.firstChild!, 1);
    range.setEnd(root.querySelector('p')!.lastChild!, 3);
    const selection = { rangeCount: 1, isCollapsed: false, getRangeAt: () => range };
    const r = selectionToRange(root, selection)!;
    expect(r).toEqual({ start: 5, end: 12 });
    expect(parsePassage('<p>The <strong>quick</strong> fox</p>').text.slice(r.start, r.end)).toBe('uick fo');
  });

  it('ignores collapsed selections and selections leaving the passage', () => {
    const root = mount('<p>Text</p>');
    const outside = document.createElement('p');
    outside.textContent = 'elsewhere';
    document.body.append(outside);
    const range = document.createRange();
    range.setStart(root.querySelector('p')!.firstChild!, 1);
    range.setEnd(outside.firstChild!, 2);
    expect(selectionToRange(root, { rangeCount: 1, isCollapsed: false, getRangeAt: () => range })).toBeNull();
    expect(selectionToRange(root, { rangeCount: 1, isCollapsed: true, getRangeAt: () => range })).toBeNull();
    expect(selectionToRange(root, null)).toBeNull();
  });

  it('trims the spaces a word selection often takes along', () => {
    expect(trimRange('  a word  ', { start: 0, end: 10 })).toEqual({ start: 2, end: 8 });
    expect(trimRange('a    b', { start: 1, end: 5 })).toBeNull();
  });
});

describe('parsePassage', () => {
  it('sanitizes like MathText and drops layout whitespace inside tables', () => {
    const p = parsePassage('<p onclick="x()">Hi<script>bad()</script></p><table>\n<tr>\n<td>1</td> <td>2</td></tr></table>');
    expect(p.text).toBe('Hi12');
    expect(p.root.innerHTML).not.toContain('onclick');
    expect(p.root.querySelector('script')).toBeNull();
  });
});
