import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CloseButton } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { toolMessages as m } from './messages';
import './tools.css';

export interface LineReaderProps {
  onClose: () => void;
}

/** Height of the clear window: about two lines of passage text. */
const WINDOW_HEIGHT = 64;
const KEY_STEP = 16;

/**
 * A reading mask over the whole screen with a clear horizontal window, as in Bluebook. The masks let
 * clicks through (the student still answers while it is on); only the grip under the window takes the
 * pointer: drag it, or focus it and use the arrow keys.
 */
export function LineReader({ onClose }: LineReaderProps) {
  const intl = useIntl();
  const [top, setTop] = useState(() => Math.round(window.innerHeight / 3));
  const drag = useRef<number | null>(null);
  const clamp = (y: number) => Math.min(Math.max(0, y), Math.max(0, window.innerHeight - WINDOW_HEIGHT - 40));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('.btn-close')) return;
    drag.current = e.clientY - top;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current !== null) setTop(clamp(e.clientY - drag.current));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const d = e.key === 'ArrowUp' ? -KEY_STEP : e.key === 'ArrowDown' ? KEY_STEP : 0;
    if (!d) return;
    e.preventDefault();
    setTop((t) => clamp(t + d));
  };

  return (
    <div className="tr-line-reader" data-testid="line-reader">
      <div className="tr-line-mask" style={{ top: 0, height: top }} />
      <div className="tr-line-window" style={{ top, height: WINDOW_HEIGHT }} />
      <div className="tr-line-mask" style={{ top: top + WINDOW_HEIGHT, bottom: 0 }} />
      <div
        className="tr-line-grip d-flex align-items-center gap-2 px-2"
        style={{ top: top + WINDOW_HEIGHT }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
      >
        <button type="button" className="btn btn-sm btn-light" onKeyDown={onKeyDown} aria-label={intl.formatMessage(m.lineReaderMove)}>
          <span aria-hidden="true">⇕</span> {intl.formatMessage(m.lineReader)}
        </button>
        <CloseButton variant="white" onClick={onClose} aria-label={intl.formatMessage(m.lineReaderClose)} />
      </div>
    </div>
  );
}
