import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import type { HighlightDto } from '@app/shared';
import type { HighlightColor, TextRange } from './highlight-ranges';
import { toolMessages as m } from './messages';

type NoteTarget = { range: TextRange } | { index: number };

/** What the popover is about: a fresh selection, an existing highlight, or a note being written. */
export type PopoverState =
  { kind: 'selection'; range: TextRange } | { kind: 'highlight'; index: number } | { kind: 'note'; target: NoteTarget; draft: string };

export interface PopoverActions {
  color: (color: HighlightColor) => void;
  saveNote: (target: NoteTarget, note: string) => void;
  editNote: (target: NoteTarget) => void;
  remove: (index: number) => void;
  close: () => void;
}

const COLOR_MESSAGES: Record<HighlightColor, keyof typeof m> = { yellow: 'colorYellow', blue: 'colorBlue', pink: 'colorPink' };

interface HighlightPopoverProps {
  state: PopoverState;
  /** The highlight being edited (kind 'highlight'). */
  highlight?: HighlightDto;
  colors: readonly HighlightColor[];
  style: CSSProperties;
  actions: PopoverActions;
}

/** The small toolbar under a selection or a highlight: colours, note, delete. Escape closes it. */
export function HighlightPopover({ state, highlight, colors, style, actions }: HighlightPopoverProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState(state.kind === 'note' ? state.draft : '');

  // Opened from a highlight or for a note: the keyboard user lands in it. A fresh selection keeps the focus
  // where it is (moving it could collapse the selection on some browsers); Tab reaches the toolbar next.
  useEffect(() => {
    if (state.kind === 'selection') return;
    box.current?.querySelector<HTMLElement>('textarea, button')?.focus();
  }, [state.kind]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      actions.close();
    }
  };

  const target: NoteTarget | null = state.kind === 'selection' ? { range: state.range } : state.kind === 'highlight' ? { index: state.index } : null;

  return (
    <div
      ref={box}
      role="dialog"
      aria-label={intl.formatMessage(state.kind === 'note' ? m.noteTitle : m.highlightTools)}
      className="tr-hl-popover card shadow-sm p-2"
      style={style}
      onKeyDown={onKeyDown}
      data-highlight-popover
      data-testid="highlight-popover"
    >
      {state.kind === 'note' ? (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            actions.saveNote(state.target, draft);
          }}
        >
          <Form.Label htmlFor="tr-note-text" className="small fw-semibold mb-1">
            {intl.formatMessage(m.noteTitle)}
          </Form.Label>
          <Form.Control as="textarea" id="tr-note-text" rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={1000} />
          <div className="d-flex gap-2 justify-content-end mt-2">
            <Button size="sm" variant="outline-secondary" onClick={actions.close}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button size="sm" type="submit">
              {intl.formatMessage(m.saveNote)}
            </Button>
          </div>
        </Form>
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-1">
          {colors.map((color) => (
            <button
              key={color}
              type="button"
              className={`tr-swatch tr-hl-${color} ${highlight?.color === color ? 'is-current' : ''}`}
              aria-label={intl.formatMessage(m[COLOR_MESSAGES[color]])}
              aria-pressed={highlight ? highlight.color === color : undefined}
              onClick={() => actions.color(color)}
              data-testid={`hl-color-${color}`}
            />
          ))}
          <Button size="sm" variant="outline-secondary" onClick={() => target && actions.editNote(target)} data-testid="hl-note">
            {intl.formatMessage(highlight?.note ? m.editNote : m.addNote)}
          </Button>
          {state.kind === 'highlight' && (
            <Button size="sm" variant="outline-danger" onClick={() => actions.remove(state.index)} data-testid="hl-delete">
              {intl.formatMessage(m.deleteHighlight)}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
