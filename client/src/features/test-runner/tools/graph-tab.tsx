import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import functionPlotImport, { Chart, type FunctionPlotDatum, type FunctionPlotOptions } from 'function-plot';
import { compileGraphExpression, type AngleMode, type CalcError } from './calculator-engine';
import { toolMessages as m } from './messages';

type FunctionPlot = typeof functionPlotImport;
/**
 * function-plot ships CommonJS only. Vite's dev server hands its whole module object to a default import
 * (the function is its `default`); Node-style interop (Vitest) hands the function. Accept both.
 */
const functionPlot: FunctionPlot =
  typeof functionPlotImport === 'function' ? functionPlotImport : (functionPlotImport as unknown as { default: FunctionPlot }).default;

export const MAX_GRAPH_LINES = 4;
/** Line colours, distinguishable for the common colour-vision deficiencies (Okabe-Ito). */
const LINE_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7'];
const HOME_DOMAIN: [number, number] = [-10, 10];
const PLOT_HEIGHT = 300;

const ERROR_MESSAGES: Record<CalcError, keyof typeof m> = {
  empty: 'calcErrorEmpty',
  syntax: 'calcErrorSyntax',
  unknownSymbol: 'graphErrorUnknown',
  undefined: 'calcErrorUndefined',
  notReal: 'calcErrorNotReal',
  unsupported: 'calcErrorUnsupported',
};

type Domain = { x: [number, number]; y: [number, number] };

/** The graphing tab: up to four lines in x, drawn by function-plot (drag to pan, wheel to zoom, or the buttons). */
export function GraphTab({ mode }: { mode: AngleMode }) {
  const intl = useIntl();
  const [lines, setLines] = useState<string[]>(['']);
  const [domain, setDomain] = useState<Domain>({ x: HOME_DOMAIN, y: HOME_DOMAIN });
  const [width, setWidth] = useState(360);
  const plotBox = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);

  const compiled = useMemo(() => lines.map((line) => (line.trim() ? compileGraphExpression(line, mode) : null)), [lines, mode]);

  // The plot follows the panel's width (the panel is resizable).
  useEffect(() => {
    const el = plotBox.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(200, Math.floor(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const target = plotBox.current;
    if (!target) return;
    const data: FunctionPlotDatum[] = compiled.flatMap((c, i) =>
      c?.ok ? [{ fn: (scope) => c.fn(Number(scope.x)), graphType: 'polyline' as const, sampler: 'builtIn' as const, color: LINE_COLORS[i] }] : [],
    );
    target.replaceChildren();
    const options: FunctionPlotOptions = {
      target,
      width,
      height: PLOT_HEIGHT,
      grid: true,
      xAxis: { domain: domain.x },
      yAxis: { domain: domain.y },
      data,
    };
    const instance = functionPlot(options);
    chart.current = instance;
    return () => {
      // function-plot keeps every chart in a static cache (by the id it writes into the options): drop ours.
      instance.removeAllListeners();
      if (options.id) delete Chart.cache[options.id];
      chart.current = null;
    };
  }, [compiled, domain, width]);

  /** Zooms about the centre of what is shown now (after any drag or wheel zoom). */
  const zoom = (factor: number) => {
    const x = (chart.current?.meta.xScale?.domain() as [number, number] | undefined) ?? domain.x;
    const y = (chart.current?.meta.yScale?.domain() as [number, number] | undefined) ?? domain.y;
    const scale = ([a, b]: [number, number]): [number, number] => {
      const mid = (a + b) / 2;
      const half = ((b - a) / 2) * factor;
      return [mid - half, mid + half];
    };
    setDomain({ x: scale(x), y: scale(y) });
  };

  const setLine = (index: number, value: string) => setLines((ls) => ls.map((l, i) => (i === index ? value : l)));
  const described = lines.filter((l, i) => l.trim() && compiled[i]?.ok).join('; ');

  return (
    <div className="tr-graph">
      {lines.map((line, i) => {
        const c = compiled[i];
        const errorId = `tr-graph-error-${i}`;
        return (
          <div key={i} className="mb-2">
            <div className="input-group input-group-sm">
              <span className="input-group-text" aria-hidden="true">
                <span className="tr-graph-swatch" style={{ background: LINE_COLORS[i] }} />
              </span>
              <Form.Control
                value={line}
                onChange={(e) => setLine(i, e.target.value)}
                placeholder="y = 2x + 1"
                aria-label={intl.formatMessage(m.graphLine, { n: i + 1 })}
                aria-invalid={c && !c.ok ? true : undefined}
                aria-describedby={c && !c.ok ? errorId : undefined}
                className="font-monospace"
                autoComplete="off"
                spellCheck={false}
                data-testid={`graph-line-${i}`}
              />
              {lines.length > 1 && (
                <Button
                  variant="outline-secondary"
                  onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
                  aria-label={intl.formatMessage(m.graphRemove, { n: i + 1 })}
                >
                  ×
                </Button>
              )}
            </div>
            {c && !c.ok && (
              <div id={errorId} className="small text-danger">
                {intl.formatMessage(m[ERROR_MESSAGES[c.error]])}
              </div>
            )}
          </div>
        );
      })}
      <div className="d-flex flex-wrap gap-1 mb-2">
        <Button
          size="sm"
          variant="outline-primary"
          disabled={lines.length >= MAX_GRAPH_LINES}
          onClick={() => setLines((ls) => [...ls, ''])}
          data-testid="graph-add"
        >
          {intl.formatMessage(m.graphAdd)}
        </Button>
        <div className="ms-auto btn-group btn-group-sm" role="group" aria-label={intl.formatMessage(m.graphView)}>
          <Button variant="outline-secondary" onClick={() => zoom(0.5)} aria-label={intl.formatMessage(m.graphZoomIn)}>
            +
          </Button>
          <Button variant="outline-secondary" onClick={() => zoom(2)} aria-label={intl.formatMessage(m.graphZoomOut)}>
            −
          </Button>
          <Button variant="outline-secondary" onClick={() => setDomain({ x: HOME_DOMAIN, y: HOME_DOMAIN })}>
            {intl.formatMessage(m.graphReset)}
          </Button>
        </div>
      </div>
      <div
        ref={plotBox}
        className="tr-graph-plot"
        role="img"
        aria-label={described ? intl.formatMessage(m.graphOf, { lines: described }) : intl.formatMessage(m.graphEmpty)}
        data-testid="graph-plot"
      />
    </div>
  );
}
