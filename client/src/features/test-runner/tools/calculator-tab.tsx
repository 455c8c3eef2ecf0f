import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { MathText } from '../../../components/math/math-text';
import { evaluateExpression, type AngleMode, type CalcError, type CalcResult } from './calculator-engine';
import { fractionTex } from './fraction-tex';
import { toolMessages as m } from './messages';

/** One calculation of the history (plain data: the runner keeps it for the module, across reloads too). */
export interface CalculatorHistoryEntry {
  expression: string;
  result: Extract<CalcResult, { ok: true }>;
}

/** Keys that insert text at the cursor: what a student cannot easily type on a phone keyboard. */
const KEYS: { insert: string; label: string }[] = [
  { insert: 'sin(', label: 'sin' },
  { insert: 'cos(', label: 'cos' },
  { insert: 'tan(', label: 'tan' },
  { insert: 'sqrt(', label: '√' },
  { insert: '^', label: 'xʸ' },
  { insert: 'log(', label: 'log' },
  { insert: 'ln(', label: 'ln' },
  { insert: 'abs(', label: '|x|' },
  { insert: 'pi', label: 'π' },
  { insert: 'e', label: 'e' },
  { insert: '(', label: '(' },
  { insert: ')', label: ')' },
];

const ERROR_MESSAGES: Record<CalcError, keyof typeof m> = {
  empty: 'calcErrorEmpty',
  syntax: 'calcErrorSyntax',
  unknownSymbol: 'calcErrorUnknown',
  undefined: 'calcErrorUndefined',
  notReal: 'calcErrorNotReal',
  unsupported: 'calcErrorUnsupported',
};

const HISTORY_LIMIT = 50;

/** The scientific calculator: one expression line, Enter evaluates, ↑/↓ recall earlier lines. */
export interface CalculatorTabProps {
  mode: AngleMode;
  /** Newest first. */
  history: CalculatorHistoryEntry[];
  onHistory: (history: CalculatorHistoryEntry[]) => void;
}

export function CalculatorTab({ mode, history, onHistory: setHistory }: CalculatorTabProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [expression, setExpression] = useState('');
  const [error, setError] = useState<CalcError | null>(null);
  const [recall, setRecall] = useState(-1);

  const run = () => {
    const result = evaluateExpression(expression, mode, history[0]?.result.value);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    setHistory([{ expression: expression.trim(), result }, ...history].slice(0, HISTORY_LIMIT));
    setRecall(-1);
  };

  // Where the cursor goes once an inserted key's text is rendered. Placed in a layout effect, right after
  // the commit: a frame later (requestAnimationFrame) the student may already have typed at the old place.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null) return;
    input.current?.focus();
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [expression]);

  const insert = (text: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? expression.length;
    const end = el?.selectionEnd ?? expression.length;
    caret.current = start + text.length;
    setExpression(expression.slice(0, start) + text + expression.slice(end));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      run();
    } else if ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && history.length) {
      e.preventDefault();
      const next = Math.max(-1, Math.min(history.length - 1, recall + (e.key === 'ArrowUp' ? 1 : -1)));
      setRecall(next);
      setExpression(next === -1 ? '' : history[next].expression);
    }
  };

  const latest = history[0];
  return (
    <div className="tr-calc">
      <Form.Label htmlFor="tr-calc-input" className="visually-hidden">
        {intl.formatMessage(m.calcExpression)}
      </Form.Label>
      <div className="input-group">
        <Form.Control
          ref={input}
          id="tr-calc-input"
          className="font-monospace"
          value={expression}
          onChange={(e) => {
            setExpression(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={intl.formatMessage(m.calcPlaceholder)}
          aria-invalid={error ? true : undefined}
          aria-describedby="tr-calc-output"
          autoComplete="off"
          spellCheck={false}
          data-testid="calc-input"
          // The panel opens for typing: the student lands in the expression line.
          autoFocus
        />
        <Button onClick={run} aria-label={intl.formatMessage(m.calcEvaluate)} data-testid="calc-evaluate">
          =
        </Button>
      </div>
      <div id="tr-calc-output" className="tr-calc-output" aria-live="polite" data-testid="calc-output">
        {error ? (
          <span className="text-danger small">{intl.formatMessage(m[ERROR_MESSAGES[error]])}</span>
        ) : latest ? (
          <span className="fs-4 font-monospace">
            = {latest.result.text}
            {latest.result.fraction && (
              <>
                {' = '}
                <MathText html={fractionTex(latest.result.fraction)} as="span" testId="calc-fraction" />
                <span className="visually-hidden">{latest.result.fraction}</span>
              </>
            )}
          </span>
        ) : null}
      </div>
      <div className="tr-calc-keys" role="group" aria-label={intl.formatMessage(m.calcKeys)}>
        {KEYS.map((k) => (
          <Button
            key={k.insert}
            variant="outline-secondary"
            size="sm"
            onClick={() => insert(k.insert)}
            aria-label={intl.formatMessage(m.calcInsert, { text: k.insert })}
          >
            {k.label}
          </Button>
        ))}
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => {
            setExpression('');
            setError(null);
            input.current?.focus();
          }}
        >
          {intl.formatMessage(m.calcClear)}
        </Button>
      </div>
      {history.length > 0 && (
        <div className="mt-2">
          <div className="d-flex justify-content-between align-items-center">
            <h3 className="h6 mb-1">{intl.formatMessage(m.calcHistory)}</h3>
            <Button variant="link" size="sm" onClick={() => setHistory([])}>
              {intl.formatMessage(m.calcClearHistory)}
            </Button>
          </div>
          <ul className="list-unstyled tr-calc-history mb-0" data-testid="calc-history">
            {history.map((h, i) => (
              <li key={history.length - i}>
                <button
                  type="button"
                  className="btn btn-link btn-sm text-start p-0 font-monospace text-body text-decoration-none"
                  onClick={() => {
                    setExpression(h.expression);
                    input.current?.focus();
                  }}
                  aria-label={intl.formatMessage(m.calcReuse, { expression: h.expression, result: h.result.text })}
                >
                  {h.expression} = {h.result.text}
                  {h.result.fraction ? ` = ${h.result.fraction}` : ''}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
