import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { questionMessages as m } from '../messages';

const MIN = 25;
const MAX = 75;
const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

export interface SplitViewProps {
  left: ReactNode;
  right: ReactNode;
  /** Phone layout: the panes stack, passage first, and there is no divider. */
  stacked: boolean;
}

/**
 * Passage on the left, question on the right, with a divider the student can drag (or move with the
 * arrow keys: it is a focusable separator, as WAI-ARIA's window splitter pattern describes).
 */
export function SplitView({ left, right, stacked }: SplitViewProps) {
  const intl = useIntl();
  const [leftPercent, setLeftPercent] = useState(50);
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const rect = box.current?.getBoundingClientRect();
    if (!dragging.current || !rect || rect.width === 0) return;
    setLeftPercent(clamp(((e.clientX - rect.left) / rect.width) * 100));
  };
  const onPointerUp = () => {
    dragging.current = false;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const delta = e.key === 'ArrowLeft' ? -5 : e.key === 'ArrowRight' ? 5 : 0;
    if (e.key === 'Home') setLeftPercent(MIN);
    else if (e.key === 'End') setLeftPercent(MAX);
    else if (delta && !e.ctrlKey && !e.altKey) setLeftPercent((p) => clamp(p + delta));
    else return;
    e.preventDefault();
  };

  if (stacked) {
    return (
      <div className="tr-split tr-split-stacked" data-layout="stacked" data-testid="split-view">
        <section className="tr-pane tr-pane-passage" aria-label={intl.formatMessage(m.passage)}>
          {left}
        </section>
        <section className="tr-pane tr-pane-question" aria-label={intl.formatMessage(m.questionPane)}>
          {right}
        </section>
      </div>
    );
  }
  return (
    <div className="tr-split" ref={box} data-layout="split" data-testid="split-view">
      <section className="tr-pane tr-pane-passage" style={{ flexBasis: `${leftPercent}%` }} aria-label={intl.formatMessage(m.passage)}>
        {left}
      </section>
      <div
        className="tr-divider"
        role="separator"
        aria-orientation="vertical"
        aria-label={intl.formatMessage(m.splitter)}
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        aria-valuenow={Math.round(leftPercent)}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        <span className="tr-divider-grip" aria-hidden="true" />
      </div>
      <section className="tr-pane tr-pane-question" style={{ flexBasis: `${100 - leftPercent}%` }} aria-label={intl.formatMessage(m.questionPane)}>
        {right}
      </section>
    </div>
  );
}
