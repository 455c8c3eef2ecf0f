import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CloseButton, Tab, Tabs, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import type { AngleMode } from './calculator-engine';
import { CalculatorTab } from './calculator-tab';
import { GraphTab } from './graph-tab';
import { toolMessages as m } from './messages';
import './tools.css';

export interface CalculatorPanelProps {
  onClose: () => void;
}

interface Position {
  x: number;
  y: number;
}

const KEY_STEP = 24;
const PANEL_WIDTH = 380;

/** Keeps at least the panel's title bar on screen. */
function clamp(p: Position): Position {
  const maxX = Math.max(0, window.innerWidth - 120);
  const maxY = Math.max(0, window.innerHeight - 48);
  return { x: Math.min(Math.max(0, p.x), maxX), y: Math.min(Math.max(0, p.y), maxY) };
}

/**
 * The floating calculator: a non-modal panel the student drags by its title bar (or moves with the arrow
 * keys on the move handle) and resizes from its corner; on a phone it is a bottom sheet (tools.css).
 * Lazy-loaded by the runner: mathjs and function-plot come with this module only.
 */
export function CalculatorPanel({ onClose }: CalculatorPanelProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<AngleMode>('deg');
  const [tab, setTab] = useState<string>('calculator');
  const [position, setPosition] = useState<Position>(() => clamp({ x: window.innerWidth - PANEL_WIDTH - 24, y: 96 }));
  const drag = useRef<{ dx: number; dy: number } | null>(null);

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
      aria-labelledby="tr-calc-title"
      className="tr-calc-panel card shadow"
      style={{ left: position.x, top: position.y, width: PANEL_WIDTH }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      data-testid="calculator-panel"
    >
      <div
        className="card-header d-flex align-items-center gap-2 tr-calc-titlebar"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      >
        <button
          type="button"
          className="btn btn-sm btn-light tr-move-handle"
          onKeyDown={onMoveKey}
          aria-label={intl.formatMessage(m.calcMove)}
          title={intl.formatMessage(m.calcMove)}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h2 id="tr-calc-title" className="h6 mb-0 flex-grow-1">
          {intl.formatMessage(m.calcTitle)}
        </h2>
        <ToggleButtonGroup
          type="radio"
          name="tr-angle-mode"
          size="sm"
          value={mode}
          onChange={(v: AngleMode) => setMode(v)}
          aria-label={intl.formatMessage(m.calcAngleMode)}
        >
          <ToggleButton id="tr-angle-deg" value="deg" variant="outline-secondary">
            {intl.formatMessage(m.calcDegrees)}
          </ToggleButton>
          <ToggleButton id="tr-angle-rad" value="rad" variant="outline-secondary">
            {intl.formatMessage(m.calcRadians)}
          </ToggleButton>
        </ToggleButtonGroup>
        <CloseButton onClick={onClose} aria-label={intl.formatMessage(m.calcClose)} data-testid="calculator-close" />
      </div>
      <div className="card-body tr-calc-body">
        <Tabs activeKey={tab} onSelect={(k) => setTab(k ?? 'calculator')} id="tr-calc-tabs" className="mb-2" mountOnEnter>
          <Tab eventKey="calculator" title={intl.formatMessage(m.calcTab)}>
            <CalculatorTab mode={mode} />
          </Tab>
          <Tab eventKey="graph" title={intl.formatMessage(m.graphTab)}>
            <GraphTab mode={mode} />
          </Tab>
        </Tabs>
      </div>
    </div>
  );
}
