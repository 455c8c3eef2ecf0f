import { createElement, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { HighlightDto } from '@app/shared';
import {
  addHighlight,
  HIGHLIGHT_COLORS,
  normalizeHighlights,
  piecesOf,
  recolorHighlight,
  removeHighlight,
  selectionToRange,
  setHighlightNote,
  trimRange,
  UI_ATTRIBUTE,
  type HighlightColor,
  type TextRange,
} from './highlight-ranges';
import { HighlightPopover, type PopoverState } from './highlight-popover';
import { parsePassage } from './passage-dom';
import { toolMessages as m } from './messages';
import './tools.css';

export interface AnnotatedPassageProps {
  /** The passage's rich text (sanitized here like every rich text of the client). */
  html: string;
  highlights: HighlightDto[];
  onChange: (highlights: HighlightDto[]) => void;
  /** The highlighter tool: off, highlights still show but cannot be added or changed. */
  enabled: boolean;
}

const POPOVER_WIDTH = 240;

interface Anchor {
  top: number;
  left: number;
}

const NoteIcon = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M2 1h12a1 1 0 0 1 1 1v9l-4 4H2a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1zm1 2v10h7v-3a1 1 0 0 1 1-1h3V3H3z" />
  </svg>
);

/**
 * A passage the student can highlight and annotate: select text, pick a colour or add a note; click a
 * highlight to recolour it, edit its note or delete it. Highlights are plain-text offsets (see
 * highlight-ranges.ts). The passage is drawn from its sanitized DOM as React elements, each text node cut
 * into <mark> pieces, so React owns every node and a re-render never loses a highlight. TeX is shown as
 * source here: MathJax output would change the text the offsets count (RW passages carry no math).
 */
