import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { CloseButton } from 'react-bootstrap';
import './tools.css';

export interface FloatingPanelProps {
  /** The heading's id (the panel is labelled by it). */
  titleId: string;
  title: string;
  /** Width in px; where it opens: this far from the right edge, this far from the top. */
  width: number;
  top: number;
  /** Controls beside the title (the calculator's degree/radian switch). */
  headerExtras?: ReactNode;
  closeLabel: string;
  /** The move handle's name ("Move the calculator (arrow keys)"). */
  moveLabel: string;
  onClose: () => void;
  testId: string;
  className?: string;
  children: ReactNode;
}

interface Position {
  x: number;
  y: number;
}

const KEY_STEP = 24;

/**
 * The panel the student opened or touched last is on top of the other one; both stay under dialogs
 * (Bootstrap's modals start at 1050).
 */
const front = { id: 0, listeners: new Set<() => void>() };
let panelCount = 0;
const bringToFront = (id: number) => {
  if (front.id === id) return;
  front.id = id;
  front.listeners.forEach((notify) => notify());
};
const subscribeFront = (notify: () => void) => {
  front.listeners.add(notify);
  return () => front.listeners.delete(notify);
};

/** Keeps at least the panel's title bar on screen. */
function clamp(p: Position): Position {
  const maxX = Math.max(0, window.innerWidth - 120);
  const maxY = Math.max(0, window.innerHeight - 48);
  return { x: Math.min(Math.max(0, p.x), maxX), y: Math.min(Math.max(0, p.y), maxY) };
}

/**
 * A tool the student keeps open while working, as in Bluebook (the calculator, the reference sheet): a
 * non-modal panel dragged by its title bar (or moved with the arrow keys on the move handle) and resized
 * from its corner; the question under it stays usable. On a phone it is a bottom sheet (tools.css).
 */
export function FloatingPanel(props: FloatingPanelProps) {
  const [position, setPosition] = useState<Position>(() => clamp({ x: window.innerWidth - props.width - 24, y: props.top }));
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const [panelId] = useState(() => ++panelCount);
  const onTop = useSyncExternalStore(subscribeFront, () => front.id === panelId);
  const toFront = () => bringToFront(panelId);
  // Opened: on top.
  useEffect(() => bringToFront(panelId), [panelId]);

  // A window made smaller (or a phone turned) must not leave the panel out of reach.
  useEffect(() => {
    const onResize = () => setPosition((p) => clamp(p));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    // Controls in the title bar (close, degree/radian labels) keep their clicks: pointer capture would steal them.
    if ((e.target as HTMLElement).closest('button, input, label')) return;
    drag.current = { dx: e.clientX - position.x, dy: e.clientY - position.y };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setPosition(clamp({ x: e.clientX - drag.current.dx, y: e.clientY - drag.current.dy }));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const onMoveKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step: Record<string, Position> = {
      ArrowLeft: { x: -KEY_STEP, y: 0 },
      ArrowRight: { x: KEY_STEP, y: 0 },
      ArrowUp: { x: 0, y: -KEY_STEP },
      ArrowDown: { x: 0, y: KEY_STEP },
    };
    const d = step[e.key];
    if (!d) return;
    e.preventDefault();
    setPosition((p) => clamp({ x: p.x + d.x, y: p.y + d.y }));
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={props.titleId}
      className={`tr-float-panel card shadow ${props.className ?? ''}`}
      style={{ left: position.x, top: position.y, width: props.width, zIndex: onTop ? 1041 : 1040 }}
      onPointerDownCapture={toFront}
      onFocusCapture={toFront}
      onKeyDown={(e) => {
        if (e.key === 'Escape') props.onClose();
      }}
      data-testid={props.testId}
    >
      <div
        className="card-header d-flex align-items-center gap-2 tr-float-titlebar"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      >
        <button
          type="button"
          className="btn btn-sm btn-light tr-move-handle"
          onKeyDown={onMoveKey}
          aria-label={props.moveLabel}
          title={props.moveLabel}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h2 id={props.titleId} className="h6 mb-0 flex-grow-1">
          {props.title}
        </h2>
        {props.headerExtras}
        <CloseButton onClick={props.onClose} aria-label={props.closeLabel} data-testid={`${props.testId}-close`} />
      </div>
      <div className="card-body tr-float-body">{props.children}</div>
    </div>
  );
}
