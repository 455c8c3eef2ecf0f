import { useEffect, useRef } from 'react';

export interface ShortcutActions {
  next(): void;
  previous(): void;
  choose(label: string): void;
  mark(): void;
  toggleEliminator(): void;
}

/** Typing in a field (a grid-in, a note) must never pick an answer or mark a question. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** A dialog (navigator, confirm, calculator) is open: its own keys win. */
const inDialog = () => document.querySelector('.modal.show, .offcanvas.show') !== null;

/**
 * The runner's keyboard shortcuts (listed in the help popover): Alt+N / Alt+P or Ctrl+Arrow for
 * next/previous, A-D to choose, M to mark, E for the eliminator. Esc is left to the dialogs.
 * Letters are read from `code`, so Alt+N works on macOS too (where Option+N types a dead key).
 */
export function useShortcuts(actions: ShortcutActions, enabled: boolean): void {
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.metaKey) return;
      const a = latest.current;
      const letter = e.code.startsWith('Key') ? e.code.slice(3) : '';
      let handled = true;
      if ((e.altKey && letter === 'N') || (e.ctrlKey && e.key === 'ArrowRight')) a.next();
      else if ((e.altKey && letter === 'P') || (e.ctrlKey && e.key === 'ArrowLeft')) a.previous();
      else if (e.altKey || e.ctrlKey || isTyping(e.target) || inDialog()) handled = false;
      else if (['A', 'B', 'C', 'D'].includes(letter)) a.choose(letter);
      else if (letter === 'M') a.mark();
      else if (letter === 'E') a.toggleEliminator();
      else handled = false;
      if (handled) e.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