export function AnnotatedPassage({ html, highlights, onChange, enabled }: AnnotatedPassageProps) {
  const intl = useIntl();
  const passage = useMemo(() => parsePassage(html), [html]);
  const list = useMemo(() => normalizeHighlights(highlights, passage.text.length), [highlights, passage.text.length]);
  const wrapper = useRef<HTMLDivElement>(null);
  const textRoot = useRef<HTMLDivElement>(null);
  const [popover, setPopover] = useState<(PopoverState & { anchor: Anchor }) | null>(null);

  const anchorOf = useCallback((rect: DOMRect | null): Anchor => {
    const box = wrapper.current?.getBoundingClientRect();
    if (!rect || !box) return { top: 0, left: 0 };
    // Under the selection, kept inside the passage column (the popover is about 15rem wide).
    const left = Math.min(rect.left - box.left, box.width - POPOVER_WIDTH);
    return { top: rect.bottom - box.top + 6, left: Math.max(0, left) };
  }, []);

  /** The highlight or marker that opened the popover: the focus goes back there when it closes. */
  const opener = useRef<HTMLElement | null>(null);
  const close = useCallback(() => {
    setPopover(null);
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected) el.focus();
  }, []);

  // Another passage (the next question): a popover about the old one's highlights must not stay open.
  useEffect(() => close(), [html, close]);

  // A click anywhere but the popover (or a highlight, which opens its own) closes it.
  useEffect(() => {
    if (!popover) return;
    const onDown = (e: MouseEvent) => {
      const el = wrapper.current?.querySelector('[data-highlight-popover]');
      if (el && !el.contains(e.target as Node)) close();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [popover, close]);

  const onSelectionEnd = () => {
    if (!enabled || !textRoot.current) return;
    const selection = window.getSelection();
    const raw = selectionToRange(textRoot.current, selection);
    const range = raw && trimRange(passage.text, raw);
    if (!range) return;
    const domRange = selection!.getRangeAt(0);
    const rect = typeof domRange.getBoundingClientRect === 'function' ? domRange.getBoundingClientRect() : null;
    opener.current = null;
    setPopover({ kind: 'selection', range, anchor: anchorOf(rect) });
  };

  const openHighlight = (index: number, target: HTMLElement) => {
    if (!enabled) return;
    opener.current = target;
    setPopover({ kind: 'highlight', index, anchor: anchorOf(target.getBoundingClientRect()) });
  };

  const commit = (next: HighlightDto[]) => {
    onChange(next);
    close();
    window.getSelection()?.removeAllRanges();
  };

  const actions = {
    color: (color: HighlightColor) => {
      if (!popover) return;
      if (popover.kind === 'selection') commit(addHighlight(list, popover.range, color));
      else if (popover.kind === 'highlight') commit(recolorHighlight(list, popover.index, color));
    },
    saveNote: (target: { range: TextRange } | { index: number }, note: string) =>
      commit('range' in target ? addHighlight(list, target.range, 'yellow', note) : setHighlightNote(list, target.index, note)),
    remove: (index: number) => commit(removeHighlight(list, index)),
    editNote: (target: { range: TextRange } | { index: number }) =>
      setPopover((p) => p && { kind: 'note', target, draft: 'index' in target ? (list[target.index]?.note ?? '') : '', anchor: p.anchor }),
    close,
  };

  const children = useMemo(() => {
    let cursor = 0;
    const lastPiece = new Map<number, number>(); // highlight index -> end offset of its last drawn piece
    list.forEach((h, i) => lastPiece.set(i, h.end));
    const convert = (node: Node, key: string): ReactNode => {
      if (node.nodeType === Node.TEXT_NODE) {
        const value = node.nodeValue ?? '';
        const start = cursor;
        cursor += value.length;
        return piecesOf(start, cursor, list).map((p) => {
          const text = value.slice(p.start - start, p.end - start);
          if (p.index === null) return text;
          const h = list[p.index];
          const index = p.index;
          const first = p.start === h.start;
          return [
            <mark
              key={`${key}-${p.start}`}
              className={`tr-hl tr-hl-${h.color}`}
              data-highlight={index}
              tabIndex={enabled && first ? 0 : undefined}
              onClick={(e) => openHighlight(index, e.currentTarget)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  openHighlight(index, e.currentTarget);
                }
              }}
            >
              {text}
            </mark>,
            h.note && p.end === lastPiece.get(index) ? (
              <button
                key={`${key}-${p.start}-note`}
                type="button"
                {...{ [UI_ATTRIBUTE]: '' }}
                className="tr-note-marker"
                title={h.note}
                aria-label={intl.formatMessage(m.noteMarker, { note: h.note })}
                onClick={(e) => openHighlight(index, e.currentTarget)}
                data-testid="note-marker"
              >
                <NoteIcon />
              </button>
            ) : null,
          ];
        });
      }
      if (node.nodeType !== Node.ELEMENT_NODE) return null;
      const tag = (node as Element).localName;
      const kids = Array.from(node.childNodes).map((child, i) => convert(child, `${key}.${i}`));
      return createElement(tag, { key }, ...(tag === 'br' ? [] : kids));
    };
    return Array.from(passage.root.childNodes).map((child, i) => convert(child, String(i)));
    // openHighlight only reads refs and `enabled`; listing it would rebuild the tree on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [passage, list, enabled, intl]);

  return (
    <div ref={wrapper} className="position-relative tr-passage-wrap">
      <div
        ref={textRoot}
        className={`qb-rich tr-passage ${enabled ? 'is-annotatable' : ''}`}
        onMouseUp={onSelectionEnd}
        onKeyUp={onSelectionEnd}
        onTouchEnd={onSelectionEnd}
        data-testid="annotated-passage"
      >
        {children}
      </div>
      {popover && (
        <HighlightPopover
          key={popover.kind}
          state={popover}
          highlight={popover.kind === 'highlight' ? list[popover.index] : undefined}
          colors={HIGHLIGHT_COLORS}
          style={{ top: popover.anchor.top, left: popover.anchor.left }}
          actions={actions}
        />
      )}
    </div>
  );
}
